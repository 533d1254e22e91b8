using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core.Ledger;
using static EmbeddedDbBench.Console.Reporting.ConcurrencyPage;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The W6 texts the page and the tuning report share: the busy timeout and readers a case ran with, the writer's
/// latencies (or, for a writer that completed nothing, how long it waited), what it applied of its
/// script, and the runs behind the figures.
/// </summary>
public static class ConcurrencyCells
{
    /// <summary>The case's busy timeout as the tables show it: <c>as shipped</c> or <c>5 s</c>.</summary>
    public static string BusyTimeout(BusyTimeoutSetting? setting) =>
        setting == BusyTimeoutSetting.FiveSeconds ? Seconds(BusyTimeoutSettings.FiveSeconds.TotalSeconds) : "as shipped";

    /// <summary>True for a case run with the engine as shipped (also a ledger from before the parameter existed).</summary>
    public static bool IsAsShipped(BusyTimeoutSetting? setting) => setting is null or BusyTimeoutSetting.AsShipped;

    /// <summary>True for a case whose point readers ran without the aggregate reader (back to back, as threads).</summary>
    public static bool IsPointsOnly(ReaderShape? shape) => shape == ReaderShape.PointsOnly;

    /// <summary>True for a case with the point readers and the aggregate reader (also a ledger from before the parameter existed).</summary>
    public static bool IsPointsAndAggregate(ReaderShape? shape) => shape is null or ReaderShape.PointsAndAggregate;

    /// <summary>True for a case whose writer ran on a schedule (an open loop); false for the closed loop, and a ledger from before the parameter.</summary>
    public static bool IsOpenLoop(WriterLoop? writer) => writer == WriterLoop.OpenLoop;

    /// <summary>
    /// The reader count as the tables show it: <c>4</c>; <c>4, points only</c> without the aggregate reader;
    /// <c>4, paced points</c> on a schedule; <c>4, point processes</c> each in a process of its own.
    /// </summary>
    public static string Readers(int readers, ReaderShape? shape) =>
        ShapeText(shape) is { Length: > 0 } text ? $"{readers}, {text}" : readers.ToString(CultureInfo.InvariantCulture);

    /// <summary>The readers' shape in words: <c>points only</c>, <c>paced points</c>, <c>point processes</c>; empty for points and aggregate.</summary>
    public static string ShapeText(ReaderShape? shape) => shape switch
    {
        ReaderShape.PointsOnly => "points only",
        ReaderShape.PacedPoints => $"paced points ({ConcurrencyShapes.PacedReadsPerSecond:N0}/s each)",
        ReaderShape.PointProcesses => "point processes",
        _ => "",
    };

    /// <summary>
    /// A W6 case's settings other than its readers and recording, in words for a chart's line, each left unsaid
    /// where the engine runs as shipped: <c>busy 5 s</c>, <c>points only</c>, <c>paced points</c>, <c>point processes</c>,
    /// <c>open-loop writer</c>. The one place a W6 parameter is put in a chart's words.
    /// </summary>
    public static IEnumerable<string> SettingWords(MeasuredCase measuredCase)
    {
        ArgumentNullException.ThrowIfNull(measuredCase);
        if (!IsAsShipped(measuredCase.BusyTimeout))
        {
            yield return $"busy {BusyTimeout(measuredCase.BusyTimeout)}";
        }

        if (measuredCase.Shape switch { ReaderShape.PointsOnly => "points only", ReaderShape.PacedPoints => "paced points", ReaderShape.PointProcesses => "point processes", _ => null } is { } shape)
        {
            yield return shape;
        }

        if (IsOpenLoop(measuredCase.Writer))
        {
            yield return "open-loop writer";
        }
    }

    /// <summary>The writer's loop as the tables show it: <c>closed</c>, or <c>open, 200/s</c>.</summary>
    public static string WriterLoopText(WriterLoop? writer) =>
        IsOpenLoop(writer) ? $"open, {ConcurrencyShapes.OpenLoopWritesPerSecond:N0}/s" : "closed";

    /// <summary>
    /// Where the figures beside each other are alike: the readers' shape and the writer's loop in the order the
    /// tables list them (points and aggregate, points only, paced, processes; closed loop before open).
    /// </summary>
    public static int ShapeOrder(ReaderShape? shape, WriterLoop? writer) =>
        (shape switch
        {
            ReaderShape.PointsOnly => 1,
            ReaderShape.PacedPoints => 2,
            ReaderShape.PointProcesses => 3,
            _ => 0,
        } * 2) + (IsOpenLoop(writer) ? 1 : 0);

    /// <summary>
    /// The writer's p50 / p99 / p99.9 / max (the operation a deadline cut off counted with its wait);
    /// for a writer that completed no operation, how long its runs lasted and waited, never a latency of 0.
    /// </summary>
    public static string WriterLatency(RoleLatency writer)
    {
        ArgumentNullException.ThrowIfNull(writer);
        if (writer.Operations == 0)
        {
            var waited = writer.CutOffs > 0 && writer.LongestCutOff > 0 ? $" (waited {Microseconds(writer.LongestCutOff)})" : "";
            return $"no operation completed in {Seconds(writer.SecondsPerRun)}{waited}";
        }

        return writer.Recorded
            ? $"{Microseconds(writer.P50)} / {Microseconds(writer.P99)} / {Microseconds(writer.P999)} / {Microseconds(writer.Max)}"
            : "not recorded";
    }

    /// <summary>
    /// Operations applied of those planned, and for starved runs how many, and how long the
    /// operation in flight at the deadline had waited. A writer <paramref name="alone"/> (no readers)
    /// that met its deadline was slowed by its commits, not starved of a lock, and is said to be stopped.
    /// </summary>
    public static string Applied(RoleLatency writer, bool alone)
    {
        ArgumentNullException.ThrowIfNull(writer);
        var applied = $"{writer.Operations:N0} / {writer.Planned:N0}";
        if (writer.StarvedRuns == 0)
        {
            return applied;
        }

        var inFlight = writer.CutOffs > 0 && writer.LongestCutOff > 0
            ? $"; in flight at the deadline: {writer.CutOffs}, waited up to {Microseconds(writer.LongestCutOff)}"
            : "";
        var verdict = alone ? "stopped at the deadline (no readers: its commits, not a lock)" : "starved";
        return $"{applied}, {verdict} in {writer.StarvedRuns} of {writer.Runs} runs{inFlight}";
    }

    /// <summary>
    /// The runs BenchmarkDotNet measured, and the runs the latencies merge when they differ (a process
    /// that did not know its measured runs merged every run but the first, the memory diagnoser's too).
    /// </summary>
    public static string Runs(int measuredRuns, RoleLatency? writer) =>
        writer is null || writer.Runs == measuredRuns || measuredRuns == 0
            ? measuredRuns.ToString(CultureInfo.InvariantCulture)
            : $"{measuredRuns} (latencies from {writer.Runs})";

    private static string Seconds(double seconds) => seconds.ToString("0.#", CultureInfo.InvariantCulture) + " s";
}
