using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Shipments;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// W3's import under the Default variant: one autocommit INSERT per row, a new command each, as a
/// naive application writes it, at the spec's full size. Every row is its own durable commit, so
/// one run takes minutes (about ten on SQLite with synchronous=FULL here): no warm-up and one
/// measured run, so the default run stays bounded. The full-size figure is real, not extrapolated.
/// </summary>
[MeasuredRuns(warmupRuns: 0, measuredRuns: 1)]
public class ShipmentsNaiveImport<TEngine> : StepBenchmark<TEngine, ShipmentsStep> where TEngine : Engine, new()
{
    // Default only: the naive application's own commits (the class's summary says why).
    protected override bool RunsUnder(Variant variant) => NarrowedVariants.Classes.ShipmentsNaiveImport.RunUnder(variant);

    [IterationSetup(Target = nameof(Import))] public void BeforeImport() => Prepare(ShipmentsStep.Import);

    [Benchmark] public StepOutcome Import() => Measure();

    protected override IWorkload<ShipmentsStep> CreateWorkload(TEngine engine) => new ShipmentsWorkload(ShipmentsDataSet.EnsureSpec());
}
