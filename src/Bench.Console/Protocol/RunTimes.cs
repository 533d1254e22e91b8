using BenchmarkDotNet.Running;

namespace EmbeddedDbBench.Console.Protocol;

/// <summary>
/// Where a run's time went, read off the host's clock for the suite report: each case's time from BenchmarkDotNet's start of
/// it to its end (<see cref="SuiteProgress"/>), BenchmarkDotNet's whole run, and each stage that ran after the cases.
/// </summary>
/// <param name="Cases">Each case's time, its benchmark process's start to its end.</param>
/// <param name="BenchmarkDotNet">BenchmarkDotNet's run: its build of the benchmark program, the cases and its work between them.</param>
/// <param name="After">The stages that ran after the cases (the checks by turns, the power check), in their order, each with its time.</param>
/// <param name="Total">From the suite's start (after the command's own build) to its reports.</param>
public sealed record RunTimes(
    IReadOnlyDictionary<BenchmarkCase, TimeSpan> Cases,
    TimeSpan BenchmarkDotNet,
    IReadOnlyList<(string Stage, TimeSpan Time)> After,
    TimeSpan Total);
