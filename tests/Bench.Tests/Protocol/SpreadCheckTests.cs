using EmbeddedDbBench.Console.Protocol;

namespace EmbeddedDbBench.Tests.Protocol;

public sealed class SpreadCheckTests
{
    [Fact]
    public void One_run_says_its_spread_cannot_be_checked_and_what_it_rested_on()
    {
        var verdict = SpreadCheck.Verdict(1, double.NaN);

        Assert.Contains("cannot be checked", verdict, StringComparison.Ordinal);
        Assert.Contains("commit probe's spread", verdict, StringComparison.Ordinal);
        Assert.DoesNotContain("within 10%", verdict, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(2, 0.05, "spread of 2 runs within 10%")]
    [InlineData(2, 0.25, "spread of 2 runs above 10%: rerun with --job full")]
    public void Two_runs_are_checked_and_flagged_above_ten_percent(int runs, double spread, string expected) =>
        Assert.Equal(expected, SpreadCheck.Verdict(runs, spread));
}
