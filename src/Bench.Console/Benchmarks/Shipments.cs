using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Shipments;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// W3's six statements over the spec-size data set (297,450 rows), each on a database imported
/// in untimed setup. The SELECTs keep one imported database for all their runs; Insert 1's row
/// is deleted again after each validated run (<see cref="ShipmentsWorkload.TryUndo"/>), so its
/// runs share one import too. 1 warm-up + 5 measured runs. The import itself is timed by
/// <see cref="ShipmentsImport{TEngine}"/> and <see cref="ShipmentsNaiveImport{TEngine}"/>.
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 5)]
public class Shipments<TEngine> : StepBenchmark<TEngine, ShipmentsStep> where TEngine : Engine, new()
{
    [IterationSetup(Target = nameof(Join1))] public void BeforeJoin1() => Prepare(ShipmentsStep.Join1);
    [IterationSetup(Target = nameof(Join2))] public void BeforeJoin2() => Prepare(ShipmentsStep.Join2);
    [IterationSetup(Target = nameof(Insert1))] public void BeforeInsert1() => Prepare(ShipmentsStep.Insert1);
    [IterationSetup(Target = nameof(Scan1))] public void BeforeScan1() => Prepare(ShipmentsStep.Scan1);
    [IterationSetup(Target = nameof(Scan2))] public void BeforeScan2() => Prepare(ShipmentsStep.Scan2);
    [IterationSetup(Target = nameof(Scan3))] public void BeforeScan3() => Prepare(ShipmentsStep.Scan3);

    [Benchmark] public StepOutcome Join1() => Measure();
    [Benchmark] public StepOutcome Join2() => Measure();
    [Benchmark] public StepOutcome Insert1() => Measure();
    [Benchmark] public StepOutcome Scan1() => Measure();
    [Benchmark] public StepOutcome Scan2() => Measure();
    [Benchmark] public StepOutcome Scan3() => Measure();

    protected override bool RunsUnder(ShipmentsStep step, Variant variant) => ShipmentsWorkload.RunsUnder(step, variant);

    // Insert 1 is one INSERT … SELECT; the joins and scans read thousands of rows each, through managed code.
    protected override bool SpendsRunInEngine(ShipmentsStep step) => step == ShipmentsStep.Insert1;

    // Generates the data files on first use: global setup, outside every timed region.
    protected override IWorkload<ShipmentsStep> CreateWorkload(TEngine engine) => new ShipmentsWorkload(ShipmentsDataSet.EnsureSpec());

    // The joins and scans at the default JIT warm up on a tenth of every table: the same statements and readers.
    protected override IWorkload<ShipmentsStep> CreateWarmupWorkload(TEngine engine) => new ShipmentsWorkload(ShipmentsDataSet.EnsureScaledDown(SteadyJitWarmup.RowsDivisor));
}
