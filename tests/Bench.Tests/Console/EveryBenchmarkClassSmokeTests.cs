using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Ycsb;
using EmbeddedDbBench.Core.Sensors;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// Every benchmark class run through the console's entry point in process on SQLite, one cheap
/// case each, with two measured runs: the report must carry a validated measurement, so a method
/// whose name is not its step, or a query class's kept database, fails here and not in a user's run.
/// </summary>
[Collection(nameof(ConsoleRuns))]
public sealed class EveryBenchmarkClassSmokeTests
{
    private static readonly string[] _twoRuns = ["--warmupCount", "0", "--iterationCount", "2", "--invocationCount", "1", "--unrollFactor", "1", "--strategy", "Monitoring", "--inProcess"];

    private const string Engine = nameof(MicrosoftSqliteEngine);

    // The classes of the SQLite layers' native floor: their program is built with gcc.
    private static readonly string[] _nativeFloor = ["ContactsSqliteLayersNativeC", "CrudSqliteLayersNativeC"];

    private static readonly Dictionary<string, string> _cheap = new()
    {
        ["Concurrency"] = $"*Concurrency<{Engine}>.Writes(Readers: 1, Recording: On, BusyTimeout: AsShipped, Shape: PointsAndAggregate, Writer: ClosedLoop, Variant: Wal)*",
        ["Contacts"] = $"*Contacts<{Engine}>.SelectByZip(Variant: Wal)*",
        ["Crud"] = $"*Crud<{Engine}>.Read(N: 200, Variant: Batch)*",
        ["Matrix"] = $"*Matrix<{Engine}>.ByOne(Variant: Memory)*",
        ["SensorsKeyed"] = $"*SensorsKeyed<{Engine}>.Update(N: 1000, Table: Keyed, Variant: Memory)*",
        ["SensorsQueries"] = $"*SensorsQueries<{Engine}>.Outages(N: 1000, Table: Unkeyed, Variant: Default)*",
        ["Shipments"] = $"*Shipments<{Engine}>.Scan3(Variant: Memory)*",
        ["ShipmentsImport"] = $"*ShipmentsImport<{Engine}>.Import(Variant: Memory)*",
        ["ShipmentsNaiveImport"] = "",
        ["Writers"] = $"*Writers<{Engine}>.Transfers(W: 2, BusyTimeout: FiveSeconds, Start: Immediate, Retry: None, Host: Threads, Variant: Wal)*",
        ["Ycsb"] = $"*Ycsb<{Engine}>.Run(Workload: \"workloadc\", Variant: Wal)*",
        // W2's sync needs a server (a throwaway PostgreSQL here); its tuned delete is the cheapest case.
        ["Sync"] = "*Sync<PostgresEngine>.DeleteByZip(Method: Tuned, Source: MicrosoftData, Variant: Wal)*",
        ["ContactsPlainLoopSqlite"] = "*ContactsPlainLoopSqlite.Insert*",
        ["CrudPlainLoopSqlite"] = "*CrudPlainLoopSqlite.Write*",
        ["ContactsSqliteLayersNativeC"] = "*ContactsSqliteLayersNativeC.Insert*",
        ["CrudSqliteLayersNativeC"] = "*CrudSqliteLayersNativeC.Write(N: 200*",
    };

    public static TheoryData<string, string> OneCasePerClass()
    {
        var data = new TheoryData<string, string>();
        foreach (var type in BenchmarkCatalog.Workloads.Concat(BenchmarkCatalog.References))
        {
            var name = type.Name.Split('`')[0];
            // W3's naive import is minutes of single-row commits by design; its class shares
            // ShipmentsImport's step and setup, which the import case above runs.
            if (!_cheap.TryGetValue(name, out var filter))
            {
                throw new InvalidOperationException($"{name}: add a cheap case to this smoke test.");
            }

            if (filter.Length > 0 && !_nativeFloor.Contains(name))
            {
                data.Add(name, filter);
            }
        }

        return data;
    }

    // The native floor's classes, whose program gcc builds: run where it can be built (always under CI on Linux).
    public static TheoryData<string, string> OneCasePerNativeFloorClass()
    {
        var data = new TheoryData<string, string>();
        Array.ForEach(_nativeFloor, name => data.Add(name, _cheap[name]));
        return data;
    }

    [Theory]
    [MemberData(nameof(OneCasePerClass))]
    public void The_benchmark_class_runs_two_validated_iterations_end_to_end(string benchmarkClass, string filter) =>
        RunsTwoValidatedIterations(benchmarkClass, filter);

    [NativeTheory(NativeBuild.Floor)]
    [MemberData(nameof(OneCasePerNativeFloorClass))]
    public void The_native_floor_class_runs_two_validated_iterations_end_to_end(string benchmarkClass, string filter)
    {
        Assert.Null(NativeBuildSkip.Missing(NativeBuild.Floor));
        RunsTwoValidatedIterations(benchmarkClass, filter);
    }

    private static void RunsTwoValidatedIterations(string benchmarkClass, string filter)
    {
        using var artifacts = new TemporaryArtifacts();
        var scales = Environment.GetEnvironmentVariable(SensorScales.Variable);
        Environment.SetEnvironmentVariable(SensorScales.Variable, "1000");
        // W7's 100,000 records scaled down, as a user would with --ycsb-property.
        Environment.SetEnvironmentVariable(YcsbWorkloads.PropertiesVariable, "recordcount=1000;operationcount=1000");
        try
        {
            Assert.Equal(0, SuiteRunner.Run(["--filter", filter, .. _twoRuns]));
        }
        finally
        {
            Environment.SetEnvironmentVariable(SensorScales.Variable, scales);
            Environment.SetEnvironmentVariable(YcsbWorkloads.PropertiesVariable, null);
        }

        var markdown = artifacts.ReadSingle($"*{benchmarkClass}*-report-github.md");
        Assert.Contains("ok (2 runs)", markdown, StringComparison.Ordinal);
        Assert.DoesNotContain("FAILED", markdown, StringComparison.Ordinal);
    }
}
