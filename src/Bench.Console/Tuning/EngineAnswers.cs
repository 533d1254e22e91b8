using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Results;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// One engine's validated cases and its answer per workload, computed once per report and read by both the answer
/// at the top (<see cref="AnswerSection"/>) and the engine's own section.
/// </summary>
/// <param name="Cases">The engine's cases.</param>
/// <param name="Answers">Its answer per workload, in the order the workloads first appear among the cases.</param>
public sealed record EngineAnswers(IReadOnlyList<MeasuredCase> Cases, IReadOnlyList<WorkloadAnswer> Answers)
{
    /// <summary>The answers for <paramref name="cases"/>, split into workloads by <paramref name="workloadOf"/>.</summary>
    /// <remarks>
    /// W8 has no answer of its own: its runs end at their deadline, so a time per transfer says little, and its table column
    /// (<see cref="WritersCells"/>) gives what it measures, transactions per second, errors and lost updates, per start.
    /// </remarks>
    public static EngineAnswers Of(IReadOnlyList<MeasuredCase> cases, Func<MeasuredCase, Type> workloadOf, IReadOnlyList<CrashResult> crashes, IReadOnlyList<PowerResult> powers, SpeedUps speedUps, IReadOnlyList<FaultResult>? faults = null) =>
        new(cases, [.. cases.Where(c => c.Plan.Workload != typeof(Benchmarks.Writers<>)).GroupBy(workloadOf)
            .Select(w => WorkloadAnswer.Of(w.Key, [.. w], crashes, powers, speedUps, faults))]);
}
