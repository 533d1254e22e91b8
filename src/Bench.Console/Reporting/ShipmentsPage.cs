using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Reporting.Pages;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Core.Published;
using EmbeddedDbBench.Core.Shipments;
using static EmbeddedDbBench.Console.Reporting.Pages.Cells;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// W3's page (<c>artifacts/results/shipments-report.md</c>): the 2006 figures beside ours for the
/// import, the database size and each statement; the best import (Batch) against the naive one
/// (Default) per engine; the size on disk by file.
/// </summary>
public sealed class ShipmentsPage : IReportPage
{
    private const string Published = "2006, Athlon X2, RAID0";

    private static readonly ShipmentsStep[] _statements = [ShipmentsStep.Join1, ShipmentsStep.Join2, ShipmentsStep.Insert1, ShipmentsStep.Scan1, ShipmentsStep.Scan2, ShipmentsStep.Scan3];

    // The spec's published figures, ms (sizes in KB), exactly as it gives them.
    private static readonly Dictionary<ShipmentsStep, string> _publishedMs = new()
    {
        [ShipmentsStep.Import] = "SQLite 4,750 (x64 4,641), Jet 7,719, Firebird 39,094; VistaDB failed to import the YYYYMMDD dates",
        [ShipmentsStep.Join1] = "SQLite 156 (x64 172), Jet 453, Firebird 11,796",
        [ShipmentsStep.Join2] = "SQLite 782 (x64 734), Jet 2,047, Firebird 5,032",
        [ShipmentsStep.Insert1] = "all ~0",
        [ShipmentsStep.Scan1] = "SQLite 203, Jet 469, Firebird 593",
        [ShipmentsStep.Scan2] = "SQLite 109 (x64 94), Jet 171, Firebird 204",
        [ShipmentsStep.Scan3] = "SQLite 31, Jet 47, Firebird 62",
    };


    // The study's headline: Firebird 1.5 embedded 8.2x slower than SQLite to import, 76x on Join 1.
    private static readonly (ShipmentsStep Step, Variant Variant, string Published)[] _firebirdAgainstSqlite =
        [(ShipmentsStep.Import, Variant.Default, "39,094 / 4,750 = 8.2x"), (ShipmentsStep.Import, Variant.Batch, "39,094 / 4,750 = 8.2x"), (ShipmentsStep.Join1, Variant.Default, "11,796 / 156 = 75.6x")];

    /// <inheritdoc />
    public string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        var shipments = cases.Of(typeof(Shipments<>), typeof(ShipmentsImport<>), typeof(ShipmentsNaiveImport<>));
        if (shipments.Length == 0)
        {
            return null;
        }

