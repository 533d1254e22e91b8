using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Crash;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Tuning;

public sealed class PowerResultTests
{
    private static PowerResult Result(string engine, Variant variant, params (long Lost, string Integrity)[] cuts) =>
        new(engine, variant.ToString(), 5, [.. cuts.Select((c, i) => new PowerCutOutcome(i, 10, 40, c.Lost, c.Integrity))], "PRAGMA integrity_check");

    [Fact]
    public void The_summary_counts_cuts_with_loss_the_most_lost_and_the_damaged()
    {
        var result = Result("Sqlite.MicrosoftData", Variant.SyncOff, (40, "ok"), (0, "ok"), (12, "unopenable: file is not a database"));

        Assert.Equal("power cut: 2 of 3 cuts lost acknowledged commits (at most 40); 1 left the database unopenable or failing its integrity check", result.Summary);
    }

    [Fact]
    public void Losses_where_the_documentation_says_durable_are_flagged()
    {
        var risk = VariantRisk.Of("Postgres", Variant.Default, [], [Result("Postgres", Variant.Default, (3, "ok"))]);

        Assert.Contains("disagrees with the documentation: it says durable, and acknowledged commits were lost", risk.Measured, StringComparison.Ordinal);
    }

    [Fact]
    public void More_than_the_last_commit_lost_under_sqlite_default_is_flagged_and_one_is_not()
    {
        var note = DocumentedDurability.For("Sqlite.MicrosoftData", Variant.Default);

        Assert.Null(Result("Sqlite.MicrosoftData", Variant.Default, (1, "ok"), (0, "ok")).Disagreement(note));
        Assert.Equal("it says at most the last commit can be lost, and one cut lost 2", Result("Sqlite.MicrosoftData", Variant.Default, (2, "ok")).Disagreement(note));
    }

    [Fact]
    public void The_trade_off_chart_is_a_png_of_the_cut_variants_and_nothing_without_cuts()
    {
        const string engine = "Sqlite.MicrosoftData";
        TuningCase Write(Variant variant, double milliseconds) => new(
            typeof(Crud<>), typeof(MicrosoftSqliteEngine), "Write", "N=1000", variant, new Interval(milliseconds * 1e6, double.NaN, double.NaN, 1),
            new CaseRecord { Key = "Write", Engine = engine, Variant = variant.ToString(), RowsPerRun = 1000, AutocommitWrites = 1000 },
            new RunProtocol(0, 1, "test"));
        var answer = WorkloadAnswer.Of(typeof(Crud<>), [Write(Variant.Default, 1000), Write(Variant.SyncOff, 70)], [])!;
        PowerResult[] powers = [Result(engine, Variant.Default, (1, "ok"), (0, "ok")), Result(engine, Variant.SyncOff, (40, "ok"), (40, "ok"))];

        var png = PowerChart.Draw(engine, [answer], powers);

        Assert.NotNull(png);
        Assert.Equal(new byte[] { 0x89, (byte)'P', (byte)'N', (byte)'G' }, png[..4]);
        Assert.Null(PowerChart.Draw(engine, [answer], []));
    }

    [Fact]
    public void A_report_without_power_cuts_says_how_to_produce_them() =>
        Assert.Contains("dotnet run -c Release -- power-check", AnswerSection.PowerCutLine([]), StringComparison.Ordinal);
}
