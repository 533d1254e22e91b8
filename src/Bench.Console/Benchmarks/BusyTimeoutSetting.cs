using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// Whether W6 (and W8) sets a lock wait on every connection of a run: SQLite's <c>PRAGMA busy_timeout</c>
/// (<see cref="Engine.LockWait"/>; n/a on engines with nothing it would change).
/// </summary>
public enum BusyTimeoutSetting
{
    /// <summary>The engine as shipped: on SQLite no busy handler (busy_timeout 0), the provider's own retries.</summary>
    AsShipped,

    /// <summary>A 5 s lock wait on every connection, read back: on SQLite its busy handler waits, holding PENDING.</summary>
    FiveSeconds,
}

/// <summary>What each <see cref="BusyTimeoutSetting"/> sets.</summary>
public static class BusyTimeoutSettings
{
    /// <summary>The lock wait <see cref="BusyTimeoutSetting.FiveSeconds"/> sets.</summary>
    public static readonly TimeSpan FiveSeconds = TimeSpan.FromSeconds(5);

    /// <summary>The lock wait W6 sets on every connection under <paramref name="setting"/>; null for the engine as shipped.</summary>
    public static TimeSpan? LockWait(this BusyTimeoutSetting setting) => setting == BusyTimeoutSetting.FiveSeconds ? FiveSeconds : null;
}
