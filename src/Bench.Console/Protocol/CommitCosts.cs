using System.Diagnostics;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;

namespace EmbeddedDbBench.Console.Protocol;

/// <summary>
/// What one autocommit single-row write costs on an engine under a variant, measured on this
/// machine before the benchmarks run: W1's write of <see cref="ProbeRows"/> rows on a scratch
/// database, once to leave first-call costs behind, then the median of three. Untimed by the
/// benchmarks; used only to plan protocols and estimate the time left.
/// </summary>
public sealed class CommitCosts
{
    /// <summary>Rows the probe writes, one autocommit INSERT each.</summary>
    public const int ProbeRows = 40;

    private readonly Dictionary<(Type Engine, Variant Variant), double?> _secondsPerWrite = [];
    private readonly Func<Engine, Variant, double?> _probe;

    /// <summary>Costs measured by the W1 write probe.</summary>
    public CommitCosts()
        : this(Probe)
    {
    }

    /// <summary>Costs from <paramref name="probe"/> (seconds per autocommit write, or null), each asked once.</summary>
    public CommitCosts(Func<Engine, Variant, double?> probe) => _probe = probe;

    /// <summary>Seconds per autocommit write, or null when the engine could not be probed (it then fails in its own case).</summary>
    public double? SecondsPerWrite(Engine engine, Variant variant)
    {
        var key = (engine.GetType(), variant);
        if (!_secondsPerWrite.TryGetValue(key, out var seconds))
        {
            seconds = _probe(engine, variant);
            _secondsPerWrite[key] = seconds;
        }

        return seconds;
    }

    private static double? Probe(Engine engine, Variant variant)
    {
        if (engine.MissingPrerequisite() is not null || !engine.Supports(variant).IsSupported)
        {
            return null;
        }

        try
        {
            var workload = new CrudWorkload(ProbeRows);
            TimeWrite(engine, variant, workload);
            var times = Enumerable.Range(0, 3).Select(_ => TimeWrite(engine, variant, workload).TotalSeconds).Order().ToArray();
            return times[1] / ProbeRows;
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
