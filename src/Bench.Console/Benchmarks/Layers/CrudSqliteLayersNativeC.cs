using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks.Layers;

/// <summary>
/// The native floor of W1's write in autocommit: the C program inserts the N texts one commit each,
/// with one prepared statement, into the table the harness created; the harness validates the table.
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 8)]
public class CrudSqliteLayersNativeC : StepBenchmark<MicrosoftSqliteEngine, CrudStep>, IDisposable
{
    private NativeFloorWorkload<CrudStep>? _native;

    [Params(200, 1000)]
    public int N { get; set; }

    [IterationSetup(Target = nameof(Write))] public void BeforeWrite()
    {
        _native?.Ready();
        Prepare(CrudStep.Write);
    }

    [Benchmark] public StepOutcome Write() => Measure();

    protected override bool RunsUnder(Variant variant) => variant == Variant.Default;

    protected override IWorkload<CrudStep> CreateWorkload(MicrosoftSqliteEngine engine)
    {
        var workload = new CrudWorkload(N);
        _native = new NativeFloorWorkload<CrudStep>(workload, CrudStep.Write, "crud", workload.Plan.InsertTexts.Select(t => (IEnumerable<string>)[t]));
        return _native;
    }

    protected override CaseRecord AfterTimedRuns(CaseRecord record)
    {
        var selfTimed = _native?.SelfTimedMilliseconds.ToArray();
        Dispose();
        return record with { SelfTimedMilliseconds = selfTimed, BulkMethod = "C: autocommit, one prepared INSERT" };
    }

    public void Dispose()
    {
        _native?.Dispose();
        GC.SuppressFinalize(this);
    }
}
