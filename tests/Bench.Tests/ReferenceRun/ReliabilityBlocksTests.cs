using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.ReferenceRun;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Tests.ReferenceRun;

/// <summary>docs/reliability.md's PostgreSQL SyncOff verdict: how far back a cut's loss reached, against the documented 600 ms.</summary>
public sealed class ReliabilityBlocksTests
{
    [Theory]
    [InlineData(358.0, "within the documented window of 600 ms")]
    [InlineData(930.0, "beyond the documented window of 600 ms")]
    public void The_farthest_reaching_loss_is_set_against_the_window(double reach, string verdict)
    {
        var block = Window(Cut(lost: 2_236, span: 120), Cut(lost: 40, span: reach));

        Assert.Contains("the most, 2,236", block, StringComparison.Ordinal);
        Assert.Contains(verdict, block, StringComparison.Ordinal);
    }

    [Fact]
    public void Results_that_do_not_record_the_reach_get_no_verdict()
    {
        var block = Window(Cut(lost: 2_236, span: null));

        Assert.Contains("do not record how far back", block, StringComparison.Ordinal);
        Assert.DoesNotContain("within", block, StringComparison.Ordinal);
    }

    private static PowerCutOutcome Cut(long lost, double? span) =>
        new(0, 5_968, 5_968, lost, "ok", 2_474, 358, 10, false, 3_766, LostSpanMilliseconds: span);

    private static string Window(params PowerCutOutcome[] cuts)
    {
        var run = new ReferenceResults([], [new PowerResult("Postgres", Variant.SyncOff, 2027, cuts, "amcheck", Model: FileSystemModel.Journaled)], [], [],
            new Dictionary<string, (double, int, double)>());
        return ReliabilityBlocks.Of(run).Single(b => b.Name == "postgres-async-window").Content;
    }
}
