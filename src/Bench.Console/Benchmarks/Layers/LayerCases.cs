using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks.Layers;

/// <summary>
/// Which SQLite layer cases a run holds (docs/sqlite-layers.md). A filter that names the layers
/// (<c>*Layers*</c>) or <c>--job full</c> runs every one; any other filter that selects them
/// (<c>*Sqlite*</c>) runs the core set, so that they add minutes, not the quarter of an hour every layer
/// case takes. Selected layer cases bring the two providers' cases of the same step, parameters and
/// variant with them, so the page always compares every row; the native floor is skipped, with the
/// reason, where it can't be built.
/// </summary>
public static class LayerCases
{
    /// <summary>The word that, in a filter pattern, asks for every layer case.</summary>
    public const string FilterWord = "Layers";

    /// <summary>The core set's description, for the console and the page.</summary>
    public const string CoreSet =
        "W2's insert under Transaction and Batch, W2's set-based update by state under Transaction and Batch, W2's select by state " +
        "under Default and W1's 1,000-row write under Default and Batch, with the native floor's W2 insert and 1,000-row W1 write";

    private static readonly Type[] _providers = [typeof(MicrosoftSqliteEngine), typeof(SystemDataSqliteEngine)];

    /// <summary>The workload classes the layers run (W1, W2) and their native floors.</summary>
    private static readonly Dictionary<Type, Type> _nativeFloors = new()
    {
        [typeof(Crud<>)] = typeof(CrudSqliteLayersNativeC),
        [typeof(Contacts<>)] = typeof(ContactsSqliteLayersNativeC),
    };

    /// <summary>True for a case of a layer engine or of the native floor (asked by <see cref="CasePlanner"/>).</summary>
    internal static bool IsLayer(Type benchmarkClass) =>
        IsNativeFloor(benchmarkClass)
        || (benchmarkClass.IsGenericType && EngineCatalog.All.Any(e => e.GetType() == benchmarkClass.GetGenericArguments()[0] && e.Facts.Layer is { IsProvider: false }));

    /// <summary>True for a case of the native floor, the C program's.</summary>
    internal static bool IsNativeFloor(Type benchmarkClass) => _nativeFloors.ContainsValue(benchmarkClass);

    /// <summary>True for a case the layers page shows: a layer's, the native floor's, or a provider's W1 or W2 case under Default, Transaction or Batch.</summary>
    internal static bool OnPage(Type benchmarkClass, Variant variant) =>
        IsLayer(benchmarkClass) || (benchmarkClass.IsGenericType && _nativeFloors.ContainsKey(benchmarkClass.GetGenericTypeDefinition())
            && _providers.Contains(benchmarkClass.GetGenericArguments()[0])
            && variant is Variant.Default or Variant.Transaction or Variant.Batch);

    /// <summary>True when the run holds every layer case its filter selects: the filter names the layers, or <c>--job full</c>.</summary>
    internal static bool RunsEvery(bool fullJob, IReadOnlyList<string> patterns) =>
        fullJob || CaseSelection.Names(patterns, FilterWord);

    /// <summary>True for a case of the core set (<see cref="CoreSet"/>).</summary>
    internal static bool InCore(Type benchmarkClass, string step, CaseParameters parameters)
    {
        var variant = parameters.Variant;
        return step switch
        {
            "Insert" or "UpdateByState" => variant is Variant.Transaction or Variant.Batch || IsNativeFloor(benchmarkClass),
            "SelectByState" => variant == Variant.Default,
            "Write" => parameters.Optional<int>(nameof(Crud<>.N)) == 1000 && variant is Variant.Default or Variant.Batch,
            _ => false,
        };
    }

    /// <summary>
    /// <paramref name="runs"/> with the layer cases <paramref name="planner"/> selects for this run, the providers'
    /// matching cases joined (built with <paramref name="config"/>), and the native floor left out, with the reason written to
    /// <paramref name="note"/> (the console for a run; none for <c>--list</c>, which prints names only), where it can't be built.
    /// </summary>
    public static BenchmarkRunInfo[] Select(IReadOnlyList<BenchmarkRunInfo> runs, CasePlanner planner, IConfig config, TextWriter? note = null)
    {
        ArgumentNullException.ThrowIfNull(planner);
        var layerCases = runs.SelectMany(r => r.BenchmarksCases).Select(planner.Plan).Count(c => c.IsLayer);
        var selected = CaseSelection.Keep(runs, c => planner.Plan(c) is var planned && (!planned.IsLayer || planned.Selected)).ToList();
        var kept = selected.SelectMany(r => r.BenchmarksCases).Select(planner.Plan).Where(c => c.IsLayer).ToArray();
        if (layerCases > 0)
        {
            note?.WriteLine(planner.RunsEveryLayerCase
                ? $"// SQLite layers: all {kept.Length} layer cases."
                : $"// SQLite layers: {kept.Length} of {layerCases} layer cases, the core set ({CoreSet}); --filter '*{FilterWord}*' or --job full runs them all.");
            if (planner.NativeFloorMissing is { } missing)
            {
                note?.WriteLine($"// SQLite layers: the native floor is skipped: {missing}");
            }
        }

        foreach (var join in ProvidersToJoin(selected, kept, config).ToArray())
        {
            var at = selected.FindIndex(run => run.Type == join.Type);
            if (at < 0)
            {
                selected.Add(join);
            }
            else
            {
                selected[at] = new BenchmarkRunInfo([.. selected[at].BenchmarksCases, .. join.BenchmarksCases], join.Type, selected[at].Config);
            }
        }

        return [.. selected];
    }

    // Each selected layer case's step, parameters and variant on both providers, where the run does not hold them yet.
    private static IEnumerable<BenchmarkRunInfo> ProvidersToJoin(IReadOnlyList<BenchmarkRunInfo> selected, IReadOnlyList<PlannedCase> layers, IConfig config)
    {
        var have = selected.SelectMany(r => r.BenchmarksCases).Select(Identity).ToHashSet(StringComparer.Ordinal);
        var wanted = layers.Where(c => c.Workload.IsGenericTypeDefinition)
            .SelectMany(c => _providers.Select(p => c.Workload.MakeGenericType(p) + "|" + CaseKeyOf(c.Case)))
            .ToHashSet(StringComparer.Ordinal);
        foreach (var type in wanted.Select(w => w.Split('|')[0]).Distinct().Select(name => BenchmarkCatalog.Types.First(t => t.ToString() == name)))
        {
            var run = BenchmarkConverter.TypeToBenchmarks(type, config);
            var join = run.BenchmarksCases.Where(c => wanted.Contains(type + "|" + CaseKeyOf(c)) && !have.Contains(Identity(c))).ToArray();
            if (join.Length > 0)
            {
                yield return new BenchmarkRunInfo(join, run.Type, run.Config);
            }
        }
    }

    private static string CaseKeyOf(BenchmarkCase c) => $"{c.Descriptor.WorkloadMethod.Name}({CaseParameters.Of(c).DisplayInfo})";

    private static string Identity(BenchmarkCase c) => c.Descriptor.Type + "|" + CaseKeyOf(c);
}
