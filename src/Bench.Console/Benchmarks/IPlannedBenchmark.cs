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

    /// <summary>
    /// Parameter values the class's engine can't express honestly, each with the engine's reason (W6's
    /// busy timeout on an engine with no wait that changes anything): filtered out and listed as n/a
    /// with the reason (<see cref="NotApplicableSteps"/>), never run.
    /// </summary>
    IEnumerable<NotApplicableParameter> NotApplicableParameters() => [];
}

/// <summary>A parameter value a benchmark class's engine can't express, and why.</summary>
/// <param name="Name">The parameter's name, e.g. <c>BusyTimeout</c>.</param>
/// <param name="Value">The value its engine can't run.</param>
/// <param name="Reason">Why, in the engine's words, shown as "n/a".</param>
public sealed record NotApplicableParameter(string Name, object Value, string Reason);
