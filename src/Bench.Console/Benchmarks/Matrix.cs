using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Matrix;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// W5, mORMot's 2014 insert/read matrix: one benchmark per column of the published table
/// (Direct, Batch, Trans, BatchTrans, ByOne, All), one Variant per row (file full = Default,
/// file off = SyncOff, off exc = Exclusive, mem = Memory). Read rows/s from the rows/s column.
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 5)]
[MedianColumn]
public class Matrix<TEngine> : StepBenchmark<TEngine, MatrixStep> where TEngine : Engine, new()
{
    /// <summary>The engine's variants except Transaction and Batch, which the insert modes already are.</summary>
    protected override bool RunsUnder(Variant variant) => MatrixWorkload.RunsUnder(variant);

    [IterationSetup(Target = nameof(Direct))] public void BeforeDirect() => Prepare(MatrixStep.Direct);
    [IterationSetup(Target = nameof(Batch))] public void BeforeBatch() => Prepare(MatrixStep.Batch);
    [IterationSetup(Target = nameof(Trans))] public void BeforeTrans() => Prepare(MatrixStep.Trans);
    [IterationSetup(Target = nameof(BatchTrans))] public void BeforeBatchTrans() => Prepare(MatrixStep.BatchTrans);
    [IterationSetup(Target = nameof(ByOne))] public void BeforeByOne() => Prepare(MatrixStep.ByOne);
    [IterationSetup(Target = nameof(All))] public void BeforeAll() => Prepare(MatrixStep.All);

    [Benchmark] public StepOutcome Direct() => Measure();
    [Benchmark] public StepOutcome Batch() => Measure();
    [Benchmark] public StepOutcome Trans() => Measure();
    [Benchmark] public StepOutcome BatchTrans() => Measure();
    [Benchmark] public StepOutcome ByOne() => Measure();
    [Benchmark] public StepOutcome All() => Measure();

    protected override IWorkload<MatrixStep> CreateWorkload(TEngine engine) => new MatrixWorkload();

    protected override IWorkload<MatrixStep> CreateWarmupWorkload(TEngine engine) => MatrixWorkload.ScaledDown(SteadyJitWarmup.RowsDivisor);
}
