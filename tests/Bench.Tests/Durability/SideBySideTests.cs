using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Durability;

/// <summary>The durability checks' units two at a time: results in the units' order, never two servers at once.</summary>
public sealed class SideBySideTests
{
    private static readonly Engine _embedded = new MicrosoftSqliteEngine();
    private static readonly Engine _server = new PostgresEngine();

    [Fact]
    public void Results_are_handed_on_in_the_units_order_though_a_later_unit_finishes_first()
    {
        var finishedFirst = new List<int>();
        var handedOn = new List<string>();
        int[] units = [0, 1, 2, 3];

        var results = SideBySide.Run(units, _ => _embedded, unit =>
        {
            // The first unit waits until a later one is done, so it cannot finish first.
            SpinWait.SpinUntil(() => { lock (finishedFirst) { return unit != 0 || finishedFirst.Count > 0 || SideBySide.Units == 1; } }, TimeSpan.FromSeconds(30));
            lock (finishedFirst)
            {
                finishedFirst.Add(unit);
            }

            return $"unit {unit}";
        }, handedOn.Add);

        Assert.Equal(["unit 0", "unit 1", "unit 2", "unit 3"], results);
        Assert.Equal(results, handedOn);
        if (SideBySide.Units > 1)
        {
            Assert.NotEqual(0, finishedFirst[0]);
        }
    }

    [Fact]
    public void Two_units_run_at_once_but_never_two_servers()
    {
        var running = 0;
        var serversRunning = 0;
        var mostRunning = 0;
        var mostServers = 0;
        var units = Enumerable.Range(0, 12).Select(i => i % 3 == 0 ? _embedded : _server).ToArray();

        SideBySide.Run(units, engine => engine, engine =>
        {
            var server = engine == _server;
            var now = Interlocked.Increment(ref running);
            var servers = server ? Interlocked.Increment(ref serversRunning) : Volatile.Read(ref serversRunning);
            InterlockedMax(ref mostRunning, now);
            InterlockedMax(ref mostServers, servers);
            Thread.Sleep(30);
            if (server)
            {
                Interlocked.Decrement(ref serversRunning);
            }

            Interlocked.Decrement(ref running);
            return engine.Name;
        }, _ => { });

        Assert.Equal(1, mostServers);
        Assert.InRange(mostRunning, 1, SideBySide.Units);
    }

    // The reference checks list the servers last: taken in order, their units, one at a time, ran after every
    // embedded one, with the second core idle. A free worker takes a server's unit first when none runs.
    [Fact]
    public void A_servers_unit_starts_first_and_the_embedded_ones_run_beside_it()
    {
        var started = new List<int>();
        var units = new[] { _embedded, _embedded, _embedded, _embedded, _server, _server };

        var results = SideBySide.Run(Enumerable.Range(0, units.Length).ToArray(), i => units[i], i =>
        {
            lock (started)
            {
                started.Add(i);
            }

            Thread.Sleep(20);
            return $"unit {i}";
        }, _ => { });

        Assert.Contains(4, started.Take(SideBySide.Units));
        Assert.Equal(Enumerable.Range(0, units.Length).Select(i => $"unit {i}"), results);
    }

    private static void InterlockedMax(ref int most, int value)
    {
        for (var seen = Volatile.Read(ref most); value > seen; seen = Volatile.Read(ref most))
        {
            if (Interlocked.CompareExchange(ref most, value, seen) == seen)
            {
                return;
            }
        }
    }
}
