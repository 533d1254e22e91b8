using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Concurrency;

/// <summary>
/// W6's cases: the busy timeout runs recorded, with readers, on engines that have one; elsewhere it is
/// n/a, filtered out and listed with the engine's reason.
/// </summary>
public sealed class ConcurrencyCasesTests
{
    private static readonly ManualConfig _config = ManualConfig.CreateEmpty().AddFilter(new CasePlanner().Filter);

    private static string[] Cases(Type type) =>
        [.. BenchmarkConverter.TypeToBenchmarks(type, _config).BenchmarksCases
            .Select(c => $"{c.Parameters["Variant"]} R={c.Parameters["Readers"]} {c.Parameters["Recording"]} {c.Parameters["BusyTimeout"]} {c.Parameters["Shape"]} {c.Parameters["Writer"]}")
            .Order(StringComparer.Ordinal)];

    [Fact]
    public void SQLite_runs_the_busy_timeout_recorded_beside_readers_under_both_journal_modes()
    {
        var cases = Cases(typeof(Concurrency<MicrosoftSqliteEngine>));

        Assert.Equal(30, cases.Length);
        Assert.Equal(
            ["Default R=1 On FiveSeconds PointsAndAggregate ClosedLoop", "Default R=16 On FiveSeconds PointsAndAggregate ClosedLoop", "Default R=4 On FiveSeconds PointsAndAggregate ClosedLoop",
                "Wal R=1 On FiveSeconds PointsAndAggregate ClosedLoop", "Wal R=16 On FiveSeconds PointsAndAggregate ClosedLoop", "Wal R=4 On FiveSeconds PointsAndAggregate ClosedLoop"],
            cases.Where(c => c.EndsWith("FiveSeconds PointsAndAggregate ClosedLoop", StringComparison.Ordinal)));
        // Point readers alone, paced or in processes: four readers, recorded, under both journal modes, with and without the busy timeout.
        foreach (var shape in (string[])["PointsOnly", "PacedPoints", "PointProcesses"])
        {
            Assert.Equal(
                [$"Default R=4 On AsShipped {shape} ClosedLoop", $"Default R=4 On FiveSeconds {shape} ClosedLoop", $"Wal R=4 On AsShipped {shape} ClosedLoop", $"Wal R=4 On FiveSeconds {shape} ClosedLoop"],
                cases.Where(c => c.EndsWith($" {shape} ClosedLoop", StringComparison.Ordinal)));
        }

        // The open-loop writer beside the main table's four readers, with the busy timeout (as shipped, Default's closed writer starves).
        Assert.Equal(["Default R=4 On FiveSeconds PointsAndAggregate OpenLoop", "Wal R=4 On FiveSeconds PointsAndAggregate OpenLoop"],
            cases.Where(c => c.EndsWith("OpenLoop", StringComparison.Ordinal)));
    }

    [Fact]
    public void The_second_SQLite_provider_runs_the_new_shapes_with_the_busy_timeout_only()
    {
        var cases = Cases(typeof(Concurrency<SystemDataSqliteEngine>));

        Assert.Equal(26, cases.Length);
        Assert.Equal(
            ["Default R=4 On FiveSeconds PacedPoints ClosedLoop", "Default R=4 On FiveSeconds PointProcesses ClosedLoop", "Default R=4 On FiveSeconds PointsAndAggregate OpenLoop",
                "Wal R=4 On FiveSeconds PacedPoints ClosedLoop", "Wal R=4 On FiveSeconds PointProcesses ClosedLoop", "Wal R=4 On FiveSeconds PointsAndAggregate OpenLoop"],
            cases.Where(c => c.Contains("Paced", StringComparison.Ordinal) || c.Contains("Processes", StringComparison.Ordinal) || c.EndsWith("OpenLoop", StringComparison.Ordinal)));
    }

    [Fact]
    public void An_engine_with_no_lock_wait_to_set_runs_as_shipped_and_lists_the_busy_timeout_as_na_with_its_reason()
    {
        var cases = Cases(typeof(Concurrency<PostgresEngine>));
        var listed = NotApplicableSteps.All().Where(n => n.Engine is PostgresEngine && n.Benchmark == "Concurrency").ToArray();

        Assert.All(cases, c => Assert.Contains("AsShipped", c, StringComparison.Ordinal));
        // The seven as before, paced readers and the open-loop writer; no reader processes.
        Assert.Equal(9, cases.Length);
        Assert.Contains("Default R=4 On AsShipped PacedPoints ClosedLoop", cases);
        Assert.Contains("Default R=4 On AsShipped PointsAndAggregate OpenLoop", cases);
        Assert.Equal(["BusyTimeout: FiveSeconds", "Shape: PointProcesses"], listed.Select(n => n.Variants).Order(StringComparer.Ordinal));
        Assert.Equal(new PostgresEngine().LockWait.NotApplicableReason, listed.Single(n => n.Variants.StartsWith("BusyTimeout", StringComparison.Ordinal)).Reason);
        Assert.Equal(new PostgresEngine().ReaderProcessesNotApplicable, listed.Single(n => n.Variants.StartsWith("Shape", StringComparison.Ordinal)).Reason);
    }

    [Fact]
    public void Runs_the_workload_bounds_get_two_runs_without_warm_up_whatever_a_commit_costs()
    {
        // A commit so cheap that 1,000 of them foresee 1 ms: only the workload's own bound can make a run long.
        var planner = new CasePlanner(SuiteJob.Planned, commitCosts: new CommitCosts((_, _) => new CommitCost(0.000001, 0.01)));
        var protocols = BenchmarkConverter.TypeToBenchmarks(typeof(Concurrency<MicrosoftSqliteEngine>), ManualConfig.CreateEmpty().AddFilter(planner.Filter)).BenchmarksCases
            .ToDictionary(
                c => $"{c.Parameters["Variant"]} R={c.Parameters["Readers"]} {c.Parameters["Recording"]} {c.Parameters["BusyTimeout"]} {c.Parameters["Shape"]} {c.Parameters["Writer"]}",
                c => planner.Plan(c).Protocol!);

        var starvable = protocols["Default R=4 On AsShipped PointsAndAggregate ClosedLoop"];
        Assert.Equal((0, 2), (starvable.WarmupRuns, starvable.MeasuredRuns));
        Assert.Contains("the writer's 10 s deadline", starvable.Reason, StringComparison.Ordinal);
        var openLoop = protocols["Default R=4 On FiveSeconds PointsAndAggregate OpenLoop"];
        Assert.Equal((0, 2, 5.0), (openLoop.WarmupRuns, openLoop.MeasuredRuns, openLoop.PredictedRunSeconds));
        // The writer alone, the busy timeout and WAL keep the study's runs.
        foreach (var kept in (string[])["Default R=0 On AsShipped PointsAndAggregate ClosedLoop", "Default R=4 On FiveSeconds PointsAndAggregate ClosedLoop", "Wal R=4 On AsShipped PointsAndAggregate ClosedLoop"])
        {
            Assert.Equal((1, 3), (protocols[kept].WarmupRuns, protocols[kept].MeasuredRuns));
        }
    }

    [Fact]
    public void A_server_engine_s_readers_foresee_nothing_the_writer_waits_for()
    {
        Assert.Null(((IPlannedBenchmark)new Concurrency<PostgresEngine> { Readers = 4, Variant = EmbeddedDbBench.Core.Variant.Default }).ForeseenRun("Writes"));
    }
}
