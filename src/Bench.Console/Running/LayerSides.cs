using EmbeddedDbBench.Console.Benchmarks.Layers;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Running;

/// <summary>One layer's side of a step by turns: a validated run of the step through the layer, its milliseconds.</summary>
/// <param name="Layer">The layer's label (<see cref="LayerEngines"/>).</param>
/// <param name="Run">One run on a fresh database, validated; its figure in milliseconds.</param>
public sealed record LayerSide(string Layer, Func<double> Run);

/// <summary>A step the layers run by turns (<see cref="LayerRounds"/>): its names on the layers page and every layer's side, native C first.</summary>
/// <param name="Workload">The workload's benchmark class name (<c>Crud</c>, <c>Contacts</c>).</param>
/// <param name="Step">The step.</param>
/// <param name="Size">Parameters other than the variant (<c>N=1000</c>), or "-".</param>
/// <param name="RowsPerRun">Rows one run writes.</param>
/// <param name="Sides">Every layer's side.</param>
public sealed record LayerStep(string Workload, string Step, string Size, long RowsPerRun, IReadOnlyList<LayerSide> Sides) : IDisposable
{
    /// <summary>What the sides hold until the step's rounds end (the native floor's input file).</summary>
    public IDisposable? Held { get; init; }

    /// <inheritdoc />
    public void Dispose() => Held?.Dispose();
}

/// <summary>
/// The steps the layers run by turns: W1's 1,000-row write (the core set's size) and W2's 25,000-row insert, each layer under
/// Batch (one transaction, each statement prepared once) and native C with the same commits, called in this process
/// (<see cref="NativeFloorLibrary"/>); C's W1 write runs in one transaction here, where its benchmark case runs it in
/// autocommit. Each side gets its own workload object, as each benchmark process builds its own.
/// </summary>
public static class LayerSides
{
    /// <summary>W1's rows per write by turns.</summary>
    public const int WriteRows = 1000;

    /// <summary>The workloads whose steps the layers run by turns, by their benchmark class names.</summary>
    public static IReadOnlyList<string> Workloads { get; } = ["Crud", "Contacts"];

    /// <summary>Every side's label, native C first, in the order the sides run in the first round.</summary>
    public static IReadOnlyList<string> Labels { get; } = [LayerEngines.NativeLabel, .. LayerEngines.All.Select(engine => engine.Facts.Layer!.Label)];

    /// <summary>
    /// Each step of <paramref name="workloads"/> (every one of <see cref="Workloads"/> when null), built when its turn comes
    /// (W2's 25,000 rows per side are not held while W1 runs), with every layer's side or <paramref name="onlyLayer"/>'s alone.
    /// </summary>
    public static IEnumerable<LayerStep> All(IReadOnlyCollection<string>? workloads = null, string? onlyLayer = null)
    {
        if (workloads?.Contains("Crud") != false)
        {
            yield return Of("Crud", CrudStep.Write, $"N={WriteRows}", () => new CrudWorkload(WriteRows),
                workload => CrudSqliteLayersNativeC.Of(workload, oneTransaction: true, NativeFloorLibrary.Build), onlyLayer);
        }

        if (workloads?.Contains("Contacts") != false)
        {
            yield return Of("Contacts", ContactsStep.Insert, "-", () => new ContactsWorkload(), workload => ContactsSqliteLayersNativeC.Of(workload, NativeFloorLibrary.Build), onlyLayer);
        }
    }

    /// <summary>
    /// <paramref name="step"/> by every layer (or <paramref name="onlyLayer"/> alone): native C through <paramref name="native"/> on a
    /// database Microsoft.Data.Sqlite prepared and validates (its own clock the figure), every layer engine under Batch on a
    /// workload <paramref name="create"/> builds.
    /// </summary>
    public static LayerStep Of<TWorkload, TStep>(string workload, TStep step, string size, Func<TWorkload> create, Func<TWorkload, NativeFloorWorkload<TStep>> native, string? onlyLayer = null)
        where TWorkload : IWorkload<TStep> where TStep : struct, Enum
    {
        ArgumentNullException.ThrowIfNull(create);
        ArgumentNullException.ThrowIfNull(native);
        // A first run in a fresh process builds only its own side: another side's rows and library are not its cost to pay.
        NativeFloorWorkload<TStep>? floor = null;
        if (onlyLayer is null || onlyLayer == LayerEngines.NativeLabel)
        {
            floor = native(create());
            floor.Ready();
        }

        var provider = new MicrosoftSqliteEngine();
        LayerSide[] sides =
        [
            // Default: C holds its own transaction, so the harness's connection holds none beside it (NativeFloorBenchmark).
            .. floor is null ? Array.Empty<LayerSide>() : [new(LayerEngines.NativeLabel, () =>
            {
                HarnessRounds.TimedRun(provider, Variant.Default, floor, step);
                return floor.SelfTimedMilliseconds[^1];
            })],
            .. LayerEngines.All.Where(engine => onlyLayer is null || onlyLayer == engine.Facts.Layer!.Label).Select(engine => (Engine: engine, Workload: create()))
                .Select(side => new LayerSide(side.Engine.Facts.Layer!.Label, () => HarnessRounds.TimedRun(side.Engine, Variant.Batch, side.Workload, step))),
        ];
        return new(workload, step.ToString(), size, floor?.RowsPerRun(step) ?? create().RowsPerRun(step), sides) { Held = floor };
    }
}
