using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks.Layers;

/// <summary>
/// Which SQLite layer cases a run holds (docs/sqlite-layers.md). A filter that names the layers
/// (<c>*Layers*</c>) or <c>--job full</c> runs every one; any other filter that selects them
/// (<c>*Sqlite*</c>) runs the core set, so that they add minutes, not the quarter of an hour every layer
/// case takes. Selected layer cases bring the two providers' cases of the same step, parameters and
/// variant with them, so the page always compares all six rows; the native floor is skipped, with the
/// reason, where it can't be built; and every case on the page but a long autocommit one gets
/// BenchmarkDotNet's memory diagnoser (one extra, validated run) for its allocations per row.
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

    /// <summary>True for a case of a layer engine or of the native floor.</summary>
    public static bool IsLayer(BenchmarkCase benchmarkCase)
    {
        var type = benchmarkCase.Descriptor.Type;
        return _nativeFloors.ContainsValue(type) || (type.IsGenericType && type.GetGenericArguments()[0].IsAssignableTo(typeof(SqliteLayerEngine)));
    }

    /// <summary>True for a case the layers page shows: a layer's, the native floor's, or a provider's W1 or W2 case under Default, Transaction or Batch.</summary>
    public static bool OnPage(BenchmarkCase benchmarkCase)
    {
        var type = benchmarkCase.Descriptor.Type;
        return IsLayer(benchmarkCase) || (type.IsGenericType && _nativeFloors.ContainsKey(type.GetGenericTypeDefinition())
            && _providers.Contains(type.GetGenericArguments()[0])
            && benchmarkCase.Parameters["Variant"] is Variant.Default or Variant.Transaction or Variant.Batch);
    }

    /// <summary>True for a case of the core set (<see cref="CoreSet"/>).</summary>
    public static bool InCore(BenchmarkCase benchmarkCase)
    {
        var variant = benchmarkCase.Parameters["Variant"] as Variant?;
        var n = benchmarkCase.Parameters.Items.FirstOrDefault(p => p.Name == "N")?.Value as int?;
        return benchmarkCase.Descriptor.WorkloadMethod.Name switch
        {
            "Insert" or "UpdateByState" => variant is Variant.Transaction or Variant.Batch || _nativeFloors.ContainsValue(benchmarkCase.Descriptor.Type),
            "SelectByState" => variant == Variant.Default,
            "Write" => n == 1000 && variant is Variant.Default or Variant.Batch,
            _ => false,
        };
    }

    /// <summary>
    /// <paramref name="runs"/> with the layer cases this run holds, the providers' matching cases joined
    /// (built with <paramref name="config"/>), and the native floor left out, with the reason written to
    /// <paramref name="note"/> (the console for a run; none for <c>--list</c>, which prints names only), where it can't be built.
    /// </summary>
    public static BenchmarkRunInfo[] Select(IReadOnlyList<BenchmarkRunInfo> runs, SuiteJob job, IReadOnlyList<string> patterns, IConfig config, TextWriter? note = null)
    {
        var all = job == SuiteJob.Full || patterns.Any(p => p.Contains(FilterWord, StringComparison.OrdinalIgnoreCase));
        var missing = NativeFloor.MissingPrerequisite();
        var layerCases = runs.SelectMany(r => r.BenchmarksCases).Count(IsLayer);
        var selected = runs
            .Select(run => new BenchmarkRunInfo([.. run.BenchmarksCases.Where(c =>
                !IsLayer(c) || ((all || InCore(c)) && (missing is null || !_nativeFloors.ContainsValue(c.Descriptor.Type))))], run.Type, run.Config))
            .Where(run => run.BenchmarksCases.Length > 0)
            .ToList();
        var kept = selected.SelectMany(r => r.BenchmarksCases).Where(IsLayer).ToArray();
        if (layerCases > 0)
        {
            note?.WriteLine(all
                ? $"// SQLite layers: all {kept.Length} layer cases."
                : $"// SQLite layers: {kept.Length} of {layerCases} layer cases, the core set ({CoreSet}); --filter '*{FilterWord}*' or --job full runs them all.");
            if (missing is not null)
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

    /// <summary>The cases of <paramref name="runs"/> on the layers page, but long autocommit ones, with the memory diagnoser added.</summary>
    public static BenchmarkRunInfo[] MeasureAllocations(IReadOnlyList<BenchmarkRunInfo> runs, ProtocolBook book)
    {
        var diagnosed = new Dictionary<ImmutableConfig, ImmutableConfig>();
        return [.. runs.Select(run => new BenchmarkRunInfo([.. run.BenchmarksCases.Select(c =>
            OnPage(c) && !_nativeFloors.ContainsValue(c.Descriptor.Type) && book.Of(c) is not { PredictedRunSeconds: >= ProtocolPlanner.LongRunSeconds }
                ? BenchmarkCase.Create(c.Descriptor, c.Job, c.Parameters, WithMemoryDiagnoser(c.Config, diagnosed))
                : c)], run.Type, run.Config))];
    }

    private static ImmutableConfig WithMemoryDiagnoser(ImmutableConfig config, Dictionary<ImmutableConfig, ImmutableConfig> diagnosed)
    {
        if (!diagnosed.TryGetValue(config, out var withDiagnoser))
        {
            withDiagnoser = ImmutableConfigBuilder.Create(ManualConfig.Create(config).AddDiagnoser(MemoryDiagnoser.Default));
            diagnosed[config] = withDiagnoser;
        }

        return withDiagnoser;
    }

    // Each selected layer case's step, parameters and variant on both providers, where the run does not hold them yet.
    private static IEnumerable<BenchmarkRunInfo> ProvidersToJoin(IReadOnlyList<BenchmarkRunInfo> selected, IReadOnlyList<BenchmarkCase> layers, IConfig config)
    {
        var have = selected.SelectMany(r => r.BenchmarksCases).Select(Identity).ToHashSet(StringComparer.Ordinal);
        var wanted = layers.Where(c => c.Descriptor.Type.IsGenericType)
            .SelectMany(c => _providers.Select(p => c.Descriptor.Type.GetGenericTypeDefinition().MakeGenericType(p) + "|" + CaseKeyOf(c)))
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

    private static string CaseKeyOf(BenchmarkCase c) => $"{c.Descriptor.WorkloadMethod.Name}({c.Parameters.DisplayInfo})";

    private static string Identity(BenchmarkCase c) => c.Descriptor.Type + "|" + CaseKeyOf(c);
}
