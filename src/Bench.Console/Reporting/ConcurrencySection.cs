using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines;
using static EmbeddedDbBench.Console.Reporting.ConcurrencyCells;
using static EmbeddedDbBench.Console.Reporting.ConcurrencyPage;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// One engine's part of W6's page: the table, the settings read back, the busy timeout's n/a reason
/// where the engine has one, the recording's cost, the charts.
/// </summary>
public static class ConcurrencySection
{
    private static readonly string[] _throughputRoles = [Roles.Writer, Roles.Readers];

    /// <summary>Appends the section for <paramref name="cases"/>, one engine's W6 cases.</summary>
    public static void Append(ReportDocument document, string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(document);
        ArgumentNullException.ThrowIfNull(cases);
        var recorded = Recorded(cases);
        var first = cases.FirstOrDefault(c => c.Record is not null)?.Record;
        document.Heading(2, $"{first?.Engine ?? cases[0].EngineTypeName}: {first?.ServerVersion} through {first?.Provider}");
        document.Table(recorded, RateColumns(recorded));
        document.Paragraph("The same cases' latencies:").Table(recorded, LatencyColumns());
        document.List(cases.Where(c => c.Record?.ConcurrencySettings is not null).GroupBy(c => (c.Variant, BusyTimeout(c.BusyTimeout)))
            .Select(g => $"{g.Key.Item1}, busy timeout {g.Key.Item2}: read back on a reader's connection: {g.First().Record!.ConcurrencySettings}; variant settings: {g.First().Record!.Settings}"));
        var engine = cases[0].Plan.Engine;
        if (engine.LockWait.NotApplicableReason is { } reason)
        {
            document.Paragraph($"Busy timeout {BusyTimeout(BusyTimeoutSetting.FiveSeconds)}: n/a: {reason}.");
        }

        if (engine.ReaderProcessesNotApplicable is { } processes)
        {
            document.Paragraph($"Point readers in processes of their own: n/a: {processes}.");
        }

        foreach (var line in ConcurrencyRecordingCost.Lines(cases))
        {
            document.Paragraph(line);
        }

        var failed = cases.Where(c => !c.IsValid)
            .Select(c => $"readers {ConcurrencyCells.Readers(c.Readers, c.Shape)}, {c.Variant}, busy timeout {BusyTimeout(c.BusyTimeout)}, writer {WriterLoopText(c.Writer)}, recording {c.Recording}: {c.Record?.Error ?? "no result"}").ToArray();
        if (failed.Length > 0)
        {
            document.List(failed.Select(f => "failed: " + f));
        }

        AppendCharts(document, resultsPath, cases);
    }

    /// <summary>The writer's ops/s at R = 0 under the case's variant: alone, the writer meets no lock, so the engine as shipped (a closed loop).</summary>
    public static RoleLatency? Alone(IEnumerable<MeasuredCase> recorded, Variant variant) =>
        recorded.FirstOrDefault(a => a.Variant == variant && a.Readers == 0 && IsAsShipped(a.BusyTimeout) && !IsOpenLoop(a.Writer))?.Role(Roles.Writer);

    // The case's settings, the first columns of both tables, so that a row of one finds its row in the other.
    private static Column<MeasuredCase>[] CaseColumns() =>
    [
        new("readers", c => ConcurrencyCells.Readers(c.Readers, c.Shape)), new("variant", c => c.Variant.ToString()), new("busy timeout", c => BusyTimeout(c.BusyTimeout)),
        new("writer loop", c => WriterLoopText(c.Writer)),
    ];

    private static Column<MeasuredCase>[] RateColumns(IReadOnlyList<MeasuredCase> all) =>
    [
        .. CaseColumns(),
        new("writer ops/s", c => c.Role(Roles.Writer) is { } writer ? Rate(writer.OpsPerSecond) : "failed"),
        // An open loop's rate is its schedule's unless it fell behind: set beside the writer alone, it would say nothing.
        new("writer slowdown", c => IsOpenLoop(c.Writer) ? "paced" : c.Role(Roles.Writer) is { Runs: > 0 } writer && Alone(all, c.Variant) is { OpsPerSecond: > 0 } alone
            ? (writer.OpsPerSecond / alone.OpsPerSecond).ToString("0.00", CultureInfo.InvariantCulture) + "x"
            : ""),
        new("applied", c => c.Role(Roles.Writer) is { } writer ? Applied(writer, alone: c.Readers == 0) : ""),
        new("reader ops/s", c => c.Role(Roles.Readers) is { } readers ? Rate(readers.OpsPerSecond) : ""),
        new("writer errors", c => Errors(c.Role(Roles.Writer))), new("reader errors", c => Errors(c.Role(Roles.Readers))),
        new("runs", c => c.Role(Roles.Writer) is { } writer ? ConcurrencyCells.Runs(c.MeasuredRuns, writer) : ""),
    ];

