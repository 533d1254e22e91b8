using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Console;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Tuning;

/// <summary>The per-statement tails of the autocommit writes, with what timing each statement costs beside them.</summary>
public sealed class StatementTailLinesTests
{
    [Fact]
    public void Each_autocommit_step_shows_its_tail_and_the_recording_s_share_of_the_fastest_statement()
    {
        var page = Page(Case(Variant.Default, meanMicroseconds: 2_000), Case(Variant.SyncOff, meanMicroseconds: 25), Case(Variant.Batch, meanMicroseconds: 5));

        Assert.Contains("| Crud Write N=1000 | Default |", page, StringComparison.Ordinal);
        Assert.Contains("| Crud Write N=1000 | SyncOff |", page, StringComparison.Ordinal);
        Assert.DoesNotContain("| Batch |", page, StringComparison.Ordinal);
        Assert.Contains("Timing each statement costs 50 ns", page, StringComparison.Ordinal);
        Assert.Contains("0.2% of the fastest mean statement above (25 µs) at most", page, StringComparison.Ordinal);
    }

    [Fact]
    public void The_durable_autocommit_variants_show_their_tails_too()
    {
        var page = Page(Case(Variant.Default, meanMicroseconds: 700), Case(Variant.Extra, meanMicroseconds: 900), Case(Variant.WalFull, meanMicroseconds: 300));

        Assert.Contains("| Crud Write N=1000 | Extra |", page, StringComparison.Ordinal);
        Assert.Contains("| Crud Write N=1000 | WalFull |", page, StringComparison.Ordinal);
    }

    // The tails of cases, as the report's Markdown.
    private static string Page(params MeasuredCase[] cases)
    {
        using var artifacts = new TemporaryArtifacts();
        var document = new ReportDocument("tails");
        StatementTailLines.Append(document, cases);
        document.Save(artifacts.Path, "tails");
        return artifacts.ReadSingle("tails.md");
    }

    private static MeasuredCase Case(Variant variant, double meanMicroseconds) => TestCases.Tuned(
        typeof(Crud<MicrosoftSqliteEngine>), typeof(MicrosoftSqliteEngine), "Write", "N=1000", variant,
        new Interval(meanMicroseconds * 1_000_000, meanMicroseconds * 1_000_000, meanMicroseconds * 1_000_000, 8),
        new CaseRecord
        {
            Key = variant.ToString(), Engine = "Sqlite", Variant = variant, RecordingNanoseconds = 50,
            Latencies = [new RoleLatency { Role = "statement", Threads = 1, Runs = 8, Operations = 8_000, Recorded = true, Mean = meanMicroseconds, P50 = meanMicroseconds, P99 = meanMicroseconds * 3, P999 = meanMicroseconds * 9, Max = meanMicroseconds * 20 }],
        }, protocol: null);
}
