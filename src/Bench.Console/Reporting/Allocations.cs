using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// Managed bytes one run of a case allocated, as BenchmarkDotNet's memory diagnoser measured
/// them. BenchmarkDotNet 0.15.8 measures them in one extra run after the measured ones (its
/// <c>Engine.Run</c> ends with <c>GetExtraStats</c>: iteration setup, one run between two GC
/// counts, iteration cleanup), so the timed runs are untouched: the figures cost no accuracy,
/// only that one run's time. The planner therefore gives the diagnoser to the cases that run
/// their study's protocol (the extra run adds at most a sixth of their runs), not to those
/// shortened to one or two runs of a second or more (it would double their time), nor to dry runs.
/// </summary>
public static class Allocations
{
    /// <summary>Bytes allocated per run of <paramref name="benchmarkCase"/>; null when not measured.</summary>
    public static long? PerRun(Summary summary, BenchmarkCase benchmarkCase) =>
        benchmarkCase.Config.HasMemoryDiagnoser() && summary[benchmarkCase] is { Success: true } report
            ? report.GcStats.GetBytesAllocatedPerOperation(benchmarkCase)
            : null;

    /// <summary>Bytes per row: <paramref name="bytesPerRun"/> over <paramref name="rows"/>; null when either is missing.</summary>
    public static double? PerRow(long? bytesPerRun, long? rows) =>
        bytesPerRun is { } bytes && rows is > 0 and var count ? bytes / (double)count : null;
}
