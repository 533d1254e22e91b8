using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// Managed bytes one run of a case allocated, as its benchmark process measured them around each timed call
/// (<see cref="CaseRecord.AllocatedBytesPerRun"/>: the median over the measured runs), so every case has them,
/// one-run and dry ones included, at no cost to its time. They used to come from BenchmarkDotNet's memory
/// diagnoser, which 0.15.8 measures in one extra run after the measured ones (its <c>Engine.Run</c> ends with
/// <c>GetExtraStats</c>: iteration setup, one run between two GC counts, iteration cleanup): a fresh database
/// built, run and validated once more in every case's process.
/// <c>--memory</c> still adds that diagnoser (its own Allocated and Gen columns); these figures stay the process's.
/// </summary>
public static class Allocations
{
    /// <summary>Bytes allocated per run of the case <paramref name="record"/> describes; null when not measured.</summary>
    public static long? PerRun(CaseRecord? record) => record?.Error is null ? record?.AllocatedBytesPerRun : null;

    /// <summary>Bytes per row: <paramref name="bytesPerRun"/> over <paramref name="rows"/>; null when either is missing.</summary>
    public static double? PerRow(long? bytesPerRun, long? rows) =>
        bytesPerRun is { } bytes && rows is > 0 and var count ? bytes / (double)count : null;
}
