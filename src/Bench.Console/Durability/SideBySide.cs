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
    /// A free worker takes the first server unit when no server runs, else the first embedded one: the servers' units,
    /// one after another, are a check's longest chain, so they start at once and the embedded units run beside them.
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
        var queue = new UnitQueue([.. units.Select(u => PowerTargets.Recovery(engineOf(u)) is ServerCrashRecovery)]);
        var handedOn = 0;
        var order = new Lock();
        Parallel.For(0, Units, _ =>
        {
            while (queue.Take() is { } i)
            {
                try
                {
                    results[i] = measure(units[i]);
                }
                catch
                {
                    queue.Fail();
                    throw;
                }
                finally
                {
                    queue.Done(i);
                }

                lock (order)
                {
                    while (handedOn < results.Length && results[handedOn] is { } next)
                    {
                        finished(next);
                        handedOn++;
                    }
                }
            }
        });
        return [.. results.Select(r => r!)];
    }

    // The units not yet taken, and whether a server's unit runs: what the next free worker may take.
    private sealed class UnitQueue(bool[] isServer)
    {
        private readonly List<int> _pending = [.. Enumerable.Range(0, isServer.Length)];
        private bool _serverRunning;
        private bool _failed;

        // The next unit to run, waiting while only servers are left and one runs; null when none is left, or a unit failed.
        public int? Take()
        {
            lock (_pending)
            {
                while (true)
                {
                    if (_failed || _pending.Count == 0)
                    {
                        return null;
                    }

                    var next = _serverRunning ? _pending.FindIndex(u => !isServer[u]) : _pending.FindIndex(u => isServer[u]) is >= 0 and var server ? server : 0;
                    if (next >= 0)
                    {
                        var unit = _pending[next];
                        _pending.RemoveAt(next);
                        _serverRunning |= isServer[unit];
                        return unit;
                    }

                    Monitor.Wait(_pending);
                }
            }
        }

        public void Done(int unit)
        {
            lock (_pending)
            {
                _serverRunning &= !isServer[unit];
                Monitor.PulseAll(_pending);
            }
        }

        public void Fail()
        {
            lock (_pending)
            {
                _failed = true;
                Monitor.PulseAll(_pending);
            }
        }
    }
}
