using System.Text.RegularExpressions;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// A case whose timed step returns wrong rows, run by the console's executable in a process of its own as a user runs it
/// (the dry job, <c>--inProcess</c>: the benchmark runs in that process; the suite's own child processes would each point
/// <see cref="PreparedStates"/> at a folder of their run's): the process exits 1, the case's row of its report says
/// FAILED with the mismatch, and the suite report lists it among the failures. The wrong rows come from the starting
/// state the run shares between its cases, planted with one row's last name changed: the copy's tally (rows, key sum,
/// planted rows) still holds, so only the step's own rows can tell.
/// </summary>
public sealed class FailedCaseRunTests
{
    private const string Case = "*Contacts<MicrosoftSqliteEngine>.SelectByZip(Variant: Wal)*";

    [Fact]
    public void A_case_whose_step_returns_wrong_rows_fails_the_run_with_its_FAILED_row()
    {
        using var artifacts = TemporaryArtifacts.ForConsoleApart();
        var states = Path.Combine(artifacts.Path, "planted-states");
        PlantTamperedInsert(new PreparedStates(states));
        var start = artifacts.Give(ConsoleProcess.StartInfo("--filter", Case, "--job", "dry", "--inProcess"));
        start.Environment[PreparedStates.Variable] = states;

        // Not a time bound: a console that hangs is stopped rather than holding the test run.
        var (exitCode, output, error) = ConsoleProcess.RunToEnd(start, TimeSpan.FromMinutes(10)) ?? throw new InvalidOperationException("the console did not finish");

        Assert.True(exitCode == 1, $"exit code {exitCode}; the suite said:\n{output}\n{error}");
        const string Mismatch = @"SelectByZip: expected 5000 rows \(checksum [0-9a-f]{16}\), got 5000 rows \(checksum [0-9a-f]{16}\)";
        var report = artifacts.ReadSingle("*Contacts_MicrosoftSqliteEngine_-report-github.md");
        // The row's Valid cell points at its note: "FAILED [1]", and below the table "- [1] FAILED: <why>".
        var row = Assert.Single(report.Split('\n'), line => line.StartsWith("| SelectByZip ", StringComparison.Ordinal));
        var note = Regex.Match(row, @"\| FAILED \[(\d+)\] \|").Groups[1].Value;
        Assert.True(note.Length > 0, $"the case's row says no FAILED: {row}");
        Assert.Matches($@"\n- \[{note}\] FAILED: WorkloadValidationException: {Mismatch}", report);
        Assert.Matches(@"## Failures\s+(.*\n)*.*SelectByZip.*: WorkloadValidationException: " + Mismatch, artifacts.ReadSingle("suite-report.md"));
    }

    // The state SelectByZip starts from (W2's 25,000 inserted rows), as the suite saves it for the case's engine and variant,
    // with the last name of one row the step selects changed.
    private static void PlantTamperedInsert(PreparedStates states)
    {
        var workload = new ContactsWorkload();
        var engine = new MicrosoftSqliteEngine();
        using var run = StepRun.Prepare(engine, Variant.Wal, workload, ContactsStep.SelectByZip);
        run.Database.Connection.Execute(
            $"UPDATE {ContactsWorkload.Table} SET lastname = 'Planted' WHERE id = (SELECT MIN(id) FROM {ContactsWorkload.Table} WHERE zip = '{ContactsData.PlantedZip}')");
        var path = states.PathOf(engine, Variant.Wal, workload.SharedState(ContactsStep.SelectByZip)!);
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        Assert.True(run.Database.TrySaveSnapshot(path), "the engine saved no copy of its database");
    }
}
