using System.Diagnostics;
using System.Runtime.InteropServices;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;

namespace EmbeddedDbBench.Console.Protocol;

/// <summary>
/// What one autocommit single-row write costs on an engine under a variant, measured on this
/// machine before the benchmarks run: W1's write of <see cref="ProbeRows"/> rows on a scratch
/// database, once to leave first-call costs behind and to size the repeats, then
/// <see cref="Repeats"/> writes of enough rows to last <see cref="RepeatSeconds"/> each, giving
/// the median and the spread of the middle three. A repeat of 100 rows lasts 10 ms under SyncOff,
/// where the scheduler alone moves it by tens of percent, and one slow repeat (a journal file
/// created, a write-back burst) says little about runs of thousands of commits, which average
/// over such events; so the repeats are long enough to time, and the outermost two are left out.
/// The repeats are timed only for a case the first write cannot settle (<see cref="FirstEstimate"/>).
/// Untimed by the benchmarks; used only to plan protocols and estimate the time left.
/// </summary>
public sealed class CommitCosts
{
    /// <summary>Rows the first, untimed write of the probe writes, one autocommit INSERT each.</summary>
    public const int ProbeRows = 100;

    /// <summary>Timed repeats of the probe; the spread is taken over the middle three.</summary>
    public const int Repeats = 5;

    /// <summary>How long one timed repeat should last, at most <see cref="MaxRepeatRows"/> rows.</summary>
    public const double RepeatSeconds = 0.2;

    /// <summary>The most rows one timed repeat writes (a cheap commit under Memory would ask for many more).</summary>
    public const int MaxRepeatRows = 5_000;

    // The suite starts right after `dotnet run` built it, writing hundreds of megabytes: until the
    // kernel has written them back, every fsync waits behind them, and the probe would time the
    // build's write-back rather than a commit. sync(2) first, once (Linux and macOS; Windows has no
    // unprivileged equivalent).
    private static readonly Lazy<bool> _writtenBack = new(() =>
    {
        if (OperatingSystem.IsLinux() || OperatingSystem.IsMacOS())
        {
            NativeMethods.Sync();
        }

        return true;
    });

    private readonly Dictionary<(Type Engine, Variant Variant), CommitCost?> _costs = [];
    private readonly Dictionary<(Type Engine, Variant Variant), double?> _firstEstimates = [];
    private readonly Func<Engine, Variant, CommitCost?> _probe;
    private readonly Func<Engine, Variant, double?> _firstWrite;

    /// <summary>Costs measured by the W1 write probe.</summary>
    public CommitCosts()
    {
        _firstWrite = FirstWrite;
        _probe = (engine, variant) => FirstEstimate(engine, variant) is { } first ? Repeated(engine, variant, first) : null;
    }

    /// <summary>Costs from <paramref name="probe"/> (or null), each asked once; no first estimate, so every cost asked for is probed.</summary>
    public CommitCosts(Func<Engine, Variant, CommitCost?> probe)
        : this(probe, (_, _) => null)
    {
    }

    /// <summary>Costs from <paramref name="probe"/> and first estimates from <paramref name="firstWrite"/> (or null), each asked once.</summary>
    public CommitCosts(Func<Engine, Variant, CommitCost?> probe, Func<Engine, Variant, double?> firstWrite)
    {
        _probe = probe;
        _firstWrite = firstWrite;
    }

    /// <summary>Seconds per autocommit write, or null when the engine could not be probed (it then fails in its own case).</summary>
    public double? SecondsPerWrite(Engine engine, Variant variant) => Cost(engine, variant)?.SecondsPerWrite;

    /// <summary>The probe's cost and spread, or null when the engine could not be probed.</summary>
    public CommitCost? Cost(Engine engine, Variant variant) => Cached(_costs, engine, variant, _probe);

    /// <summary>
    /// Seconds per write from the probe's first, untimed write of <see cref="ProbeRows"/> rows alone, or null:
    /// on the high side (first-call costs and the database's creation are in it) and unsteady, enough to
    /// tell a case far below a long run from one near it, for which <see cref="Cost"/> times the repeats.
    /// </summary>
    public double? FirstEstimate(Engine engine, Variant variant) => Cached(_firstEstimates, engine, variant, _firstWrite);

    private static T Cached<T>(Dictionary<(Type Engine, Variant Variant), T> cache, Engine engine, Variant variant, Func<Engine, Variant, T> measure)
    {
        var key = (engine.GetType(), variant);
        if (!cache.TryGetValue(key, out var value))
        {
            value = measure(engine, variant);
            cache[key] = value;
        }

        return value;
    }

    private static double? FirstWrite(Engine engine, Variant variant)
    {
        if (engine.MissingPrerequisite() is not null || !engine.Supports(variant).IsSupported)
        {
            return null;
        }

        _ = _writtenBack.Value;
        return Guarded(() => TimeWrite(engine, variant, new CrudWorkload(ProbeRows)).TotalSeconds / ProbeRows);
    }

    private static CommitCost? Repeated(Engine engine, Variant variant, double firstEstimate) =>
        Guarded(() =>
        {
            var rows = RowsPerRepeat(firstEstimate);
            var workload = new CrudWorkload(rows);
            var times = Enumerable.Range(0, Repeats).Select(_ => TimeWrite(engine, variant, workload).TotalSeconds).Order().ToArray();
            return FromRepeats(times, rows);
        });

    private static T? Guarded<T>(Func<T> measure) where T : struct
    {
        try
        {
            return measure();
        }
        catch (Exception e) when (e is not OutOfMemoryException)
        {
            // The case itself reports the failure with its context; the plan falls back to the seed's protocol.
            return null;
        }
    }

    /// <summary>Rows for a timed repeat of about <see cref="RepeatSeconds"/>, from a first estimate of one write's cost.</summary>
    public static int RowsPerRepeat(double secondsPerWrite) =>
        secondsPerWrite <= 0 ? MaxRepeatRows : (int)Math.Clamp(Math.Ceiling(RepeatSeconds / secondsPerWrite), ProbeRows, MaxRepeatRows);

    /// <summary>The cost from <see cref="Repeats"/> timed repeats of <paramref name="rows"/> writes: their median, and the spread of the middle three.</summary>
    public static CommitCost FromRepeats(IReadOnlyList<double> seconds, int rows)
    {
        ArgumentNullException.ThrowIfNull(seconds);
        var times = seconds.Order().ToArray();
        var median = times[times.Length / 2];
        var middle = times.Length >= 5 ? times[1..^1] : times;
        return new CommitCost(median / rows, (middle[^1] - middle[0]) / median);
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

    private static class NativeMethods
    {
        [DllImport("libc", EntryPoint = "sync")]
        internal static extern void Sync();
    }
}
