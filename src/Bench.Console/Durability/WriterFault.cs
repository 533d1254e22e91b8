using System.Globalization;
using System.Text.Json.Serialization;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>A failed commit as <see cref="FaultWriter"/> told it: the stage, the row, and what the application saw.</summary>
/// <param name="Stage">"fault" (the first failure), "refused" (after the fault was cleared) or "dead" (after reopening).</param>
/// <param name="Row">The row whose commit failed.</param>
/// <param name="Type">The exception's type, as the provider throws it.</param>
/// <param name="Code">The engine's code for it ("SQLite extended code 13", "SQLSTATE 53100"), or "-".</param>
/// <param name="Message">The exception's message.</param>
/// <param name="AcknowledgedBefore">Commits acknowledged when the failure was read.</param>
public sealed record WriterFault(string Stage, int Row, string Type, string Code, string Message, [property: JsonIgnore] long AcknowledgedBefore = 0)
{
    /// <summary>The failure <paramref name="line"/> tells, or null when it is no failure line.</summary>
    public static WriterFault? Parse(string line, long acknowledged)
    {
        ArgumentNullException.ThrowIfNull(line);
        var space = line.IndexOf(' ', StringComparison.Ordinal);
        if (space < 0 || !FaultWriter.Stages.Contains(line[..space]))
        {
            return null;
        }

        var fields = line[(space + 1)..].Split('\t');
        return fields.Length == 4 && int.TryParse(fields[0], NumberStyles.None, CultureInfo.InvariantCulture, out var row)
            ? new(line[..space], row, fields[1], fields[2], fields[3], acknowledged)
            : throw new InvalidOperationException($"the writer told a failure the check cannot read: '{line}'");
    }

    /// <summary>The type's short name, the code and the message, for the console.</summary>
    [JsonIgnore]
    public string Words => $"{Type[(Type.LastIndexOf('.') + 1)..]} ({Code}): {Message}";
}