    // One figure a column: four latencies in one cell wrapped into a column of their own at 1280 px.
    private static Column<MeasuredCase>[] LatencyColumns() =>
    [
        .. CaseColumns(),
        // A writer that completed no operation has no percentile: the first column says how long it waited, the others stay empty.
        new("writer p50", c => c.Role(Roles.Writer) is { } writer ? writer.Operations == 0 || !writer.Recorded ? WriterLatency(writer) : Microseconds(writer.P50) : ""),
        new("writer p99", c => WriterFigure(c, w => w.P99)), new("writer p99.9", c => WriterFigure(c, w => w.P999)), new("writer max", c => WriterFigure(c, w => w.Max)),
        new("reader p99", c => c.Role(Roles.Readers) is { Recorded: true } readers ? Microseconds(readers.P99) : NotRecorded(c.Role(Roles.Readers))),
        new("reader max", c => c.Role(Roles.Readers) is { Recorded: true } readers ? Microseconds(readers.Max) : ""),
        new("aggregate p99", c => c.Role(Roles.Aggregate) is { Recorded: true } aggregate ? Microseconds(aggregate.P99) : NotRecorded(c.Role(Roles.Aggregate))),
    ];

    private static string WriterFigure(MeasuredCase c, Func<RoleLatency, double> figure) =>
        c.Role(Roles.Writer) is { Recorded: true, Operations: > 0 } writer ? Microseconds(figure(writer)) : "";

    private static void AppendCharts(ReportDocument document, string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        var (engine, percentiles, throughput) = ChartLines(cases);
        if (engine is null)
        {
            return;
        }

        document.Image(Path.Combine(resultsPath, $"concurrency-{engine}-percentiles.png"),
            ConcurrencyCharts.Percentiles($"W6 on {engine}: latency by percentile, one panel per reader count (writer solid, readers dashed)", percentiles), $"W6 latency by percentile on {engine}");
        document.Image(Path.Combine(resultsPath, $"concurrency-{engine}-throughput.png"),
            ConcurrencyCharts.Throughput($"W6 on {engine}: operations per second by reader threads", throughput), $"W6 throughput by readers on {engine}");
    }

    /// <summary>
    /// The lines of the two charts of <paramref name="cases"/>, one engine's W6 cases; no engine when no recorded case has a
    /// writer that recorded latencies.
    /// </summary>
    public static (string? Engine, IReadOnlyList<ConcurrencyCharts.PercentileLine> Percentiles, IReadOnlyList<ConcurrencyCharts.ThroughputLine> Throughput) ChartLines(IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        // The charts keep the lines they had: the closed-loop writer beside back-to-back reader threads.
        var valid = Recorded(cases).Where(c => !IsOpenLoop(c.Writer) && (IsPointsAndAggregate(c.Shape) || IsPointsOnly(c.Shape)))
            .Where(c => c.IsValid && c.Role(Roles.Writer) is { Recorded: true }).ToArray();
        if (valid.Length == 0)
        {
            return (null, [], []);
        }

        var series = valid.Select(Series).Distinct().ToList();
        // A series takes its variant's colour, as on every chart; the series of one variant are told apart by marker.
        Variant VariantOf(string line) => valid.First(c => Series(c) == line).Variant;
        int NumberOf(string line) => series.Take(series.IndexOf(line)).Count(other => VariantOf(other) == VariantOf(line));
        var percentiles = valid.SelectMany(c => new[] { (Roles.Writer, false), (Roles.Readers, true) }.Select(role => (c, Role: c.Role(role.Item1), role.Item2)))
            .Where(l => l.Role?.Distribution is not null)
            .OrderBy(l => l.c.Readers).ThenBy(l => series.IndexOf(Series(l.c))).ThenBy(l => l.Item3)
            .Select(l => new ConcurrencyCharts.PercentileLine(ReadersPanel(l.c.Readers), Series(l.c), l.c.Variant, l.Role!.Role, RoleLatency.DistributionPercentiles, l.Role.Distribution!, l.Item3, NumberOf(Series(l.c))))
            .ToArray();
        var throughput = series.SelectMany(line => _throughputRoles.Select(role =>
        {
            var points = valid.Where(c => Series(c) == line && c.Role(role) is not null).OrderBy(c => c.Readers).ToArray();
            return new ConcurrencyCharts.ThroughputLine($"{line} {role}", VariantOf(line), [.. points.Select(p => p.Readers)], [.. points.Select(p => p.Role(role)!.OpsPerSecond)], role == Roles.Readers, NumberOf(line));
        })).Where(l => l.Readers.Count > 0).ToArray();
        return (valid[0].Record!.Engine, percentiles, throughput);
    }

    // The recorded cases in the table's order.
    private static MeasuredCase[] Recorded(IReadOnlyList<MeasuredCase> cases) =>
        [.. cases.Where(c => c.Recording == LatencyRecording.On)
            .OrderBy(c => c.Variant.ToString(), StringComparer.Ordinal).ThenBy(c => !IsAsShipped(c.BusyTimeout)).ThenBy(c => c.Readers).ThenBy(c => ShapeOrder(c.Shape, c.Writer))];

    // A percentile panel's title: the reader threads beside the writer.
    private static string ReadersPanel(int readers) => readers switch
    {
        0 => "the writer alone",
        1 => "1 reader thread",
        _ => $"{readers} reader threads",
    };

    // A chart's line: the variant, the busy timeout where one was set, point readers alone.
    private static string Series(MeasuredCase c) => string.Join(" ", [c.Variant.ToString(), .. SettingWords(c)]);

    // No latencies: the role completed no operation, or was not timed.
    private static string NotRecorded(RoleLatency? role) => role is null ? "" : role.Operations == 0 ? "no operation completed" : "not recorded";
}
