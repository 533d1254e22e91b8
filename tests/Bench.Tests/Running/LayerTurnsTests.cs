using EmbeddedDbBench.Console.Benchmarks.Layers;
using EmbeddedDbBench.Console.Running;

namespace EmbeddedDbBench.Tests.Running;

/// <summary>
/// The ratios by turns on fixed numbers: each round's layer run over C's in the same round, their geometric mean and its
/// interval, so that a change of the machine's speed both shared drops out and a layer steadily 20% slower reads 1.20x.
/// </summary>
public sealed class LayerTurnsTests
{
    [Fact]
    public void A_slowdown_both_sides_shared_drops_out_of_the_ratio()
    {
        // The machine halved its speed twice over the rounds; the layer stayed 1.2x C in every round.
        var step = Step(native: [10, 20, 40, 10], layer: [12, 24, 48, 12]);

        var ratio = step.RatioToNative("Dapper")!;

        Assert.Equal(1.2, ratio.Factor, precision: 9);
        Assert.Equal(1.2, ratio.Low, precision: 9);
        Assert.Equal(1.2, ratio.High, precision: 9);
        Assert.Equal(4, ratio.Pairs);
    }

    [Fact]
    public void The_ratio_is_the_geometric_mean_of_the_rounds_with_its_interval_on_their_logs()
    {
        var step = Step(native: [10, 10, 10], layer: [11, 12, 13]);

        var ratio = step.RatioToNative("Dapper")!;

        Assert.Equal(Math.Cbrt(1.1 * 1.2 * 1.3), ratio.Factor, precision: 9);
        Assert.True(ratio.IsConfidenceInterval);
        // Three rounds: Student's t at 2 degrees of freedom is 31.6 at 99.9%, so the bounds reach well past the rounds' own ratios.
        Assert.InRange(ratio.Low, double.Epsilon, 1.1);
        Assert.InRange(ratio.High, 1.3, double.MaxValue);
        Assert.Equal(ratio.Factor * ratio.Factor, ratio.Low * ratio.High, precision: 9);
        Assert.Equal(1, step.RatioToNative(LayerEngines.NativeLabel)!.Factor, precision: 9);
    }

    [Fact]
    public void From_two_rounds_the_bounds_are_their_range()
    {
        var ratio = Step(native: [10, 10], layer: [11, 14]).RatioToNative("Dapper")!;

        Assert.False(ratio.IsConfidenceInterval);
        Assert.Equal(1.1, ratio.Low, precision: 9);
        Assert.Equal(1.4, ratio.High, precision: 9);
    }

    [Fact]
    public void Microseconds_per_row_are_the_median_round_over_the_rows_and_a_missing_layer_has_none()
    {
        var step = Step(native: [10, 20, 40, 10], layer: [12, 24, 48, 12]);

        Assert.Equal(18.0 * 1000 / 1000, step.MicrosecondsPerRow("Dapper")!.Value, precision: 9);
        Assert.Null(step.MicrosecondsPerRow("EF Core (WAL)"));
        Assert.Null(step.RatioToNative("EF Core (WAL)"));
        Assert.Equal(4, step.Rounds);
    }

    private static LayerStepTurns Step(double[] native, double[] layer) =>
        new("Crud", "Write", "N=1000", 1000, 4, null, 0, [new(LayerEngines.NativeLabel, native), new("Dapper", layer)]);
}
