using System.Globalization;
using EmbeddedDbBench.Console.Reporting.Pages;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core.Ledger;
using static EmbeddedDbBench.Console.Reporting.ConcurrencyPage;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>One engine's part of W6's page: the table, the settings read back, the recording's cost, the charts.</summary>
public static class ConcurrencySection
{
    private static readonly string[] _throughputRoles = ["writer", "readers"];

    /// <summary>Appends the section for <paramref name="cases"/>, one engine's W6 cases.</summary>
    public static void Append(ReportDocument document, string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(document);
        ArgumentNullException.ThrowIfNull(cases);
        var recorded = cases.Where(c => c["Recording"] == "On").OrderBy(c => c["Variant"], StringComparer.Ordinal).ThenBy(Readers).ToArray();
        var first = cases.FirstOrDefault(c => c.Record is not null)?.Record;
        document.Heading(2, $"{first?.Engine ?? cases[0].EngineType}: {first?.ServerVersion} through {first?.Provider}");
        document.Table(recorded, Columns(recorded));
        document.List(cases.Where(c => c.Record?.ConcurrencySettings is not null).GroupBy(c => c["Variant"])
            .Select(g => $"{g.Key}: read back on a reader's connection: {g.First().Record!.ConcurrencySettings}; variant settings: {g.First().Record!.Settings}"));
        foreach (var line in ConcurrencyRecordingCost.Lines(cases))
        {
            document.Paragraph(line);
        }

        var failed = cases.Where(c => !c.IsValid).Select(c => $"readers {c["Readers"]}, {c["Variant"]}, recording {c["Recording"]}: {c.Record?.Error ?? "no result"}").ToArray();
        if (failed.Length > 0)
        {
            document.List(failed.Select(f => "failed: " + f));
        }

        AppendCharts(document, resultsPath, recorded);
    }

    private static Column<MeasuredCase>[] Columns(IReadOnlyList<MeasuredCase> all) =>
    [
        new("readers", c => c["Readers"] ?? ""), new("variant", c => c["Variant"] ?? ""),
        new("writer ops/s", c => Role(c, "writer") is { } writer ? Rate(writer.OpsPerSecond) : "failed"),
        new("writer slowdown", c => Role(c, "writer") is { OpsPerSecond: > 0 } writer && Role(all.FirstOrDefault(a => a["Variant"] == c["Variant"] && a["Readers"] == "0"), "writer") is { OpsPerSecond: > 0 } alone
            ? (writer.OpsPerSecond / alone.OpsPerSecond).ToString("0.00", CultureInfo.InvariantCulture) + "x"
            : ""),
        new("applied", c => Role(c, "writer") is { } writer ? $"{writer.Operations:N0} / {writer.Planned:N0}" : ""),
        new("reader ops/s", c => Role(c, "readers") is { } readers ? Rate(readers.OpsPerSecond) : ""),
        new("writer p50 / p99 / p99.9 / max", c => Role(c, "writer") is { Recorded: true } writer
            ? $"{Microseconds(writer.P50)} / {Microseconds(writer.P99)} / {Microseconds(writer.P999)} / {Microseconds(writer.Max)}"
            : NotRecorded(Role(c, "writer"))),
        new("reader p99 / max", c => Role(c, "readers") is { Recorded: true } readers ? $"{Microseconds(readers.P99)} / {Microseconds(readers.Max)}" : NotRecorded(Role(c, "readers"))),
        new("aggregate p99", c => Role(c, "aggregate") is { Recorded: true } aggregate ? Microseconds(aggregate.P99) : NotRecorded(Role(c, "aggregate"))),
        new("writer errors", c => Errors(Role(c, "writer"))), new("reader errors", c => Errors(Role(c, "readers"))),
        new("runs", c => Role(c, "writer")?.Runs.ToString(CultureInfo.InvariantCulture) ?? ""),
    ];

    private static void AppendCharts(ReportDocument document, string resultsPath, IReadOnlyList<MeasuredCase> recorded)
    {
        var valid = recorded.Where(c => c.IsValid && Role(c, "writer") is { Recorded: true }).ToArray();
        if (valid.Length == 0)
        {
            return;
        }

        var engine = valid[0].Record!.Engine;
        var variants = valid.Select(c => c["Variant"]!).Distinct().ToList();
        var percentiles = valid.SelectMany(c => new[] { ("writer", false), ("readers", true) }.Select(role => (c, Role: Role(c, role.Item1), role.Item2)))
            .Where(l => l.Role?.Distribution is not null)
            .Select(l => new ConcurrencyCharts.PercentileLine($"{l.c["Variant"]}, R={l.c["Readers"]}, {l.Role!.Role}", variants.IndexOf(l.c["Variant"]!), RoleLatency.DistributionPercentiles, l.Role.Distribution!, l.Item3))
            .ToArray();
        document.Image(Path.Combine(resultsPath, $"concurrency-{engine}-percentiles.png"),
            ConcurrencyCharts.Percentiles($"W6 on {engine}: latency by percentile (writer solid, readers dashed)", percentiles), $"W6 latency by percentile on {engine}");
        var throughput = variants.SelectMany(variant => _throughputRoles.Select(role =>
        {
            var points = valid.Where(c => c["Variant"] == variant && Role(c, role) is not null).OrderBy(Readers).ToArray();
            return new ConcurrencyCharts.ThroughputLine($"{variant} {role}", variants.IndexOf(variant), [.. points.Select(Readers)], [.. points.Select(p => Role(p, role)!.OpsPerSecond)], role == "readers");
        })).Where(l => l.Readers.Count > 0).ToArray();
        document.Image(Path.Combine(resultsPath, $"concurrency-{engine}-throughput.png"),
            ConcurrencyCharts.Throughput($"W6 on {engine}: operations per second by reader threads", throughput), $"W6 throughput by readers on {engine}");
    }

    // No latencies: the role completed no operation (a writer starved from its first), or was not timed.
    private static string NotRecorded(RoleLatency? role) => role is null ? "" : role.Operations == 0 ? "no operation completed" : "not recorded";

    private static int Readers(MeasuredCase c) => int.Parse(c["Readers"] ?? "0", CultureInfo.InvariantCulture);

    /// <summary>The ledger's figures for <paramref name="role"/> in <paramref name="c"/>, or null.</summary>
    public static RoleLatency? Role(MeasuredCase? c, string role) => c?.Record?.Latencies?.FirstOrDefault(r => r.Role == role);
}
