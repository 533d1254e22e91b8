using EmbeddedDbBench.Console.Benchmarks.Layers;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteEfCore;
using EmbeddedDbBench.Engines.SqliteRaw;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>One layer's validated figure for one step, size and variant on the SQLite layers page.</summary>
/// <param name="Layer">The layer's label (<see cref="LayerFigure.Layers"/>).</param>
/// <param name="Workload">W1 or W2's benchmark class name (<c>Crud</c>, <c>Contacts</c>).</param>
/// <param name="Step">The step.</param>
/// <param name="Size">Parameters other than the variant (<c>N=1000</c>), or "-".</param>
/// <param name="Variant">The variant; the native floor's W2 insert (one transaction) stands under Transaction and Batch.</param>
/// <param name="MicrosecondsPerRow">Median of the measured runs ÷ rows per run.</param>
/// <param name="BytesPerRow">Allocated bytes per row (see <see cref="Allocations"/>), or null where not measured.</param>
/// <param name="Runs">Measured runs behind the median.</param>
/// <param name="Settings">Settings read back, as the ledger recorded them.</param>
public sealed record LayerFigure(string Layer, string Workload, string Step, string Size, Variant Variant, double MicrosecondsPerRow, double? BytesPerRow, int Runs, string? Settings)
{
    /// <summary>The native floor's label.</summary>
    public const string Native = LayerEngines.NativeLabel;

    // The engines on the page, each with the layer it declares (Engine.Facts.Layer).
    private static readonly IReadOnlyList<Engine> _layerEngines = LayerEngines.All;

    /// <summary>Microsoft.Data.Sqlite's label.</summary>
    public static string MicrosoftData { get; } = LabelOf(typeof(MicrosoftSqliteEngine));

    /// <summary>EF Core's label.</summary>
    public static string EfCore { get; } = LabelOf(typeof(SqliteLayersEfCoreEngine));

    /// <summary>The raw API's label.</summary>
    public static string Raw { get; } = LabelOf(typeof(SqliteLayersRawEngine));

    /// <summary>The providers' labels: the engines the layers are compared with, which run without a layer of their own.</summary>
    public static IReadOnlyList<string> Providers { get; } = [.. _layerEngines.Where(e => e.Facts.Layer!.IsProvider).Select(e => e.Facts.Layer!.Label)];

    /// <summary>The layers in the page's order, from the engine up.</summary>
    public static IReadOnlyList<string> Layers { get; } = [Native, .. _layerEngines.Select(e => e.Facts.Layer!.Label)];

    private static readonly Dictionary<string, (string Workload, Variant[] Variants)> _nativeFloors = new(StringComparer.Ordinal)
    {
        [nameof(ContactsSqliteLayersNativeC)] = ("Contacts", [Variant.Transaction, Variant.Batch]),
        [nameof(CrudSqliteLayersNativeC)] = ("Crud", [Variant.Default]),
    };

    private static string LabelOf(Type engineType) => _layerEngines.Single(e => e.GetType() == engineType).Facts.Layer!.Label;

    /// <summary>Every validated figure of <paramref name="cases"/> the page shows.</summary>
    public static IReadOnlyList<LayerFigure> From(IReadOnlyList<MeasuredCase> cases) =>
        [.. cases.Where(c => c is { IsValid: true, MedianNanoseconds: > 0, Record.RowsPerRun: > 0 }).SelectMany(Of)];

    private static IEnumerable<LayerFigure> Of(MeasuredCase c)
    {
        var rows = (double)c.Record!.RowsPerRun;
        var size = c.OtherParametersByName;
        size = size.Length > 0 ? size : "-";
        if (_nativeFloors.TryGetValue(c.Workload, out var native))
        {
            // The program's own clock, over the measured runs (the last ones; warm-up runs come first).
            var own = c.Record.SelfTimedMilliseconds?.TakeLast(c.MeasuredRuns).ToArray() ?? [];
            if (own.Length == 0)
            {
                yield break;
            }

            var median = Median.Of(own);
            foreach (var variant in native.Variants)
            {
                yield return new(Native, native.Workload, c.Step, size, variant, median * 1000 / rows, null, own.Length, c.Record.Settings);
            }
        }
        else if (c.Plan.Engine.Facts.Layer?.Label is { } layer && c.Workload is "Crud" or "Contacts"
            && c.Variant is var variant && variant is Variant.Default or Variant.Transaction or Variant.Batch)
        {
            yield return new(layer, c.Workload, c.Step, size, variant, c.MedianNanoseconds!.Value / 1000 / rows,
                c.AllocatedBytesPerRun / rows, c.MeasuredRuns, c.Record.Settings);
        }
    }
}
