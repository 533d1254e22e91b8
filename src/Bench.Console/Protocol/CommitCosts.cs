using System.Diagnostics;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;

namespace EmbeddedDbBench.Console.Protocol;

/// <summary>
/// What one autocommit single-row write costs on an engine under a variant, measured on this
/// machine before the benchmarks run: W1's write of <see cref="ProbeRows"/> rows on a scratch
/// database, once to leave first-call costs behind, then <see cref="Repeats"/> times, giving the
/// median and the spread. Untimed by the benchmarks; used only to plan protocols and estimate
/// the time left.
/// </summary>
public sealed class CommitCosts
{
    /// <summary>Rows the probe writes, one autocommit INSERT each.</summary>
    public const int ProbeRows = 100;

    /// <summary>Timed repeats of the probe.</summary>
    public const int Repeats = 3;

    private readonly Dictionary<(Type Engine, Variant Variant), CommitCost?> _costs = [];
    private readonly Func<Engine, Variant, CommitCost?> _probe;

    /// <summary>Costs measured by the W1 write probe.</summary>
    public CommitCosts()
        : this(Probe)
    {
    }

    /// <summary>Costs from <paramref name="probe"/> (or null), each asked once.</summary>
    public CommitCosts(Func<Engine, Variant, CommitCost?> probe) => _probe = probe;

    /// <summary>Seconds per autocommit write, or null when the engine could not be probed (it then fails in its own case).</summary>
    public double? SecondsPerWrite(Engine engine, Variant variant) => Cost(engine, variant)?.SecondsPerWrite;

    /// <summary>The probe's cost and spread, or null when the engine could not be probed.</summary>
    public CommitCost? Cost(Engine engine, Variant variant)
    {
        var key = (engine.GetType(), variant);
        if (!_costs.TryGetValue(key, out var cost))
        {
            cost = _probe(engine, variant);
            _costs[key] = cost;
        }

        return cost;
    }

    private static CommitCost? Probe(Engine engine, Variant variant)
    {
        if (engine.MissingPrerequisite() is not null || !engine.Supports(variant).IsSupported)
        {
            return null;
        }

        try
        {
            var workload = new CrudWorkload(ProbeRows);
            TimeWrite(engine, variant, workload);
            var times = Enumerable.Range(0, Repeats).Select(_ => TimeWrite(engine, variant, workload).TotalSeconds).Order().ToArray();
            var median = times[Repeats / 2];
            return new CommitCost(median / ProbeRows, (times[^1] - times[0]) / median);
        }
        catch (Exception e) when (e is not OutOfMemoryException)
        {
            // The case itself reports the failure with its context; the plan falls back to the seed's protocol.
            return null;
        }
    }

    private static TimeSpan TimeWrite(Engine engine, Variant variant, CrudWorkload workload)
    {
        using var run = StepRun.Prepare(engine, variant, workload, CrudStep.Write);
        var clock = Stopwatch.StartNew();
        run.Execute();
        clock.Stop();
        run.Validate();
        return clock.Elapsed;
    }
}
