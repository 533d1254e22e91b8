using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Tests.Writers;

/// <summary>W8's invariant and its figures, without a database: what a lost update and a tampered balance look like.</summary>
public sealed class WritersInvariantTests
{
    private static readonly WritersPlan _plan = new(accounts: 10, writers: 2, transfersPerWriter: 20, seed: 7);

    private static List<(int, long)> Table(long[] balances) => [.. balances.Select((b, i) => (i, b)).Skip(1)];

    [Fact]
    public void Balances_that_hold_every_committed_transfer_hold_the_invariant()
    {
        bool[] all = [.. Enumerable.Repeat(true, 20)];
        bool[] some = [.. Enumerable.Range(0, 20).Select(i => i % 3 == 0)];
        var expected = _plan.BalancesAfter([all, some]);

        var result = WritersInvariant.Check(Table(expected), expected);

        Assert.True(result.Holds);
        Assert.Equal(10 * WritersPlan.StartingBalance, expected.Sum());
        WritersInvariant.Require(result, "a setting");
    }

    // Two writers read the same balance and each writes back its own change: one change is lost.
    [Fact]
    public void A_lost_update_is_counted_with_the_sum_s_drift_and_fails_a_setting_that_promises_serializability()
    {
        bool[] all = [.. Enumerable.Repeat(true, 20)];
        var expected = _plan.BalancesAfter([all, all]);
        var balances = (long[])expected.Clone();
        var (from, _, amount) = _plan.Script(1)[0];
        balances[from] += amount;

        var result = WritersInvariant.Check(Table(balances), expected);

        Assert.Equal(1, result.LostUpdates);
        Assert.Equal(amount, result.SumDrift);
        Assert.Equal((from, balances[from], expected[from]), result.FirstOff);
        var error = Assert.Throws<WorkloadValidationException>(() => WritersInvariant.Require(result, "SQLite"));
        Assert.Contains($"account {from}", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_missing_account_fails_the_check()
    {
        var expected = _plan.BalancesAfter([]);

        Assert.Throws<WorkloadValidationException>(() => WritersInvariant.Check(Table(expected).Skip(1), expected));
    }

    [Fact]
    public void No_transfer_moves_money_to_its_own_account_and_every_script_is_the_seed_s()
    {
        var again = new WritersPlan(accounts: 10, writers: 2, transfersPerWriter: 20, seed: 7);

        Assert.All(Enumerable.Range(0, 2).SelectMany(_plan.Script), t => Assert.True(t.From != t.To && t.From is >= 1 and <= 10 && t.To is >= 1 and <= 10 && t.Amount > 0));
        Assert.Equal(_plan.Script(1), again.Script(1));
        Assert.NotEqual(_plan.Script(0), _plan.Script(1));
    }

    [Theory]
    [InlineData(5, WriteErrorKind.Busy)]
    [InlineData(517, WriteErrorKind.BusySnapshot)]
    [InlineData(261, WriteErrorKind.Busy)]
    [InlineData(6, WriteErrorKind.Locked)]
    [InlineData(262, WriteErrorKind.Locked)]
    [InlineData(1, null)]
    [InlineData(19, null)]
    public void SQLite_s_extended_codes_sort_into_kinds(int code, WriteErrorKind? kind) =>
        Assert.Equal(kind, WriteErrors.OfSqliteCode(code));

    [Fact]
    public void A_writer_s_slowdown_is_its_mean_transaction_over_the_lone_writer_s()
    {
        var alone = new WritersSummary { MeanMicroseconds = 200 };

        Assert.Equal(3.5, new WritersSummary { MeanMicroseconds = 700 }.SlowdownAgainst(alone));
        Assert.Null(new WritersSummary().SlowdownAgainst(alone));
    }
}
