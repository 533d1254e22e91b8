using System.Globalization;
using System.Text;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Published;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W3's page (<c>artifacts/results/shipments-report.md</c>): the 2006 figures beside ours for the
/// import, the database size and each statement; the best import (Batch) against the naive one
/// (Default) per engine; the size on disk by file.
/// </summary>
public sealed class ShipmentsPage : IReportPage
{
    private const string Published = "2006, Athlon X2, RAID0";

    private static readonly string[] _workloads = ["Shipments", "ShipmentsImport", "ShipmentsNaiveImport"];

    private static readonly string[] _statements = ["Join1", "Join2", "Insert1", "Scan1", "Scan2", "Scan3"];

    // The spec's published figures, ms (sizes in KB), exactly as it gives them.
    private static readonly Dictionary<string, string> _publishedMs = new()
    {
        ["Import"] = "SQLite 4,750 (x64 4,641), Jet 7,719, Firebird 39,094; VistaDB failed to import the YYYYMMDD dates",
        ["Join1"] = "SQLite 156 (x64 172), Jet 453, Firebird 11,796",
        ["Join2"] = "SQLite 782 (x64 734), Jet 2,047, Firebird 5,032",
        ["Insert1"] = "all ~0",
        ["Scan1"] = "SQLite 203, Jet 469, Firebird 593",
        ["Scan2"] = "SQLite 109 (x64 94), Jet 171, Firebird 204",
        ["Scan3"] = "SQLite 31, Jet 47, Firebird 62",
    };

    /// <inheritdoc />
    public string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        var shipments = cases.Where(c => _workloads.Contains(c.Workload)).ToArray();
        if (shipments.Length == 0)
        {
            return null;
        }

