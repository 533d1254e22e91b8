using BenchmarkDotNet.Running;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// Which W8 cases a run holds. A filter that names them (<c>*Writers*</c>) or <c>--job full</c> runs every one
/// the filter selects; any other filter that selects them (<c>*Sqlite*</c>) runs the core set alone
/// (<see cref="CoreSet"/>): 4 cases on the reference engine, each at most two runs the 5 s deadline bounds,
/// so that W8 adds under a minute to the card's run.
/// </summary>
public static class WritersCases
{
    /// <summary>The word that, in a filter pattern, asks for every W8 case.</summary>
    public const string FilterWord = "Writers";

    /// <summary>The writer count the core set runs at.</summary>
    public const int CoreWriters = 4;

    /// <summary>The core set's description, for the console and the docs.</summary>
    public const string CoreSet =
        "Microsoft.Data.Sqlite, 4 writers, a 5 s busy timeout, the transaction retried: DEFERRED against IMMEDIATE, under Default and Wal";

    /// <summary>True for a W8 case (asked by <see cref="CasePlanner"/>).</summary>
    internal static bool IsWriters(Type benchmarkClass) =>
        benchmarkClass is { IsGenericType: true } && benchmarkClass.GetGenericTypeDefinition() == typeof(Writers<>);

    /// <summary>True for a case of the core set.</summary>
    internal static bool InCore(Type benchmarkClass, CaseParameters parameters) =>
        ReferenceEngine.Is(benchmarkClass.GetGenericArguments()[0])
        && parameters.Value<int>(nameof(Writers<>.W)) == CoreWriters
        && parameters.Value<BusyTimeoutSetting>(nameof(Writers<>.BusyTimeout)) == BusyTimeoutSetting.FiveSeconds
        && parameters.Value<WriterRetry>(nameof(Writers<>.Retry)) == WriterRetry.Transaction
        && parameters.Value<TransactionStart>(nameof(Writers<>.Start)) is TransactionStart.Deferred or TransactionStart.Immediate
        && parameters.Variant is Variant.Default or Variant.Wal;

    /// <summary>True when the run holds every W8 case its filter selects: the filter names them, or <c>--job full</c>.</summary>
    internal static bool RunsEvery(bool fullJob, IReadOnlyList<string> patterns) =>
        fullJob || patterns.Any(p => p.Contains(FilterWord, StringComparison.OrdinalIgnoreCase));

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