        var document = new ReportDocument("W3 Shipments: import, size, joins and scans").Paragraph($"""
            Published figures are from {Published}; ours are the mean of
            the measured runs (see docs/workloads/shipments.md for the protocol). Times in ms.
            """);
        var imports = shipments.Where(c => c.Is(ShipmentsStep.Import)).OrderBy(EngineOf).ThenBy(c => c.Variant).ToArray();
        AppendImport(document, imports);
        AppendSizes(document, imports.Where(c => c.Record?.Storage is not null));
        AppendStatements(document, [.. shipments.Where(c => _statements.Any(c.Is))]);
        AppendFirebirdAgainstSqlite(document, shipments);
        return document.Save(resultsPath, "shipments-report")[0];
    }

    private static void AppendImport(ReportDocument document, MeasuredCase[] imports) => document
        .Heading(2, "Import of 297,450 rows (CSV read and parse included)")
        .Paragraph($"Published ({Published}): {_publishedMs[ShipmentsStep.Import]}.{WithoutNaiveImport(imports)}")
        .Table(
            imports,
            new("engine", EngineOf), new("variant", c => c.Variant.ToString()),
            new("method", c => c.Record?.BulkMethod ?? (c.Variant == Variant.Transaction ? "INSERT per row, one transaction" : "INSERT per row, autocommit")),
            new("ms", Ms, Right: true),
            new("rows/s", c => c is { IsValid: true, MeanNanoseconds: { } mean, Record.RowsPerRun: > 0 and var rows } ? Whole(RowRates.RowsPerSecond(mean, rows)) : "-", Right: true),
            new("runs", c => c.Record is { } record ? $"{record.ValidatedRuns} validated" : "no record"))
        .Heading(3, "Best import (Batch) against the naive one (Default)")
        .Table(
            imports.GroupBy(EngineOf).Select(engine => (Engine: engine.Key, Naive: engine.FirstOrDefault(c => c.Variant == Variant.Default), Best: engine.FirstOrDefault(c => c.Variant == Variant.Batch))),
            new("engine", e => e.Engine), new("Default ms", e => Ms(e.Naive), Right: true), new("Batch ms", e => Ms(e.Best), Right: true),
            new("Batch / Default", e => Ratio(e.Best, e.Naive)?.ToString("0.0000", CultureInfo.InvariantCulture) ?? "-", Right: true),
            new("speed-up", e => Factor(1 / Ratio(e.Best, e.Naive)), Right: true));

    // An engine whose naive import another engine's run stood for (Benchmarks/NaiveImportCases).
    private static string WithoutNaiveImport(MeasuredCase[] imports)
    {
        var without = imports.GroupBy(EngineOf).Where(e => e.All(c => c.Variant != Variant.Default)).Select(e => e.Key).ToArray();
        return without.Length == 0 ? "" : $" No naive import (Default) for {string.Join(", ", without)}: {NaiveImportCases.Note}";
    }

    private static void AppendSizes(ReportDocument document, IEnumerable<MeasuredCase> imports) => document
        .Heading(2, "Database size on disk after the import, KB")
        .Paragraph($"Published ({Published}): {string.Join(", ", ShipmentsPublished.Sizes.Select(s => $"{ShipmentsPublished.Label(s.Product)} {s.Kb}"))}.")
        .Table(
            imports.Select(c => (Case: c, Parts: c.Record!.Storage!, Main: c.Record.Storage!.OrderByDescending(p => p.Bytes).FirstOrDefault())),
            new("engine", s => EngineOf(s.Case)), new("variant", s => s.Case.Variant.ToString()),
            new("total KB", s => s.Main is null ? "-" : Kb(s.Parts.Sum(p => p.Bytes)), Right: true),
            new("main file KB", s => s.Main is null ? "-" : $"{Kb(s.Main.Bytes)} ({s.Main.Name})", Right: true),
            new("side files (WAL, journal)", s => s.Main is null ? "in memory: nothing on disk" : SideFiles(s.Parts, s.Main)));

    private static void AppendStatements(ReportDocument document, MeasuredCase[] queries)
    {
        if (queries.Length == 0)
        {
            return;
        }

        var columns = queries.Select(c => (Engine: EngineOf(c), c.Variant)).Distinct().OrderBy(k => k.Engine).ThenBy(k => k.Variant);
        document.Heading(2, "Joins, Insert 1 and scans, ms")
            .Table(
                _statements,
                [
                    new("test", s => s.ToString()), new($"published ({Published})", s => _publishedMs[s]),
                    .. columns.Select(k => new Column<ShipmentsStep>($"{k.Engine} {k.Variant}", s => Ms(queries.FirstOrDefault(c => c.Is(s) && EngineOf(c) == k.Engine && c.Variant == k.Variant)), Right: true)),
                ])
            .Paragraph("""
                Each SELECT is run with ExecuteReader, no parameters, Read() to the end and one column read per row;
                its row count and the checksum of that column are checked against values computed from the generator.
                """);
    }

    private static void AppendFirebirdAgainstSqlite(ReportDocument document, MeasuredCase[] cases)
    {
        var (sqlite, firebirds) = SqliteAndFirebirds([.. cases.GroupBy(EngineOf).OrderBy(e => e.Key).Select(e => (e.Key, e.First().Plan.Engine))]);
        if (sqlite is null || firebirds.Length == 0)
        {
            return;
        }

        MeasuredCase? Find(string engine, ShipmentsStep step, Variant variant) => cases.FirstOrDefault(c => EngineOf(c) == engine && c.Is(step) && c.Variant == variant);
        document.Heading(2, $"Firebird against SQLite ({sqlite}), 2006 and now").Table(
            _firebirdAgainstSqlite.SelectMany(row => firebirds.Select(firebird => (row.Step, row.Variant, row.Published, Firebird: firebird, Ours: Find(firebird, row.Step, row.Variant), Theirs: Find(sqlite, row.Step, row.Variant)))),
            new("test", r => r.Step.ToString()), new("variant", r => r.Variant.ToString()), new("2006: Firebird 1.5 embedded / SQLite", r => r.Published),
            new("engine", r => r.Firebird), new("Firebird ms", r => Ms(r.Ours), Right: true), new("SQLite ms", r => Ms(r.Theirs), Right: true),
            new("Firebird / SQLite", r => Factor(Ratio(r.Ours, r.Theirs)), Right: true));
    }

    // The first engine of the run that stands for the study's SQLite, and every one that stands for its Firebird 1.5 embedded (their facts say so).
    private static (string? Sqlite, string[] Firebirds) SqliteAndFirebirds(IReadOnlyList<(string Name, Engine Engine)> engines) =>
        (engines.FirstOrDefault(e => PublishedEngines.StandsFor(e.Engine, ShipmentsProduct.Sqlite)).Name,
            [.. engines.Where(e => PublishedEngines.StandsFor(e.Engine, ShipmentsProduct.Firebird15Embedded)).Select(e => e.Name)]);

    private static string EngineOf(MeasuredCase c) => c.EngineName;

    private static double? Ratio(MeasuredCase? c, MeasuredCase? baseline) =>
        c is { IsValid: true } && baseline is { IsValid: true } ? c.MeanNanoseconds / baseline.MeanNanoseconds : null;

    private static string Ms(MeasuredCase? c) => c switch
    {
        null => "-",
        { Record.Error: { } error } => "FAILED: " + error,
        { IsValid: true, MeanNanoseconds: { } mean } => (mean / 1e6).ToString(mean < 1e7 ? "N2" : "N0", CultureInfo.InvariantCulture),
        _ => "no result",
    };

    private static string SideFiles(IEnumerable<StoragePart> parts, StoragePart main) =>
        string.Join(", ", parts.Where(p => p != main).Select(p => $"{p.Name} {Kb(p.Bytes)}").DefaultIfEmpty("none"));

    private static string Kb(long bytes) => Whole(bytes / 1024.0);
}
