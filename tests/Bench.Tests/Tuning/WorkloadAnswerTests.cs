using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Tuning;

public sealed class WorkloadAnswerTests
{
    private const string Engine = "Sqlite.MicrosoftData";

    // Write is an autocommit step (the planner counted its commits), Read is not.
    private static TuningCase Case(string step, Variant variant, double milliseconds) => new(
        typeof(Crud<>), typeof(MicrosoftSqliteEngine), step, "N=1000", variant, new Interval(milliseconds * 1e6, double.NaN, double.NaN, 1),
        new CaseRecord { Key = step, Engine = Engine, Variant = variant.ToString(), RowsPerRun = 1000, AutocommitWrites = step == "Write" ? 1000 : 0 },
        new RunProtocol(0, 1, "test"));

    private static WorkloadAnswer Answer() => WorkloadAnswer.Of(typeof(Crud<>),
        [
            Case("Write", Variant.Default, 1000), Case("Write", Variant.Transaction, 10), Case("Write", Variant.SyncOff, 100),
            Case("Write", Variant.Memory, 5), Case("Read", Variant.Default, 20), Case("Read", Variant.Memory, 10),
        ],
        [])!;

    [Fact]
    public void The_fastest_durable_variant_is_chosen_over_a_faster_one_that_gives_durability_up()
    {
        var answer = Answer();

        Assert.Equal(Variant.Transaction, answer.BestDurable!.Variant);
        Assert.Equal(100, answer.BestDurable.Factor, precision: 9);
        Assert.Equal(Variant.Memory, answer.Best!.Variant);
    }

    [Fact]
    public void The_lines_name_the_answer_the_riskier_variant_with_its_risk_and_the_reads()
    {
        var lines = Answer().Lines().ToArray();

        Assert.StartsWith("**Crud** writes (1 autocommit step, Default 1,000.0 µs/row): fastest durable is **Transaction**, 100x faster", lines[0], StringComparison.Ordinal);
        Assert.Contains(lines, l => l.StartsWith("Crud, Memory: 200x faster, but nothing survives", StringComparison.Ordinal));
        // SyncOff is slower than the durable answer: nothing it buys is worth listing.
        Assert.DoesNotContain(lines, l => l.Contains("SyncOff", StringComparison.Ordinal));
        Assert.Contains(lines, l => l.StartsWith("Crud reads and other steps (1 per variant): ", StringComparison.Ordinal) && l.Contains("fastest Memory (2.00x", StringComparison.Ordinal));
    }

    [Fact]
    public void Among_autocommit_writes_wal_full_can_be_the_fastest_durable_and_wal_the_riskier_one_beyond_it()
    {
        var answer = WorkloadAnswer.Of(typeof(Crud<>),
            [Case("Write", Variant.Default, 1000), Case("Write", Variant.Extra, 1250), Case("Write", Variant.WalFull, 400), Case("Write", Variant.Wal, 100)], [])!;

        var lines = answer.Lines().ToArray();

        Assert.Equal(Variant.WalFull, answer.BestDurable!.Variant);
        Assert.StartsWith("**Crud** writes (1 autocommit step, Default 1,000.0 µs/row): fastest durable is **WalFull**, 2.50x faster", lines[0], StringComparison.Ordinal);
        Assert.Contains(lines, l => l.StartsWith("Crud, Wal: 10.0x faster, but the last commits may roll back", StringComparison.Ordinal));
        // Extra is durable and slower than WalFull: not a riskier variant to list.
        Assert.DoesNotContain(lines, l => l.Contains("Extra", StringComparison.Ordinal));
    }

    [Fact]
    public void Wals_risk_reads_as_one_clause_after_but()
    {
        var answer = WorkloadAnswer.Of(typeof(Crud<>), [Case("Write", Variant.Default, 1000), Case("Write", Variant.Wal, 100)], [])!;

        Assert.Contains(
            "Crud, Wal: 10.0x faster, but the last commits may roll back after an OS crash or power loss, and the database stays consistent (durability, not integrity, is relaxed).",
            answer.Lines());
    }
}
