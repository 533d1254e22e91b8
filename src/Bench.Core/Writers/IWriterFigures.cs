using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Core.Writers;

/// <summary>What one W8 writer, a thread of the run's process or a process of its own, hands the run once done.</summary>
internal interface IWriterFigures
{
    /// <summary>Every transaction's latency; committed ones counted as operations, given-up ones as cut-offs.</summary>
    OperationRecorder Recorder { get; }

    /// <summary>Which transfers of the writer's script committed.</summary>
    IReadOnlyList<bool> Committed { get; }

    /// <summary>
    /// Each transfer's span as two Stopwatch timestamps, from its first BEGIN to its commit or its giving up (both 0 for a
    /// transfer the deadline left unrun): the timestamps are the system's monotonic clock, so a writer process's compare with
    /// another's (<see cref="TransactionSpans"/>).
    /// </summary>
    IReadOnlyList<long> Spans { get; }

    /// <summary>Transfers given up.</summary>
    long Failed { get; }

    /// <summary>Transactions run again.</summary>
    long Retries { get; }

    /// <summary>Stopwatch ticks spent in attempts that failed.</summary>
    long FailedAttemptTicks { get; }

    /// <summary>Errors met, by kind.</summary>
    long Errors(WriteErrorKind kind);
}
