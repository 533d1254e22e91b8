using System.Text.Json;

namespace EmbeddedDbBench.Console.Host;

/// <summary>
/// A results file as <c>docs/results/refresh.sh</c> keeps it: the array the console wrote, wrapped with the run that
/// wrote it, <c>{"Run": {"Commit", "Date", "Command"}, "Results": [...]}</c>, so that a file read on its own still names
/// its commit. Readers take either form.
/// </summary>
public static class RunStamp
{
    /// <summary>The results of <paramref name="json"/>: its <c>Results</c> when it is stamped, else the text itself.</summary>
    public static string Results(string json)
    {
        using var document = JsonDocument.Parse(json);
        return document.RootElement.ValueKind == JsonValueKind.Object && document.RootElement.TryGetProperty("Results", out var results)
            ? results.GetRawText()
            : json;
    }
}
