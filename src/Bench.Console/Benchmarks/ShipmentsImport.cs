using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Shipments;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// W3's import: read, parse and insert the four spec-size files (297,450 rows) into fresh empty
/// tables, under every variant but Default (Batch is the engine's bulk path in one transaction)
/// and the two that only sync harder than Default or Wal (<see cref="ShipmentsWorkload.RunsUnder"/>).
/// 1 warm-up + 5 measured runs. Default, the naive one-autocommit-INSERT-per-row import, runs in
/// <see cref="ShipmentsNaiveImport{TEngine}"/> with a shorter protocol.
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 5)]
public class ShipmentsImport<TEngine> : StepBenchmark<TEngine, ShipmentsStep> where TEngine : Engine, new()
{
    protected override bool RunsUnder(Variant variant) => variant != Variant.Default && ShipmentsWorkload.RunsUnder(ShipmentsStep.Import, variant);

    [IterationSetup(Target = nameof(Import))] public void BeforeImport() => Prepare(ShipmentsStep.Import);

    [Benchmark] public StepOutcome Import() => Measure();

    protected override IWorkload<ShipmentsStep> CreateWorkload(TEngine engine) => new ShipmentsWorkload(ShipmentsDataSet.EnsureSpec());
}
