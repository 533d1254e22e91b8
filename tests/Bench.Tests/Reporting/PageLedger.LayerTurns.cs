using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Running;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>The layers by turns beside the fixed ledger: W1's write with a warm-up that ended, W2's insert with one stopped at its cap.</summary>
internal sealed partial class PageLedger
{
    // The machine's speed per round: round 3 ran at half of it. Declared before the rounds, which its initializer reads.
    private static readonly double[] _speeds = [1.0, 1.02, 2.0, 0.99];

    // The layers the fixture was first written with keep their places (and so their figures); a layer added since takes the next.
    // Declared before the rounds too.
    private static readonly string[] _firstLayers = ["native C", "raw SQLitePCLRaw", "Microsoft.Data.Sqlite", "System.Data.SQLite", "Dapper", "EF Core (WAL)"];

    private static readonly string[] _places = [.. _firstLayers, .. LayerFigure.Layers.Except(_firstLayers, StringComparer.Ordinal)];

    /// <summary>The rounds the layers page reads from its results folder: four rounds a step, each layer a fixed multiple of C, the machine's speed moving in round 3.</summary>
    public static LayerTurns LayerTurns { get; } = new(new DateTime(2026, 11, 26, 12, 0, 0, DateTimeKind.Utc), "on (the runtime's default), Dynamic PGO on",
    [
        new("Crud", "Write", "N=1000", 1000, WarmupRounds: 5, StillCompiling: null, CompiledWhileMeasured: 3, Rounds(native: 1.5, step: 0.25)),
        new("Contacts", "Insert", "-", 25_000, WarmupRounds: 15, StillCompiling: 42, CompiledWhileMeasured: 17, Rounds(native: 60, step: 0.1), MinimumWarmupRounds: 93),
    ], Error: null);

    /// <summary>The same rounds with first runs in fresh processes: each layer's first run 40 + 60·i times C's median run (i its place), over five processes.</summary>
    public static LayerTurns LayerTurnsWithFirstRuns { get; } = LayerTurns with
    {
        Steps = [.. LayerTurns.Steps.Select(step => step with
        {
            Layers = [.. step.Layers.Select(layer => layer with { FirstRuns = [.. _speeds.Append(1.0).Select(speed => step.Layers[0].Milliseconds[0] * (40 + (60 * Array.IndexOf(_places, layer.Layer))) * speed)] })],
        })],
    };

    // Layer i runs (1 + step·i) times C's run, with a wobble of ±2% that differs by round; the page lists them in its own order.
    private static LayerRuns[] Rounds(double native, double step) =>
    [
        .. LayerFigure.Layers.Select(layer => Array.IndexOf(_places, layer)).Select(i => new LayerRuns(_places[i],
            [.. _speeds.Select((speed, round) => native * speed * (1 + (step * i)) * (i == 0 ? 1 : 1 + (0.02 * ((round + i) % 3 - 1))))])),
    ];
}
