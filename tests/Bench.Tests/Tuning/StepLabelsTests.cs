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
    public void A_lone_step_says_its_parameters_beside_the_axis_not_under_its_bars()
    {
        // W6's one tuning step ran five parameters long, turned upright under a single group of bars: most of the image.
        var (labels, shared) = StepLabels.Shortened(["Writes Readers=0, Recording=On, BusyTimeout=AsShipped"]);

        Assert.Equal(["Writes"], labels);
        Assert.Equal(["Readers=0", "Recording=On", "BusyTimeout=AsShipped"], shared);
    }

    [Fact]
    public void Steps_without_parameters_keep_their_labels_whole()
    {
        Assert.Equal(["Create"], StepLabels.Shortened(["Create"]).Labels);
        Assert.Equal(["Create", "Write N=1000"], StepLabels.Shortened(["Create", "Write N=1000"]).Labels);
        Assert.Empty(StepLabels.Shortened(["Create", "Write N=1000"]).Shared);
    }
}
