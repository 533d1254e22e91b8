using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// What the suite's planner (<see cref="CasePlanner"/>) asks of a benchmark class before BenchmarkDotNet
/// runs it, on an instance set to one case's parameter values (<see cref="CaseParameters.ApplyTo"/>).
/// </summary>
public interface IPlannedBenchmark
{
    /// <summary>The engine each run's database comes from (W2's sync: the embedded source paired with the class's server).</summary>
    Engine Engine { get; }

    /// <summary>Why the engine can't run <paramref name="step"/> under the instance's variant, or null (also for a method that is not a step).</summary>
    string? StepNotApplicable(string step);

    /// <summary>
    /// Whether the class runs under <paramref name="variant"/> at all, as its <c>RunsUnder</c> decides
    /// (the engine's support aside); a class that names its variants refuses one it does not name.
    /// </summary>
    bool RunsUnder(Variant variant);

    /// <summary>Write statements one run of <paramref name="step"/> commits one by one in autocommit.</summary>
    long AutocommitWrites(string step);

    /// <summary>
    /// Whether one run of <paramref name="step"/> is a statement or a few whose results are a few hundred rows at most (W1's
    /// create and drop, W2's set-based updates and deletes, W3's Insert 1, W4's analytical queries): its time is the
    /// engine's native work and the disk's, and the managed code around those calls runs the same whichever way the JIT
    /// compiled it (measured by <c>--jit-pairs</c>, docs/running.md, "The JIT users run"). Such a case keeps tiering off
    /// and the study's one warm-up run instead of waiting for the default JIT's tier-up. Decided without building data.
    /// </summary>
    bool SpendsRunInEngine(string step) => false;

    /// <summary>
    /// How long one run of <paramref name="step"/> lasts whatever a commit costs, and why, where the
    /// workload itself bounds it (W6: a writer on a schedule, or one its readers can hold off until its
    /// deadline); null where the commits decide. The protocol planner reads it beside the commit probe.
    /// </summary>
    ForeseenRun? ForeseenRun(string step) => null;

    /// <summary>
    /// Whether <paramref name="step"/> is worth its own case under <paramref name="variant"/>
    /// (false where it would only repeat Default's figure; see <see cref="RedundantCases"/>).
    /// </summary>
    bool RunsUnder(string step, Variant variant);

    /// <summary>
    /// Whether the class runs the combination of its parameter values at all, as set on this instance
    /// (<see cref="CaseParameters.ApplyTo"/>), for <paramref name="step"/>: false where a parameter rules
    /// a variant out (W2 sync's naive method under Default; W4's unkeyed table beside the keyed one; see
    /// <see cref="RedundantCases"/>).
    /// </summary>
    bool RunsWith(string step) => true;

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
