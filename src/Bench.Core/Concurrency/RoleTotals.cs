using System.Diagnostics;
using EmbeddedDbBench.Core.Ledger;
using HdrHistogram;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>One role's recorders merged over a case's runs, and the <see cref="RoleLatency"/> they give.</summary>
public sealed class RoleTotals
{
    private readonly OperationRecorder _merged;

    /// <summary>Totals for <paramref name="role"/>, whose operations are timed when <paramref name="recorded"/>.</summary>
    public RoleTotals(string role, bool recorded)
    {
        Role = role;
        _merged = new OperationRecorder(recorded);
    }

    /// <summary>The role's name in the ledger.</summary>
    public string Role { get; }

    /// <summary>Runs added.</summary>
    public int Runs { get; private set; }

    /// <summary>Threads in the role in the last run added.</summary>
    public int Threads { get; private set; }

    /// <summary>Seconds of timed regions added.</summary>
    public double Seconds { get; private set; }

    /// <summary>Runs added that were starved: stopped by their deadline short of the writer's script.</summary>
    public int StarvedRuns { get; private set; }

    /// <summary>Adds one run: its threads' recorders, the timed region's length, and whether the run was starved.</summary>
    public void Add(IReadOnlyCollection<OperationRecorder> recorders, double seconds, bool starved = false)
    {
        ArgumentNullException.ThrowIfNull(recorders);
        foreach (var recorder in recorders)
        {
            _merged.Add(recorder);
        }

        Runs++;
        StarvedRuns += starved ? 1 : 0;
        Threads = recorders.Count;
        Seconds += seconds;
    }

    /// <summary>
    /// W1–W5's statement tail: each measured run's statement recorder (<paramref name="measuredRuns"/>, one a run)
    /// merged under <see cref="Roles.Statement"/>. Its throughput is not taken from here (the runs' time is the
    /// case's), so no seconds are added.
    /// </summary>
    public static RoleLatency Statements(IEnumerable<OperationRecorder> measuredRuns)
    {
        ArgumentNullException.ThrowIfNull(measuredRuns);
        var totals = new RoleTotals(Roles.Statement, recorded: true);
        foreach (var run in measuredRuns)
        {
            totals.Add([run], seconds: 0);
        }

        return totals.Summary();
    }

    /// <summary>The figures for the ledger: throughput, percentiles in µs, errors by kind, retries.</summary>
    public RoleLatency Summary()
    {
        var histogram = _merged.Histogram;
        var recorded = _merged.TimesOperations && histogram.TotalCount > 0;
        return new RoleLatency
        {
            Role = Role,
            Threads = Threads,
            Runs = Runs,
            Operations = _merged.Operations,
            StarvedRuns = StarvedRuns,
            CutOffs = _merged.CutOffs,
            LongestCutOff = Microseconds(_merged.LongestCutOffTicks),
            Seconds = Seconds,
            Recorded = recorded,
            P50 = recorded ? Microseconds(histogram.GetValueAtPercentile(50)) : 0,
            P99 = recorded ? Microseconds(histogram.GetValueAtPercentile(99)) : 0,
            P999 = recorded ? Microseconds(histogram.GetValueAtPercentile(99.9)) : 0,
            Max = recorded ? Microseconds(histogram.GetMaxValue()) : 0,
            Mean = recorded ? histogram.GetMean() * 1e6 / Stopwatch.Frequency : 0,
            Distribution = recorded ? [.. RoleLatency.DistributionPercentiles.Select(p => Microseconds(histogram.GetValueAtPercentile(p)))] : null,
            Errors = Enum.GetValues<LockErrorKind>().ToDictionary(kind => kind.ToString(), _merged.Errors),
            Retried = _merged.Retried,
        };
    }

    private static double Microseconds(long ticks) => ticks * 1e6 / Stopwatch.Frequency;
}
