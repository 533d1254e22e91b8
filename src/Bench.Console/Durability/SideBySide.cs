using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Servers;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// How the durability checks spend two cores: their units (an engine, variant and model or fault, each a series of
/// cuts or trials) run two at a time, since what a unit records is counts (commits acknowledged, lost, rows past
/// them), not times; a cut at a seeded acknowledgement loses a little more or less from one run to the next, and
/// measured twice each way that spread was the same one at a time as two at a time (docs/run-times.tsv). A server engine's
/// units run one at a time, never beside another server's: each trial starts a throwaway server that recovery then
/// waits on, and two would share the disk those waits are bounded by. Results come back in the units' order.
/// </summary>
public static class SideBySide
{
    /// <summary>Units run at once: one per core, at most two.</summary>
    public static readonly int Units = Math.Clamp(Environment.ProcessorCount, 1, 2);

    /// <summary>
    /// Measures each of <paramref name="units"/> (the engine of each from <paramref name="engineOf"/>), at most
    /// <see cref="Units"/> at once and one server at a time, and hands each result to <paramref name="finished"/> in the
    /// units' order as soon as it and every unit before it are done (so a console table reads as it would in order).
    /// </summary>
    public static IReadOnlyList<TResult> Run<TUnit, TResult>(
        IReadOnlyList<TUnit> units, Func<TUnit, Engine> engineOf, Func<TUnit, TResult> measure, Action<TResult> finished)
        where TResult : class
    {
        ArgumentNullException.ThrowIfNull(units);
        ArgumentNullException.ThrowIfNull(engineOf);
        ArgumentNullException.ThrowIfNull(measure);
        ArgumentNullException.ThrowIfNull(finished);
        var results = new TResult?[units.Count];
        var handedOn = 0;
        var order = new Lock();
        using var oneServer = new SemaphoreSlim(1);
        Parallel.For(0, units.Count, new ParallelOptions { MaxDegreeOfParallelism = Units }, i =>
        {
            var server = PowerTargets.Recovery(engineOf(units[i])) is ServerCrashRecovery;
            if (server)
            {
                oneServer.Wait();
            }

            try
            {
                results[i] = measure(units[i]);
            }
            finally
            {
                if (server)
                {
                    oneServer.Release();
                }
            }

            lock (order)
            {
                while (handedOn < results.Length && results[handedOn] is { } next)
                {
                    finished(next);
                    handedOn++;
                }
            }
        });
        return [.. results.Select(r => r!)];
    }
}
