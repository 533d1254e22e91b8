namespace EmbeddedDbBench.Core.Ledger;

/// <summary>
/// W8's figures over a case's measured runs, beside its <c>transactions</c> role in
/// <see cref="CaseRecord.Latencies"/> (every transaction's latency): what committed, what failed and why,
/// what was retried, the settings read back and the invariant's result.
/// </summary>
public sealed record WritersSummary
{
    /// <summary>Writer threads, each on its own connection.</summary>
    public int Writers { get; init; }

    /// <summary>Runs merged into these figures.</summary>
    public int Runs { get; init; }

    /// <summary>Transfers the writers' scripts planned over those runs.</summary>
    public long Planned { get; init; }

    /// <summary>Transactions committed (a COMMIT that returned).</summary>
    public long Committed { get; init; }

    /// <summary>Transfers given up: failed without retry, or still failing at the deadline.</summary>
    public long Failed { get; init; }

    /// <summary>Transactions run again after a busy or locked error.</summary>
    public long Retries { get; init; }

    /// <summary>
    /// Seconds the writers together spent in attempts that failed, the provider's own waits and statement retries
    /// included: the time a retry policy pays for (or, without one, the time lost before a transfer was given up).
    /// </summary>
    public double FailedAttemptSeconds { get; init; }

    /// <summary>Seconds the runs' timed regions lasted together.</summary>
    public double Seconds { get; init; }

    /// <summary>Committed transactions per second over the timed regions.</summary>
    public double CommittedPerSecond => Seconds > 0 ? Committed / Seconds : 0;

    /// <summary>Errors met, by <see cref="Writers.WriteErrorKind"/>'s name (<c>Busy</c>, <c>BusySnapshot</c>, <c>UpdateConflict</c>, …), every kind present.</summary>
    public IReadOnlyDictionary<string, long>? Errors { get; init; }

    /// <summary>Accounts whose final balance differed from their committed transfers, summed over the runs: lost (or phantom) updates.</summary>
    public long LostUpdates { get; init; }

    /// <summary>How far the sum of all balances moved, summed over the runs (0 when money was neither made nor lost).</summary>
    public long SumDrift { get; init; }

    /// <summary>The settings read back on the writers' connections, and how transactions began and were retried.</summary>
    public string? Settings { get; init; }

    /// <summary>Mean latency of every transaction (committed or given up), µs; 0 when none ran.</summary>
    public double MeanMicroseconds { get; init; }

    /// <summary>
    /// This case's mean transaction latency over <paramref name="alone"/>'s, the same settings with one
    /// writer: how much the other writers slow each one down (null when either ran none).
    /// </summary>
    public double? SlowdownAgainst(WritersSummary alone)
    {
        ArgumentNullException.ThrowIfNull(alone);
        return alone.MeanMicroseconds > 0 && MeanMicroseconds > 0 ? MeanMicroseconds / alone.MeanMicroseconds : null;
    }
}
