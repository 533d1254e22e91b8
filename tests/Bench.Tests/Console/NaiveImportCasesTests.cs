using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Console;

public sealed class NaiveImportCasesTests
{
    private static BenchmarkRunInfo Run(Type type) => BenchmarkConverter.TypeToBenchmarks(type, ManualConfig.CreateEmpty());

    private static readonly string[] _shipments = ["*Shipments*"];

    private static Type[] Types(IEnumerable<BenchmarkRunInfo> runs) => [.. runs.SelectMany(r => r.BenchmarksCases).Select(c => c.Descriptor.Type).Distinct()];

    [Fact]
    public void A_planned_run_of_both_sqlite_providers_imports_naively_on_one_and_says_so()
    {
        var note = new StringWriter();
        var runs = new[] { Run(typeof(ShipmentsNaiveImport<MicrosoftSqliteEngine>)), Run(typeof(ShipmentsNaiveImport<SystemDataSqliteEngine>)), Run(typeof(ShipmentsImport<SystemDataSqliteEngine>)) };

        var selected = NaiveImportCases.Select(runs, plannedJob: true, _shipments, note);

        Assert.Equal([typeof(ShipmentsNaiveImport<MicrosoftSqliteEngine>), typeof(ShipmentsImport<SystemDataSqliteEngine>)], Types(selected));
        Assert.Contains("same e_sqlite3", note.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Another_job_or_one_provider_alone_keeps_every_naive_import()
    {
        var both = new[] { Run(typeof(ShipmentsNaiveImport<MicrosoftSqliteEngine>)), Run(typeof(ShipmentsNaiveImport<SystemDataSqliteEngine>)) };
        var systemDataAlone = new[] { Run(typeof(ShipmentsNaiveImport<SystemDataSqliteEngine>)) };

        Assert.Equal(2, Types(NaiveImportCases.Select(both, plannedJob: false, ["*Sqlite*"])).Length);
        Assert.Equal([typeof(ShipmentsNaiveImport<SystemDataSqliteEngine>)], Types(NaiveImportCases.Select(systemDataAlone, plannedJob: true, _shipments)));
    }

    [Fact]
    public void A_planned_filter_that_does_not_name_w3_leaves_the_naive_import_out_and_says_so()
    {
        var note = new StringWriter();
        var runs = new[] { Run(typeof(ShipmentsNaiveImport<MicrosoftSqliteEngine>)), Run(typeof(ShipmentsNaiveImport<SystemDataSqliteEngine>)), Run(typeof(ShipmentsImport<SystemDataSqliteEngine>)) };

        var card = NaiveImportCases.Select(runs, plannedJob: true, ["*Sqlite*"], note);
        var full = NaiveImportCases.Select(runs, plannedJob: false, ["*Sqlite*"]);

        Assert.Equal([typeof(ShipmentsImport<SystemDataSqliteEngine>)], Types(card));
        Assert.Contains("left out", note.ToString(), StringComparison.Ordinal);
        Assert.Equal(3, Types(full).Length);
    }
}
