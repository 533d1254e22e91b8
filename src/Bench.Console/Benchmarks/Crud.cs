using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// W1, the 2011 CRUD test: each step timed on its own, each run on a fresh database.
/// 1 warm-up and 8 measured runs (the article reported the mean of 8).
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 8)]
public class Crud<TEngine> : StepBenchmark<TEngine, CrudStep> where TEngine : Engine, new()
{
    [Params(200, 1000)]
    public int N { get; set; }

    [IterationSetup(Target = nameof(Create))] public void BeforeCreate() => Prepare(CrudStep.Create);
    [IterationSetup(Target = nameof(Write))] public void BeforeWrite() => Prepare(CrudStep.Write);
    [IterationSetup(Target = nameof(Update))] public void BeforeUpdate() => Prepare(CrudStep.Update);
    [IterationSetup(Target = nameof(Read))] public void BeforeRead() => Prepare(CrudStep.Read);
    [IterationSetup(Target = nameof(Delete))] public void BeforeDelete() => Prepare(CrudStep.Delete);
    [IterationSetup(Target = nameof(Drop))] public void BeforeDrop() => Prepare(CrudStep.Drop);

    [Benchmark] public StepOutcome Create() => Measure();
    [Benchmark] public StepOutcome Write() => Measure();
    [Benchmark] public StepOutcome Update() => Measure();
    [Benchmark] public StepOutcome Read() => Measure();
    [Benchmark] public StepOutcome Delete() => Measure();
    [Benchmark] public StepOutcome Drop() => Measure();

    protected override bool RunsUnder(CrudStep step, Variant variant) => CrudWorkload.RunsUnder(step, variant);

    // CREATE TABLE and DROP TABLE: one statement each.
    protected override bool SpendsRunInEngine(CrudStep step) => step is CrudStep.Create or CrudStep.Drop;

    // The article's "maximal possible delay": each write statement's latency beside the mean.
    protected override bool RecordsStatements(CrudStep step) => step is CrudStep.Write or CrudStep.Update or CrudStep.Delete;

    protected override IWorkload<CrudStep> CreateWorkload(TEngine engine) => new CrudWorkload(N);

    protected override IWorkload<CrudStep> CreateWarmupWorkload(TEngine engine) => new CrudWorkload(Math.Max(2, N / SteadyJitWarmup.RowsDivisor));

    // Measured in every W1 process, after its timed runs, with the JIT setting those runs had.
    protected override CaseRecord AfterTimedRuns(CaseRecord record) => record with { GuidMicroseconds = GuidCost.MeasureMicroseconds() };
}
