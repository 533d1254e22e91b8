using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>
/// BenchmarkDotNet's SpeedUp column beside a case whose runs ended at their deadline: the fixed run's Default writer beside
/// four readers was starved, so Wal's speed-up over it is only a lower bound, and the writer alone, which finished, a ratio.
/// </summary>
public sealed class SuiteColumnsDeadlineTests : IDisposable
{
    private readonly ReportRun _run = new();

    [Fact]
    public void A_speed_up_over_a_Default_stopped_at_its_deadline_is_a_bound()
    {
        var column = SuiteColumns.All(_run.Ledger).Single(c => c.ColumnName == SuiteColumnNames.SpeedUp);
        var summary = _run.Summaries.Single(s => s.BenchmarksCases.Any(c => c.Descriptor.Type == typeof(Concurrency<MicrosoftSqliteEngine>)));
        string Cell(int readers) => column.GetValue(summary, summary.BenchmarksCases.Single(c =>
            CaseParameters.Of(c) is var p && p.Variant == Variant.Wal && p.Holds(nameof(Concurrency<>.Readers), readers)
            && p.Holds(nameof(Concurrency<>.Recording), LatencyRecording.On)));

        Assert.Matches(@"^speed-up ≥ \d+\.\d\dx \(Default at the deadline\)$", Cell(4));
        Assert.EndsWith("x faster", Cell(0), StringComparison.Ordinal);
    }

    public void Dispose() => _run.Dispose();
}
