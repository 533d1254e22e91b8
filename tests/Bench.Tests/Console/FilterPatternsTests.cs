using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Benchmarks;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>A filter pattern selects by benchmark name first, and by parameters only when it names no benchmark.</summary>
public sealed class FilterPatternsTests
{
    private static string[] Selected(params string[] patterns)
    {
        var config = ManualConfig.CreateEmpty().AddFilter(new GlobFilter(patterns));
        var runs = BenchmarkCatalog.Types.Select(t => BenchmarkConverter.TypeToBenchmarks(t, config)).Where(r => r.BenchmarksCases.Length > 0).ToArray();
        return [.. FilterPatterns.PreferNames(runs, patterns).SelectMany(r => r.BenchmarksCases).Select(c => c.DisplayInfo)];
    }

    [Fact]
    public void A_pattern_that_names_a_workload_does_not_also_select_a_variant_that_contains_it()
    {
        var cases = Selected("*Sync*");

        Assert.NotEmpty(cases);
        Assert.All(cases, c => Assert.StartsWith("Sync<", c, StringComparison.Ordinal));
    }

    [Fact]
    public void A_pattern_that_names_no_benchmark_still_selects_by_parameters()
    {
        var cases = Selected("*SyncOff*");

        Assert.NotEmpty(cases);
        Assert.All(cases, c => Assert.Contains("Variant=SyncOff", c, StringComparison.Ordinal));
    }

    [Fact]
    public void Patterns_add_up_each_read_its_own_way()
    {
        var cases = Selected("*Crud<MicrosoftSqlite*.Write*", "*Contacts<MicrosoftSqlite*Insert(Variant: Batch)*");

        Assert.Contains(cases, c => c.StartsWith("Crud<MicrosoftSqliteEngine>.Write", StringComparison.Ordinal));
        var contacts = Assert.Single(cases, c => c.StartsWith("Contacts", StringComparison.Ordinal));
        Assert.Contains("Insert", contacts, StringComparison.Ordinal);
        Assert.Contains("Variant=Batch", contacts, StringComparison.Ordinal);
    }
}
