using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Sensors;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// W4's key phases (LOAD, READ, UPDATE, DELETE) under every variant the engine runs: Default is one
/// autocommit statement per row, as the study ran them; Batch takes LOAD through the engine's
/// bulk path and the others through one reused prepared statement, in one transaction. 1 warm-up
/// and 5 measured runs, as the study discarded the first of 6. Scales: <see cref="SensorScales"/>.
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 5)]
public class SensorsKeyed<TEngine> : StepBenchmark<TEngine, SensorStep> where TEngine : Engine, new()
{
    [ParamsSource(nameof(Scales))]
    public int N { get; set; }

    public IEnumerable<int> Scales() => SensorScales.FromEnvironment();

    /// <summary>The keyed table, and the study's own without a key (<see cref="SensorTableChoice"/>).</summary>
    [ParamsSource(nameof(Tables))]
    public SensorTable Table { get; set; }

    public IEnumerable<SensorTable> Tables() => SensorTableChoice.For(new TEngine());

    [IterationSetup(Target = nameof(Load))] public void BeforeLoad() => Prepare(SensorStep.Load);
    [IterationSetup(Target = nameof(Read))] public void BeforeRead() => Prepare(SensorStep.Read);
    [IterationSetup(Target = nameof(Update))] public void BeforeUpdate() => Prepare(SensorStep.Update);
    [IterationSetup(Target = nameof(Delete))] public void BeforeDelete() => Prepare(SensorStep.Delete);

    [Benchmark] public StepOutcome Load() => Measure();
    [Benchmark] public StepOutcome Read() => Measure();
    [Benchmark] public StepOutcome Update() => Measure();
    [Benchmark] public StepOutcome Delete() => Measure();

    protected override bool RunsUnder(Variant variant) => SensorWorkload.RunsUnder(SensorStep.Load, variant);

    protected override bool RunsUnder(SensorStep step, Variant variant) => SensorWorkload.RunsUnder(step, variant);

    protected override bool RunsWith(SensorStep step) => SensorTableChoice.RunsWith(step, Table, Variant, N);

    protected override IWorkload<SensorStep> CreateWorkload(TEngine engine) => SensorWorkload.FromEnvironment(N, Table);

    protected override IWorkload<SensorStep> CreateWarmupWorkload(TEngine engine) =>
        SensorWorkload.FromEnvironment(Math.Max(SensorGenerator.Motes, N / SteadyJitWarmup.RowsDivisor), Table);
}
