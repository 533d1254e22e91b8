using BenchmarkDotNet.Running;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Writers;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// Which W8 cases a run holds. A filter that names them (<c>*Writers*</c>) or <c>--job full</c> runs every one
/// the filter selects; any other filter that selects them (<c>*Sqlite*</c>, <c>*Postgres*</c>) runs the core
/// sets alone (<see cref="CoreSet"/>): 4 cases on the reference engine, and on every other engine but the second SQLite
/// provider its starts as shipped (3 on a server, 4 on Firebird with its WAIT), each at most two runs the 5 s deadline
/// bounds, so that W8 adds about a minute per engine to the card's run.
/// </summary>
public static class WritersCases
{
    /// <summary>The word that, in a filter pattern, asks for every W8 case.</summary>
    public const string FilterWord = "Writers";

    /// <summary>The writer count the core set runs at.</summary>
    public const int CoreWriters = 4;

    /// <summary>The core set's description, for the console and the docs.</summary>
    public const string CoreSet =
        "4 writers, the transaction retried: on Microsoft.Data.Sqlite with a 5 s busy timeout, DEFERRED against IMMEDIATE under Default and Wal; " +
        "on every other engine but System.Data.SQLite, under Default with its lock wait as shipped, every start it can express " +
        "(a server's shipped isolation against SERIALIZABLE and FOR UPDATE), and, where W8 sets a lock wait there (Firebird's WAIT against its shipped NO WAIT), " +
        "the shipped start with the 5 s wait";

    /// <summary>True for a W8 case (asked by <see cref="CasePlanner"/>).</summary>
    internal static bool IsWriters(Type benchmarkClass) =>
        benchmarkClass is { IsGenericType: true } && benchmarkClass.GetGenericTypeDefinition() == typeof(Writers<>);

    /// <summary>True for a case of a core set: the reference engine's, or another engine's but the second SQLite provider's.</summary>
    internal static bool InCore(Type benchmarkClass, CaseParameters parameters)
    {
        var engine = benchmarkClass.GetGenericArguments()[0];
        if (parameters.Value<int>(nameof(Writers<>.W)) != CoreWriters || parameters.Value<WriterRetry>(nameof(Writers<>.Retry)) != WriterRetry.Transaction
            || parameters.Optional<WriterHost>(nameof(Writers<>.Host)) is WriterHost.Processes)
        {
            return false;
        }

        var busyTimeout = parameters.Value<BusyTimeoutSetting>(nameof(Writers<>.BusyTimeout));
        var start = parameters.Value<TransactionStart>(nameof(Writers<>.Start));
        if (ReferenceEngine.Is(engine))
        {
            return busyTimeout == BusyTimeoutSetting.FiveSeconds && start is TransactionStart.Deferred or TransactionStart.Immediate && parameters.Variant is Variant.Default or Variant.Wal;
        }

        // An engine that begins as SQLite does (DEFERRED) is the second SQLite provider, which repeats the reference
        // engine's locks; the filter that names W8 runs its cases.
        var writers = ((Engine)Activator.CreateInstance(engine)!).Writers;
        return writers is not null && writers.StartNotApplicable(TransactionStart.Deferred) is not null && parameters.Variant == Variant.Default
            && (busyTimeout == BusyTimeoutSetting.AsShipped || (start == TransactionStart.AsShipped && writers.LockWaitNotApplicable is null));
    }

    /// <summary>True when the run holds every W8 case its filter selects: the filter names them, or <c>--job full</c>.</summary>
    internal static bool RunsEvery(bool fullJob, IReadOnlyList<string> patterns) =>
        fullJob || CaseSelection.Names(patterns, FilterWord);

    /// <summary><paramref name="runs"/> with the W8 cases <paramref name="planner"/> selects for this run; the choice is written to <paramref name="note"/>.</summary>
    public static BenchmarkRunInfo[] Select(IReadOnlyList<BenchmarkRunInfo> runs, CasePlanner planner, TextWriter? note = null)
    {
        ArgumentNullException.ThrowIfNull(planner);
        var (selected, before, after) = CoreSets.Select(runs, planner, planned => planned.IsWriters);
        if (before > 0 && !planner.RunsEveryWritersCase)
        {
            note?.WriteLine($"// W8 writers: {after} of {before} cases, the core set ({CoreSet}); --filter '*{FilterWord}*' or --job full runs them all.");
        }

        return selected;
    }
}
