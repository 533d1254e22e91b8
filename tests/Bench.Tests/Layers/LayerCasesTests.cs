using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Benchmarks.Layers;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteRaw;

namespace EmbeddedDbBench.Tests.Layers;

/// <summary>'*Sqlite*' runs the layers' core set, a filter naming the layers or --job full runs them all, and the providers' matching cases join.</summary>
public sealed class LayerCasesTests
{
    private static readonly CasePlanner _planner = new();

    private static readonly ManualConfig _config = ManualConfig.CreateEmpty().AddFilter(_planner.Filter);

    private static BenchmarkRunInfo[] Runs(params Type[] types) =>
        [.. types.Select(t => BenchmarkConverter.TypeToBenchmarks(t, _config)).Where(r => r.BenchmarksCases.Length > 0)];

    private static BenchmarkRunInfo[] LayerRuns() =>
        Runs([.. BenchmarkCatalog.Types.Where(t => Runs(t).SelectMany(r => r.BenchmarksCases).Any(IsLayer))]);

    private static bool IsLayer(BenchmarkCase benchmarkCase) => _planner.Plan(benchmarkCase).IsLayer;

    [Fact]
    public void A_filter_that_does_not_name_the_layers_runs_their_core_set()
    {
        var planner = new CasePlanner(SuiteJob.Planned, ["*Sqlite*"]);

        var kept = LayerCases.Select(LayerRuns(), planner, _config).SelectMany(r => r.BenchmarksCases).Select(planner.Plan).Where(c => c.IsLayer).ToArray();

        // Seven core cases per layer (raw, sqlite-net, Dapper, linq2db, EF Core), and the native floor's two.
        Assert.Equal(NativeFloor.MissingPrerequisite() is null ? 37 : 35, kept.Length);
        Assert.All(kept, c => Assert.True(c.InCoreSet, c.ToString()));
    }

    [Theory]
    [InlineData("*Layers*", SuiteJob.Planned)]
    [InlineData("*Sqlite*", SuiteJob.Full)]
    public void The_layers_filter_or_the_full_job_runs_every_layer_case(string pattern, SuiteJob job)
    {
        var all = LayerRuns().SelectMany(r => r.BenchmarksCases).Count(IsLayer);

        var kept = LayerCases.Select(LayerRuns(), new CasePlanner(job, [pattern]), _config).SelectMany(r => r.BenchmarksCases).Count(IsLayer);

        Assert.Equal(NativeFloor.MissingPrerequisite() is null ? all : all - 3, kept);
    }

    [Fact]
    public void A_layer_case_brings_both_providers_cases_of_its_step_and_variant()
    {
        var raw = Runs(typeof(Contacts<SqliteLayersRawEngine>));
        var insert = raw.Select(r => new BenchmarkRunInfo(
            [.. r.BenchmarksCases.Where(c => c.Descriptor.WorkloadMethod.Name == "Insert" && Equals(c.Parameters["Variant"], Core.Variant.Batch))], r.Type, r.Config)).ToArray();

        var joined = LayerCases.Select(insert, new CasePlanner(SuiteJob.Planned, ["*Layers*"]), _config).SelectMany(r => r.BenchmarksCases)
            .Select(c => $"{c.Descriptor.Type.Name.Split('`')[0]}<{c.Descriptor.Type.GetGenericArguments()[0].Name}>.{c.Descriptor.WorkloadMethod.Name}/{c.Parameters["Variant"]}")
            .Order(StringComparer.Ordinal);

        Assert.Equal(
            ["Contacts<MicrosoftSqliteEngine>.Insert/Batch", "Contacts<SqliteLayersRawEngine>.Insert/Batch", "Contacts<SystemDataSqliteEngine>.Insert/Batch"],
            joined);
    }

    [Fact]
    public void Only_the_page_cases_are_on_the_layers_page()
    {
        var provider = Runs(typeof(Contacts<MicrosoftSqliteEngine>)).SelectMany(r => r.BenchmarksCases).ToArray();

        Assert.Contains(provider.Select(_planner.Plan), c => c.OnLayersPage && c.Variant == Core.Variant.Transaction);
        Assert.DoesNotContain(provider.Select(_planner.Plan), c => c.OnLayersPage && c.Variant == Core.Variant.Wal);
    }
}
