using BenchmarkDotNet.Reports;
using EmbeddedDbBench.Console.Results;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// A page of the suite's own, written under <c>artifacts/results/</c> beside BenchmarkDotNet's
/// reports after a run: a published-vs-measured table, a scale view. Every implementation in
/// this assembly is found and written by <see cref="SuiteReport"/>; a page whose workload did
/// not run writes nothing.
/// </summary>
public interface IReportPage
{
    /// <summary>Writes the page from the run's measured cases; returns the file written, or null.</summary>
    string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases);
}
