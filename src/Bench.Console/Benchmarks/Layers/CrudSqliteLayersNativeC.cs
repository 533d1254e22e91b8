using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;

namespace EmbeddedDbBench.Console.Benchmarks.Layers;

/// <summary>
/// The native floor of W1's write in autocommit: the C program inserts the N texts one commit each,
/// with one prepared statement, into the table the harness created; the harness validates the table.
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 8)]
public class CrudSqliteLayersNativeC : NativeFloorBenchmark<CrudStep>
{
    [Params(200, 1000)]
    public int N { get; set; }

    [IterationSetup(Target = nameof(Write))] public void BeforeWrite() => PrepareNative(CrudStep.Write);

    [Benchmark] public StepOutcome Write() => Measure();

    protected override string Method => "C: autocommit, one prepared INSERT";

    protected override NativeFloorWorkload<CrudStep> CreateNative() => Of(new CrudWorkload(N));

    /// <summary>
    /// The native floor of <paramref name="workload"/>'s write: one autocommit INSERT per text, or with
    /// <paramref name="oneTransaction"/> all of them in one transaction (the commits of the layers' Batch); built as the program
    /// unless <paramref name="build"/> builds it otherwise (<see cref="NativeFloorLibrary.Build"/>).
    /// </summary>
    public static NativeFloorWorkload<CrudStep> Of(CrudWorkload workload, bool oneTransaction = false, Func<INativeFloor>? build = null) =>
        new(workload, CrudStep.Write, "crud", workload.Plan.InsertTexts.Select(t => (IEnumerable<string>)[t]), oneTransaction) { Build = build ?? NativeFloor.Build };
}
