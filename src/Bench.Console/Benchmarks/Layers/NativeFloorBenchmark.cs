using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks.Layers;

/// <summary>
/// What the native floor's benchmark classes share: the workload whose referenced step the C program
/// runs, built (and the program compiled) before the first run is prepared, its own clock in the record,
/// and Default only — the program holds its own transaction or none, so the harness's connection must
/// hold none beside it.
/// </summary>
/// <typeparam name="TStep">The workload's step enumeration.</typeparam>
public abstract class NativeFloorBenchmark<TStep> : StepBenchmark<MicrosoftSqliteEngine, TStep>, IDisposable where TStep : struct, Enum
{
    private NativeFloorWorkload<TStep>? _native;

    /// <summary>What the record says the program did.</summary>
    protected abstract string Method { get; }

    /// <summary>The workload and the program's mode and input rows.</summary>
    protected abstract NativeFloorWorkload<TStep> CreateNative();

    /// <summary>Builds the program once, then prepares <paramref name="step"/>'s run as every case does.</summary>
    protected void PrepareNative(TStep step)
    {
        _native?.Ready();
        Prepare(step);
    }

    // Default only: the program holds its own transaction or none (the class's summary says why).
    protected override bool RunsUnder(Variant variant) => NarrowedVariants.Classes.NativeFloor.RunUnder(variant);

    protected override IWorkload<TStep> CreateWorkload(MicrosoftSqliteEngine engine) => _native = CreateNative();

    protected override CaseRecord AfterTimedRuns(CaseRecord record)
    {
        var selfTimed = _native?.SelfTimedMilliseconds.ToArray();
        Dispose();
        return record with { SelfTimedMilliseconds = selfTimed, BulkMethod = Method };
    }

    public void Dispose()
    {
        _native?.Dispose();
        GC.SuppressFinalize(this);
    }
}
