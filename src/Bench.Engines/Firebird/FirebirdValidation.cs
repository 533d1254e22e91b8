using System.Text.RegularExpressions;
using FirebirdSql.Data.FirebirdClient;
using FirebirdSql.Data.Services;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// Firebird 3's integrity check of an embedded database after a crash: the full validation
/// (<c>gfix -validate -full -no_update</c>, <see cref="FbValidation"/>), whose counts tell errors from warnings,
/// and the online validation (<see cref="FbValidation2"/>), whose lines name each finding; both read-only.
/// </summary>
internal static partial class FirebirdValidation
{
    /// <summary>The check's name in the results.</summary>
    public const string Name = "gfix -validate -full -no_update (FbValidation)";

    // The full validation ends in a status that the engine builds a line at a time while the client is already
    // polling it (src/alice/alice.cpp ALICE_print: setServiceStatus per line; src/jrd/jrd.cpp JService::query
    // hands over what has been posted and empties it; the provider throws at the first status): often only the
    // summary line arrives (8 and 3 of 20 runs of the same validation here). Read-only, the validation runs
    // again until the counts arrive, Attempts times at most; a summary still without counts fails the check.
    // A status that holds a warning count holds every error count: alice posts the error counts first
    // (val_err_table's order), so a verdict of warnings only is never one whose error line was lost.
    private const int Attempts = 10;

    /// <summary>The verdict on the database <paramref name="connectionString"/> names (see <see cref="FirebirdValidationSummary.Verdict"/>).</summary>
    public static string Verdict(string connectionString)
    {
        var findings = OnlineFindings(connectionString);
        var summary = Full(connectionString);
        for (var attempt = 1; summary.CountsLost && attempt < Attempts; attempt++)
        {
            summary = Full(connectionString);
        }

        return summary.Verdict(findings);
    }

    /// <summary>True when <paramref name="line"/>, an online validation's finding, is one Firebird classes as an error.</summary>
    public static bool IsErrorLine(string line) =>
        !line.StartsWith("Warning: ", StringComparison.Ordinal);

    private static FirebirdValidationSummary Full(string connectionString)
    {
        var output = new List<string>();
        var validation = new FbValidation(connectionString)
        {
            // CheckDatabase is gfix's -no_update: orphan pages stay, so that a second run sees what the first saw.
            Options = FbValidationFlags.ValidateDatabase | FbValidationFlags.Full | FbValidationFlags.CheckDatabase,
        };
        validation.ServiceOutput += (_, e) => output.Add(e.Message);
        try
        {
            validation.Execute();
            return FirebirdValidationSummary.Of(output);
        }
        catch (FbException e)
        {
            // Validation that finds errors or warnings ends in an exception whose status carries the counts.
            return FirebirdValidationSummary.Of(e.Errors.Select(x => (x.Number, (string?)x.Message)), e.Message);
        }
    }

    // The online validation (isc_action_svc_validate) prints "Warning: …", "Error: …" and "Relation … : N ERRORS
    // found" as lines of its output (validation.cpp Validation::output); it walks relations and indexes only, so
    // orphan pages are the full validation's alone.
    private static IReadOnlyList<string> OnlineFindings(string connectionString)
    {
        var lines = new List<string>();
        var validation = new FbValidation2(connectionString);
        validation.ServiceOutput += (_, e) => lines.Add(e.Message);
        try
        {
            validation.Execute();
        }
        catch (FbException e)
        {
            lines.Add("Error: the online validation failed: " + e.Message.ReplaceLineEndings(" "));
        }

        return [.. lines.Select(l => Timestamp().Replace(l, "").Trim()).Where(IsFinding)];
    }

    private static bool IsFinding(string line) =>
        line.StartsWith("Warning: ", StringComparison.Ordinal) || line.StartsWith("Error: ", StringComparison.Ordinal)
        || line.Contains(" ERRORS found", StringComparison.Ordinal);

    [GeneratedRegex(@"^\d{2}:\d{2}:\d{2}\.\d+ ")]
    private static partial Regex Timestamp();
}
