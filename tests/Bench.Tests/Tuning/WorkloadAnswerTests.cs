using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Tuning;

public sealed class WorkloadAnswerTests
{
    private const string Engine = "Sqlite.MicrosoftData";

    // Write is an autocommit step (the planner counted its commits), Read is not.
    private static MeasuredCase Case(string step, Variant variant, double milliseconds) => TestCases.Tuned(
        typeof(Crud<>), typeof(MicrosoftSqliteEngine), step, "N=1000", variant, new Interval(milliseconds * 1e6, double.NaN, double.NaN, 1),
        new CaseRecord { Key = step, Engine = Engine, Variant = variant, RowsPerRun = 1000, AutocommitWrites = step == "Write" ? 1000 : 0 },
        new RunProtocol(0, 1, "test"));

    // Three cuts of a variant under one model, each losing the given number of acknowledged commits.
    private static PowerResult Cuts(Variant variant, FileSystemModel model, params long[] lost) =>
        new(Engine, variant, 5, [.. lost.Select((l, i) => new PowerCutOutcome(i, 10, 40, l, "ok"))], "PRAGMA integrity_check", Model: model);

    private static readonly MeasuredCase[] _cases =
    [
        Case("Write", Variant.Default, 1000), Case("Write", Variant.Transaction, 10), Case("Write", Variant.Extra, 1100),
        Case("Write", Variant.WalFull, 400), Case("Write", Variant.SyncOff, 100), Case("Write", Variant.Memory, 5),
        Case("Read", Variant.Default, 20), Case("Read", Variant.Memory, 10),
    ];

    [Fact]
    public void Without_cuts_the_documentation_decides_and_sqlite_transaction_commits_as_default_does()
    {
        var answer = WorkloadAnswer.Of(typeof(Crud<>), _cases, [])!;

        // SQLite's documentation: Default (DELETE + FULL) may lose the last commit; Transaction commits as Default.
        Assert.Equal(Variant.WalFull, answer.BestDurable!.Variant);
        Assert.Equal(2.5, answer.BestDurable.Factor, precision: 9);
        Assert.Equal(Variant.Memory, answer.Best!.Variant);
        var lines = answer.Lines().ToArray();
        Assert.StartsWith("**Crud** writes (1 autocommit step, Default 1,000.0 µs/row): fastest durable is **WalFull**, 2.50x faster — durable by the documentation, no power cut measured", lines[0], StringComparison.Ordinal);
        Assert.Contains(lines, l => l.StartsWith("Crud, Memory: 200x faster, but nothing survives (no power cut measured).", StringComparison.Ordinal));
        Assert.Contains(lines, l => l.StartsWith("Crud, Transaction: 100x faster, but as Default for what was committed (no power cut measured).", StringComparison.Ordinal));
        Assert.Contains(lines, l => l.StartsWith("Crud reads and other steps (1 per variant): ", StringComparison.Ordinal) && l.Contains("fastest Memory (2.00x", StringComparison.Ordinal));
    }

    [Fact]
    public void Measured_losses_decide_over_the_documentation_and_stand_beside_each_speed_up()
    {
        PowerResult[] powers =
        [
            Cuts(Variant.Default, FileSystemModel.Posix, 1, 1, 0), Cuts(Variant.Default, FileSystemModel.Journaled, 1, 0, 0),
            Cuts(Variant.WalFull, FileSystemModel.Posix, 0, 0, 0), Cuts(Variant.WalFull, FileSystemModel.Journaled, 0, 0, 0),
            Cuts(Variant.SyncOff, FileSystemModel.Posix, 40, 163, 2), Cuts(Variant.SyncOff, FileSystemModel.Journaled, 0, 0, 0),
        ];

        var answer = WorkloadAnswer.Of(typeof(Crud<>), _cases, [], powers)!;
        var lines = answer.Lines().ToArray();

        Assert.Equal(Variant.WalFull, answer.BestDurable!.Variant);
        Assert.StartsWith(
            "**Crud** writes (1 autocommit step, Default 1,000.0 µs/row): fastest durable is **WalFull**, 2.50x faster — durable as measured: lost nothing in 3 cuts (posix); lost nothing in 3 cuts (journaled)",
            lines[0], StringComparison.Ordinal);
        // Transaction has no cuts of its own: Default's stand for it, said so.
        Assert.Contains(lines, l => l.StartsWith(
            "Crud, Transaction: 100x faster, but as Default's commits, lost acknowledged commits in 2 of 3 cuts, at most 1 (posix); lost acknowledged commits in 1 of 3 cuts, at most 1 (journaled)",
            StringComparison.Ordinal));
        Assert.Contains(lines, l => l.StartsWith(
            "Crud, SyncOff: 10.0x faster, but lost acknowledged commits in 3 of 3 cuts, at most 163 (posix); lost nothing in 3 cuts (journaled); the documentation: an OS crash or power loss can lose recent commits",
            StringComparison.Ordinal));
        // Extra is durable by its documentation and slower than WalFull: not a riskier variant to list.
        Assert.DoesNotContain(lines, l => l.Contains("Extra", StringComparison.Ordinal));
    }

    [Fact]
    public void A_measured_loss_where_the_documentation_promises_durability_is_flagged_in_the_answer()
    {
        PowerResult[] powers = [Cuts(Variant.WalFull, FileSystemModel.Posix, 0, 3, 0), Cuts(Variant.WalFull, FileSystemModel.Journaled, 0, 0, 0)];

        var answer = WorkloadAnswer.Of(typeof(Crud<>), [Case("Write", Variant.Default, 1000), Case("Write", Variant.WalFull, 400)], [], powers)!;
        var lines = answer.Lines().ToArray();

        Assert.Null(answer.BestDurable);
        Assert.StartsWith("**Crud** writes (1 autocommit step, Default 1,000.0 µs/row): no variant is durable; Default durable by the documentation", lines[0], StringComparison.Ordinal);
        Assert.Contains(lines, l => l.StartsWith("Crud, WalFull: 2.50x faster, but lost acknowledged commits in 1 of 3 cuts, at most 3 (posix); lost nothing in 3 cuts (journaled)", StringComparison.Ordinal)
            && l.Contains("**Measurement and documentation disagree: it says durable, and acknowledged commits were lost (posix).**", StringComparison.Ordinal));
    }

    [Fact]
    public void A_variant_measured_whole_is_durable_even_where_the_documentation_warns()
    {
        PowerResult[] powers = [Cuts(Variant.Default, FileSystemModel.Posix, 0, 0, 0), Cuts(Variant.Default, FileSystemModel.Journaled, 0, 0, 0)];

        var risk = VariantRisk.Of(Engine, Variant.Transaction, [], powers);

        Assert.False(risk.SurvivesPowerLoss);
        Assert.True(risk.DurableAsMeasured);
        Assert.True(risk.Durable);
        Assert.Contains("it warns of lost commits, and none of 3 cuts lost one (posix)", risk.Disagreements.Select(d => d.ToString()));
    }

    [Fact]
    public void Wals_risk_reads_as_one_clause_after_but()
    {
        var answer = WorkloadAnswer.Of(typeof(Crud<>), [Case("Write", Variant.Default, 1000), Case("Write", Variant.Wal, 100)], [])!;

        Assert.Contains(
            "Crud, Wal: 10.0x faster, but the last commits may roll back after an OS crash or power loss, and the database stays consistent (durability, not integrity, is relaxed) (no power cut measured).",
            answer.Lines());
    }
}
