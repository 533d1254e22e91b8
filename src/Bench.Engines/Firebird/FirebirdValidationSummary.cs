using EmbeddedDbBench.Core.Durability;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// What Firebird 3's full validation (<c>gfix -validate -full</c> through the services API) reported, read from
/// the status it ends with: the "Summary of validation errors" line and one count line per kind of finding, each
/// an error or a warning as Firebird classes it, plus the lines of the online validation that name each finding.
/// </summary>
/// <remarks>
/// Firebird's own split: <c>src/jrd/validation.cpp</c> (FirebirdSQL/firebird, B3_0_Release) marks every message
/// of its <c>vdr_msg_table</c> an error or a warning, and counts them apart (<c>vdr_errors</c>, <c>vdr_warns</c>;
/// "Relation … is ok" counts only errors). Warnings are what careful write ordering leaves when a process stops
/// between two dependent page writes: a page allocated but not yet linked ("Page N is an orphan"), a pointer
/// page's hint bits older than the data page they describe, an index page reached by its left sibling before its
/// parent. <c>src/alice/alice.cpp</c> prints one count line per kind (<c>val_err_table</c>, gfix messages 55–61
/// and 122 for errors, 123–130 for warnings).
/// </remarks>
internal sealed class FirebirdValidationSummary
{
    // ENCODE_ISC_MSG(number, 3): gfix's facility (ALICE_MSG_FAC) in Firebird's status codes.
    private const int GfixFacilityBase = 335_740_928;

    // The first status code of any facility (ISC_MASK); smaller numbers in the status are arguments.
    private const int FirstStatusCode = 335_544_320;

    private const int SummaryMessage = 24;

    private static readonly Dictionary<int, (string Kind, bool Error)> _countMessages = new()
    {
        [55] = ("record level errors", true),
        [56] = ("blob page errors", true),
        [57] = ("data page errors", true),
        [58] = ("index page errors", true),
        [59] = ("pointer page errors", true),
        [60] = ("transaction page errors", true),
        [61] = ("database page errors", true),
        [122] = ("inventory page errors", true),
        [123] = ("record level warnings", false),
        [124] = ("blob page warnings", false),
        [125] = ("data page warnings", false),
        [126] = ("index page warnings", false),
        [127] = ("pointer page warnings", false),
        [128] = ("transaction page warnings", false),
        [129] = ("database page warnings", false),
        [130] = ("inventory page warnings", false),
    };

    private readonly List<(string Kind, bool Error, long? Count)> _counts = [];
    private readonly List<string> _unexplained = [];
    private bool _summary;

    private FirebirdValidationSummary(string text) => Text = text;

    /// <summary>The validation's own words: its status message, or what it printed.</summary>
    public string Text { get; }

    /// <summary>True when the summary line came without a count line: Firebird posts them one at a time, and the client stops at the first.</summary>
    public bool CountsLost => _summary && _counts.Count == 0 && _unexplained.Count == 0;

    /// <summary>A validation that ended without a status and printed <paramref name="output"/>: any line is a complaint of its own.</summary>
    public static FirebirdValidationSummary Of(IReadOnlyList<string> output)
    {
        var summary = new FirebirdValidationSummary(string.Join("; ", output));
        summary._unexplained.AddRange(output);
        return summary;
    }

    /// <summary>
    /// A validation that ended with the status <paramref name="status"/> (each entry's number and text, in order:
    /// a code, then its numeric arguments) whose message is <paramref name="message"/>.
    /// </summary>
    public static FirebirdValidationSummary Of(IEnumerable<(int Number, string? Message)> status, string message)
    {
        ArgumentNullException.ThrowIfNull(status);
        var summary = new FirebirdValidationSummary(message.ReplaceLineEndings(" "));
        (string Kind, bool Error)? pending = null;
        foreach (var (number, text) in status.Where(e => string.IsNullOrEmpty(e.Message)))
        {
            if (number < FirstStatusCode)
            {
                summary.Count(pending, number);
                pending = null;
                continue;
            }

            summary.Count(pending, null);
            pending = null;
            if (number == GfixFacilityBase + SummaryMessage)
            {
                summary._summary = true;
            }
            else if (_countMessages.TryGetValue(number - GfixFacilityBase, out var kind))
            {
                pending = kind;
            }
            else
            {
                summary._unexplained.Add($"status code {number}");
            }
        }

        summary.Count(pending, null);
        if (!summary._summary && summary._counts.Count == 0 && summary._unexplained.Count == 0)
        {
            summary._unexplained.Add(summary.Text);
        }

        return summary;
    }

    /// <summary>
    /// The verdict: "ok" when neither validation found anything; "ok, with …" when every finding is one Firebird
    /// classes as a warning (the count lines and <paramref name="findings"/>, the online validation's lines, kept);
    /// otherwise the complaint in full.
    /// </summary>
    public string Verdict(IReadOnlyList<string> findings)
    {
        ArgumentNullException.ThrowIfNull(findings);
        if (Text.Length == 0 && findings.Count == 0)
        {
            return CrashReopened.Ok;
        }

        var anyError = _counts.Any(c => c.Error) || _unexplained.Count > 0 || findings.Any(FirebirdValidation.IsErrorLine);
        if (anyError || CountsLost)
        {
            var lost = CountsLost ? " (its count lines did not reach the client)" : "";
            return string.Join("; ", new[] { Text + lost }.Where(t => t.Length > 0).Concat(findings));
        }

        var named = findings.Count == 0 ? "" : "; " + string.Join("; ", findings);
        var warnings = _counts.Count > 0 ? _counts.Sum(c => c.Count ?? 1) : findings.Count;
        var counts = string.Join("; ", _counts.Select(c => $"Number of {c.Kind}: {c.Count?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "?"}"));
        return $"{CrashReopened.OkWithWarnings}{warnings} validation warning{(warnings == 1 ? "" : "s")} "
            + "(warnings, not errors, in Firebird's validation.cpp: space or hints a stopped writer left between two page writes)"
            + (counts.Length == 0 ? "" : ": " + counts) + named;
    }

    private void Count((string Kind, bool Error)? kind, long? count)
    {
        if (kind is { } found)
        {
            _counts.Add((found.Kind, found.Error, count));
        }
    }
}
