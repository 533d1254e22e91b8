using BenchmarkDotNet.Parameters;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>What the suite's planner asks of a benchmark class before BenchmarkDotNet runs it.</summary>
public interface IPlannedBenchmark
{
    /// <summary>The engine the class benchmarks.</summary>
    Engine Engine { get; }

    /// <summary>Write statements one run of <paramref name="step"/> commits one by one in autocommit.</summary>
    long AutocommitWrites(string step);

    /// <summary>
    /// Whether <paramref name="step"/> is worth its own case under <paramref name="variant"/>
    /// (false where it would only repeat Default's figure; see <see cref="RedundantCases"/>).
    /// </summary>
    bool RunsUnder(string step, Variant variant);

    /// <summary>
    /// Whether the class runs the combination of <paramref name="parameters"/> at all (false where
    /// a parameter rules a variant out: W2 sync's naive method under Default; W4's unkeyed table
    /// beside the keyed one; see <see cref="RedundantCases"/>) for <paramref name="step"/>.
    /// </summary>
    bool RunsWith(string step, ParameterInstances parameters) => true;
}
