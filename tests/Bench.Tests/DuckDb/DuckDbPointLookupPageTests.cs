using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Benchmarks.Lookup;
using EmbeddedDbBench.Console.Ycsb;
using EmbeddedDbBench.Tests.Console;

namespace EmbeddedDbBench.Tests.DuckDb;

/// <summary>
/// The native point lookup through the console's entry point, in process: W7's DuckDB case of a read-only
/// workload records the C API's lookup beside it, and the W7 page sets it beside DuckDB.NET's mean read.
/// </summary>
[Collection(nameof(ConsoleRuns))]
public sealed class DuckDbPointLookupPageTests
{
    // End to end, in process: the W7 DuckDB case of workload C records the C API's lookup and the W7 page splits it.
    [NativeFact(NativeBuild.PointLookup)]
    public void W7_s_DuckDB_workload_C_case_puts_the_C_API_lookup_on_the_W7_page()
    {
        Assert.Null(DuckDbPointLookup.MissingPrerequisite());
        using var artifacts = new TemporaryArtifacts();
        Environment.SetEnvironmentVariable(YcsbWorkloads.PropertiesVariable, "recordcount=1000;operationcount=500");
        try
        {
            Assert.Equal(0, SuiteRunner.Run(["--filter", "*Ycsb<DuckDbEngine>.Run(Workload: \"workloadc\", Variant: Default)*",
                "--warmupCount", "0", "--iterationCount", "1", "--invocationCount", "1", "--unrollFactor", "1", "--strategy", "Monitoring", "--inProcess"]));
        }
        finally
        {
            Environment.SetEnvironmentVariable(YcsbWorkloads.PropertiesVariable, null);
        }

        var page = artifacts.ReadSingle("ycsb-report.md");
        Assert.Contains("## Point lookup: the engine and the provider", page, StringComparison.Ordinal);
        Assert.Contains("| DuckDb | workloadc | Default |", page[page.IndexOf("## Point lookup", StringComparison.Ordinal)..], StringComparison.Ordinal);
    }
}
