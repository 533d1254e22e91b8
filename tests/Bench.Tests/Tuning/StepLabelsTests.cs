using EmbeddedDbBench.Console.Tuning;

namespace EmbeddedDbBench.Tests.Tuning;

public sealed class StepLabelsTests
{
    [Fact]
    public void The_parameters_every_step_shares_are_said_once_and_each_label_keeps_its_own()
    {
        string[] steps =
        [
            "Writes Readers=4, Recording=On, BusyTimeout=AsShipped, Writer=ClosedLoop",
            "Writes Readers=16, Recording=On, BusyTimeout=AsShipped, Writer=ClosedLoop",
            "Writes Readers=4, Recording=On, BusyTimeout=AsShipped, Writer=OpenLoop",
        ];

        var (labels, shared) = StepLabels.Shortened(steps);

        Assert.Equal(["Writes Readers=4, Writer=ClosedLoop", "Writes Readers=16, Writer=ClosedLoop", "Writes Readers=4, Writer=OpenLoop"], labels);
        Assert.Equal(["Recording=On", "BusyTimeout=AsShipped"], shared);
    }

    [Fact]
    public void A_lone_step_and_steps_without_parameters_keep_their_labels_whole()
    {
        Assert.Equal(["Write N=1000"], StepLabels.Shortened(["Write N=1000"]).Labels);
        Assert.Equal(["Create", "Write N=1000"], StepLabels.Shortened(["Create", "Write N=1000"]).Labels);
        Assert.Empty(StepLabels.Shortened(["Create", "Write N=1000"]).Shared);
    }
}
