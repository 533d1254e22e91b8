using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core.Ledger;
using static EmbeddedDbBench.Console.Reporting.ConcurrencyPage;
using static EmbeddedDbBench.Console.Reporting.ConcurrencySection;
using static EmbeddedDbBench.Console.Reporting.Pages.Durations;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// What W6's recording costs, shown two ways. Each recording-off case beside the same case
/// recorded: the run times, their ranges, and, with readers, both sides' reader throughput — on a
/// machine whose cores the threads outnumber, the writer's speed follows how the scheduler split
/// them — each side a process (and server) of its own, so a pair also carries the difference
/// between two processes, which measured larger than the recording in both directions. And
/// the recording's measured cost per operation (<see cref="Core.Concurrency.RecordingCost"/>) as a
/// share of each role's mean latency, which no scheduling changes.
/// </summary>
public static class ConcurrencyRecordingCost
{
    /// <summary>The paragraphs for one engine's W6 cases; empty when no recording-off case ran.</summary>
    public static IEnumerable<string> Lines(IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        foreach (var off in cases.Where(c => c.Recording == LatencyRecording.Off && c.IsValid))
        {
            // The same case recorded: every other parameter alike, whichever W6 has.
            var on = cases.FirstOrDefault(c => c.Recording == LatencyRecording.On && c.IsValid && c.Parameters.SameBut(off.Parameters, nameof(Concurrency<>.Recording)));
            if (on is not null)
            {
                yield return Pair(on, off);
            }
        }

        var measured = cases.Where(c => c.IsValid && c.Record?.RecordingNanoseconds is not null).ToArray();
        if (measured.Length > 0)
        {
            var nanoseconds = measured.Min(c => c.Record!.RecordingNanoseconds!.Value);
            var shares = measured.SelectMany(c => c.Record!.Latencies!.Where(r => r.Recorded && r.Mean > 0).Select(r => (r.Role, Share: nanoseconds / 1e3 / r.Mean)))
                .GroupBy(s => s.Role).Select(g => $"{Percent(g.Max(s => s.Share))} of the {Possessive(g.Key)} mean latency at most");
            yield return string.Create(CultureInfo.InvariantCulture,
                $"Timing one operation into its histogram costs {nanoseconds:0} ns in the benchmark process (measured after the timed runs, fastest of three rounds of 50,000): {string.Join(", ", shares)}.");
        }
    }

    private static string Pair(MeasuredCase on, MeasuredCase off)
    {
        var ratio = on.MeanNanoseconds!.Value / off.MeanNanoseconds!.Value;
        var overlap = (on.FastestNanoseconds, on.SlowestNanoseconds, off.FastestNanoseconds, off.SlowestNanoseconds) is ({ } a, { } b, { } c, { } d)
            ? a <= d && c <= b ? "; the run ranges overlap" : "; the run ranges do not overlap"
            : "";
        var text = string.Create(CultureInfo.InvariantCulture,
            $"Recorded against not recorded, {off.Variant} with {off.Readers} readers: mean run {Milliseconds(on.MeanNanoseconds.Value)} ({Range(on)}, {on.MeasuredRuns} runs) " +
            $"with every operation timed, {Milliseconds(off.MeanNanoseconds.Value)} ({Range(off)}, {off.MeasuredRuns} runs) without, {(ratio - 1) * 100:+0.0;-0.0}%{overlap}.");
        if (on.Role(Roles.Readers) is { } readersOn && off.Role(Roles.Readers) is { } readersOff)
        {
            text += $" The readers completed {Rate(readersOn.OpsPerSecond)} ops/s beside the recorded writer and {Rate(readersOff.OpsPerSecond)} beside the other: " +
                "with more threads than cores, the writer's time also follows how the scheduler shared the cores among them.";
        }

        return text + " Each side is a benchmark process of its own (on a server engine, with a throwaway server of its own), so the pair also differs by what differs between two processes.";
    }

    private static string Range(MeasuredCase c) =>
        c.FastestNanoseconds is { } fastest && c.SlowestNanoseconds is { } slowest ? $"{Milliseconds(fastest)} to {Milliseconds(slowest)}" : "range not known";

    private static string Possessive(string role) => role.EndsWith('s') ? role + "'" : role + "'s";

    private static string Percent(double share) => share switch
    {
        < 0.000005 => "under 0.001%",
        < 0.001 => share.ToString("0.000%", CultureInfo.InvariantCulture),
        _ => share.ToString("0.0%", CultureInfo.InvariantCulture),
    };
}