        var page = new StringBuilder()
            .AppendLine("# W3 Shipments: import, size, joins and scans")
            .AppendLine()
            .AppendLine($"Run at {DateTime.UtcNow:yyyy-MM-dd HH:mm} UTC. Published figures are from {Published}; ours are the mean of")
            .AppendLine("the measured runs (see docs/workloads/shipments.md for the protocol). Times in ms.")
            .AppendLine();
        WriteImport(page, shipments);
        WriteSizes(page, shipments);
        WriteStatements(page, shipments);
        WriteFirebirdAgainstSqlite(page, shipments);
        var path = Path.Combine(resultsPath, "shipments-report.md");
        File.WriteAllText(path, page.ToString());
        return path;
    }

    private static void WriteImport(StringBuilder page, IReadOnlyList<MeasuredCase> cases)
    {
        var imports = cases.Where(c => c.Step == "Import").OrderBy(EngineOf).ThenBy(c => VariantOf(c)).ToArray();
        page.AppendLine("## Import of 297,450 rows (CSV read and parse included)")
            .AppendLine()
            .AppendLine($"Published ({Published}): {_publishedMs["Import"]}.")
            .AppendLine()
            .AppendLine("| engine | variant | method | ms | rows/s | runs |")
            .AppendLine("|---|---|---|---:|---:|---|");
        foreach (var c in imports)
        {
            var method = c.Record?.BulkMethod ?? (VariantOf(c) == Variant.Transaction ? "INSERT per row, one transaction" : "INSERT per row, autocommit");
            page.AppendLine($"| {EngineOf(c)} | {VariantOf(c)} | {method} | {Ms(c)} | {RowsPerSecond(c)} | {Runs(c)} |");
        }

        page.AppendLine()
            .AppendLine("### Best import (Batch) against the naive one (Default)")
            .AppendLine()
            .AppendLine("| engine | Default ms | Batch ms | Batch / Default | speed-up |")
            .AppendLine("|---|---:|---:|---:|---:|");
        foreach (var engine in imports.GroupBy(EngineOf))
        {
            var naive = engine.FirstOrDefault(c => VariantOf(c) == Variant.Default);
            var best = engine.FirstOrDefault(c => VariantOf(c) == Variant.Batch);
            var ratio = best is { IsValid: true } && naive is { IsValid: true } ? best.MeanNanoseconds / naive.MeanNanoseconds : null;
            page.AppendLine($"| {engine.Key} | {Ms(naive)} | {Ms(best)} | {Format(ratio, "0.0000")} | {Format(1 / ratio, "0.0'x'")} |");
        }

        page.AppendLine();
    }

    private static void WriteSizes(StringBuilder page, IReadOnlyList<MeasuredCase> cases)
    {
        page.AppendLine("## Database size on disk after the import, KB")
            .AppendLine()
            .AppendLine($"Published ({Published}): {string.Join(", ", ShipmentsPublished.Sizes.Select(s => $"{ShipmentsPublished.Label(s.Product)} {s.Kb}"))}.")
            .AppendLine()
            .AppendLine("| engine | variant | total KB | main file KB | side files (WAL, journal) |")
            .AppendLine("|---|---|---:|---:|---|");
        foreach (var c in cases.Where(c => c.Step == "Import" && c.Record?.Storage is not null).OrderBy(EngineOf).ThenBy(VariantOf))
        {
            var parts = c.Record!.Storage!;
            if (parts.Count == 0)
            {
                page.AppendLine($"| {EngineOf(c)} | {VariantOf(c)} | - | - | in memory: nothing on disk |");
                continue;
            }

            var main = parts.OrderByDescending(p => p.Bytes).First();
            var side = parts.Where(p => p != main).Select(p => $"{p.Name} {Kb(p.Bytes)}").DefaultIfEmpty("none");
            page.AppendLine($"| {EngineOf(c)} | {VariantOf(c)} | {Kb(parts.Sum(p => p.Bytes))} | {Kb(main.Bytes)} ({main.Name}) | {string.Join(", ", side)} |");
        }

        page.AppendLine();
    }

    private static void WriteStatements(StringBuilder page, IReadOnlyList<MeasuredCase> cases)
    {
        var queries = cases.Where(c => _statements.Contains(c.Step)).ToArray();
        if (queries.Length == 0)
        {
            return;
        }

        var columns = queries.Select(c => (Engine: EngineOf(c), Variant: VariantOf(c))).Distinct().OrderBy(k => k.Engine).ThenBy(k => k.Variant).ToArray();
        page.AppendLine("## Joins, Insert 1 and scans, ms")
            .AppendLine()
            .AppendLine($"| test | published ({Published}) | {string.Join(" | ", columns.Select(k => $"{k.Engine} {k.Variant}"))} |")
            .AppendLine($"|---|---|{string.Concat(columns.Select(_ => "---:|"))}");
        foreach (var step in _statements)
        {
            var cells = columns.Select(k => Ms(queries.FirstOrDefault(c => c.Step == step && EngineOf(c) == k.Engine && VariantOf(c) == k.Variant)));
            page.AppendLine($"| {step} | {_publishedMs[step]} | {string.Join(" | ", cells)} |");
        }

        page.AppendLine()
            .AppendLine("Each SELECT is run with ExecuteReader, no parameters, Read() to the end and one column read per row;")
            .AppendLine("its row count and the checksum of that column are checked against values computed from the generator.");
    }

    // The study's headline: Firebird 1.5 embedded 8.2x slower than SQLite to import, 76x on Join 1.
    private static void WriteFirebirdAgainstSqlite(StringBuilder page, IReadOnlyList<MeasuredCase> cases)
    {
        var engines = cases.Select(EngineOf).Distinct().Order().ToArray();
        var sqlite = engines.FirstOrDefault(e => PublishedEngines.StandsFor(e, ShipmentsProduct.Sqlite));
        var firebirds = engines.Where(e => PublishedEngines.StandsFor(e, ShipmentsProduct.Firebird15Embedded)).ToArray();
        if (sqlite is null || firebirds.Length == 0)
        {
            return;
        }

        page.AppendLine().AppendLine($"## Firebird against SQLite ({sqlite}), 2006 and now").AppendLine()
            .AppendLine("| test | variant | 2006: Firebird 1.5 embedded / SQLite | engine | Firebird ms | SQLite ms | Firebird / SQLite |")
            .AppendLine("|---|---|---|---|---:|---:|---:|");
        foreach (var (step, variant, published) in (ReadOnlySpan<(string, Variant, string)>)
            [("Import", Variant.Default, "39,094 / 4,750 = 8.2x"), ("Import", Variant.Batch, "39,094 / 4,750 = 8.2x"), ("Join1", Variant.Default, "11,796 / 156 = 75.6x")])
        {
            var theirs = Find(cases, sqlite, step, variant);
            foreach (var firebird in firebirds)
            {
                var ours = Find(cases, firebird, step, variant);
                var factor = ours is { IsValid: true } && theirs is { IsValid: true } ? ours.MeanNanoseconds / theirs.MeanNanoseconds : null;
                page.AppendLine($"| {step} | {variant} | {published} | {firebird} | {Ms(ours)} | {Ms(theirs)} | {Format(factor, "0.0'x'")} |");
            }
        }
    }

    private static MeasuredCase? Find(IReadOnlyList<MeasuredCase> cases, string engine, string step, Variant variant) =>
        cases.FirstOrDefault(c => EngineOf(c) == engine && c.Step == step && VariantOf(c) == variant);

    private static string EngineOf(MeasuredCase c) => c.Record?.Engine ?? c.EngineType;

    private static Variant VariantOf(MeasuredCase c) => Enum.TryParse<Variant>(c["Variant"], out var v) ? v : Variant.Default;

    private static string Ms(MeasuredCase? c) => c switch
    {
        null => "-",
        { Record.Error: { } error } => "FAILED: " + error.Replace('|', '/'),
        { IsValid: true, MeanNanoseconds: { } mean } => (mean / 1e6).ToString(mean < 1e7 ? "N2" : "N0", CultureInfo.InvariantCulture),
        _ => "no result",
    };

    private static string RowsPerSecond(MeasuredCase c) =>
        c is { IsValid: true, MeanNanoseconds: { } mean, Record.RowsPerRun: > 0 and var rows }
            ? RowRates.RowsPerSecond(mean, rows).ToString("N0", CultureInfo.InvariantCulture)
            : "-";

    private static string Runs(MeasuredCase c) => c.Record is { } record ? $"{record.ValidatedRuns} validated" : "no record";

    private static string Kb(long bytes) => (bytes / 1024.0).ToString("N0", CultureInfo.InvariantCulture);

    private static string Format(double? value, string format) => value?.ToString(format, CultureInfo.InvariantCulture) ?? "-";
}
