using EmbeddedDbBench.Console.Protocol;

namespace EmbeddedDbBench.Tests.Protocol;

public sealed class CommitCostsTests
{
    [Fact]
    public void A_repeat_lasts_about_the_repeat_time_within_the_row_bounds()
    {
        Assert.Equal(134, CommitCosts.RowsPerRepeat(0.0015));
        Assert.Equal(CommitCosts.ProbeRows, CommitCosts.RowsPerRepeat(0.01));
        Assert.Equal(CommitCosts.MaxRepeatRows, CommitCosts.RowsPerRepeat(0.000001));
        Assert.Equal(CommitCosts.MaxRepeatRows, CommitCosts.RowsPerRepeat(0));
    }

    [Fact]
    public void The_cost_is_the_median_and_the_spread_leaves_out_the_outermost_repeats()
    {
        var cost = CommitCosts.FromRepeats([0.30, 0.20, 0.21, 0.19, 0.05], rows: 100);

        Assert.Equal(0.0020, cost.SecondsPerWrite, 6);
        Assert.Equal((0.21 - 0.19) / 0.20, cost.Spread, 6);
    }

    [Fact]
    public void Middle_repeats_that_disagree_are_reported_as_spread()
    {
        var cost = CommitCosts.FromRepeats([0.10, 0.20, 0.30, 0.40, 0.50], rows: 100);

        Assert.Equal((0.40 - 0.20) / 0.30, cost.Spread, 6);
    }
}
