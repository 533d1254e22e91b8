using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Reporting;

public sealed class InterruptedRunReportTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("interrupted-").FullName;

    [Fact]
    public void Each_finished_case_is_listed_with_its_runs_times_and_validation()
    {
        var validated = TestCases.Measured(typeof(Crud<MicrosoftSqliteEngine>), "Write", Variant.Wal,
            new CaseRecord { Key = "w", Engine = "Sqlite.MicrosoftData", Variant = Variant.Wal, ValidatedRuns = 5 }, (nameof(Crud<>.N), 1000)) with
        {
            MeanNanoseconds = 2.5e6, MedianNanoseconds = 2.4e6, MeasuredRuns = 5,
        };
        var failed = TestCases.Measured(typeof(Crud<MicrosoftSqliteEngine>), "Read", Variant.Default,
            new CaseRecord { Key = "r", Engine = "Sqlite.MicrosoftData", Variant = Variant.Default, Error = "expected 1000 rows, found 999" }, (nameof(Crud<>.N), 200));

        var page = File.ReadAllText(InterruptedRunReport.Write(_folder, [validated, failed], total: 12));

        Assert.Contains("2 of 12 cases finished", page, StringComparison.Ordinal);
        Assert.Contains("| Crud<MicrosoftSqliteEngine>.Write [N=1000, Variant=Wal] | 5 | 2.500 | 2.400 | ok (5 runs) |", page, StringComparison.Ordinal);
        Assert.Contains("| Crud<MicrosoftSqliteEngine>.Read [N=200, Variant=Default] | 0 |  |  | FAILED: expected 1000 rows, found 999 |", page, StringComparison.Ordinal);
    }

    public void Dispose() => Directory.Delete(_folder, recursive: true);
}
