using System.Diagnostics;
using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// One W8 writer: its session (<see cref="WriterSession"/>), its script, and what happened to each transfer. Each transfer
/// is one read-modify-write transaction (begin as the case says, read both balances, write both back changed, commit).
/// An error of a <see cref="WriteErrorKind"/> (the session sorts it) rolls it back and either skips the transfer or runs
/// it again (<see cref="WriterRetry"/>). Every transaction's latency, from its first begin to its commit or its giving up,
/// goes into <see cref="Recorder"/>: committed ones as completed, failed ones as cut off. Only its own thread (in the run's
/// process or a writer process of its own) uses it while the run goes on.
/// </summary>
internal sealed class TransferWriter(WriterSession session, IReadOnlyList<Transfer> script, WriterRetry retry) : IWriterFigures, IDisposable
{
    private static readonly TimeSpan _warmPatience = TimeSpan.FromMinutes(1);

    private readonly long[] _errors = new long[Enum.GetValues<WriteErrorKind>().Length];
    private readonly bool[] _committed = new bool[script.Count];
    private readonly long[] _spans = new long[2 * script.Count];

    /// <summary>Every transaction's latency; committed ones counted as operations, failed ones as cut-offs.</summary>
    public OperationRecorder Recorder { get; } = new(timesOperations: true);

    /// <summary>Which transfers of the script committed (acknowledged by a COMMIT that returned).</summary>
    public IReadOnlyList<bool> Committed => _committed;

    /// <inheritdoc />
    public IReadOnlyList<long> Spans => _spans;

    /// <summary>Transfers given up: failed with no retry, or still failing at the deadline.</summary>
    public long Failed { get; private set; }

    /// <summary>Transactions run again after an error of a <see cref="WriteErrorKind"/>.</summary>
    public long Retries { get; private set; }

    /// <summary>Stopwatch ticks spent in attempts that failed (the provider's own waits and retries included), before the transfer committed or was given up.</summary>
    public long FailedAttemptTicks { get; private set; }

    /// <summary>Errors met, by kind.</summary>
    public long Errors(WriteErrorKind kind) => _errors[(int)kind];

    /// <summary>Runs the script until its end or until <paramref name="deadline"/> (a Stopwatch timestamp) has passed.</summary>
    public void Run(long deadline)
    {
        for (var i = 0; i < script.Count && Stopwatch.GetTimestamp() < deadline; i++)
        {
            var started = Stopwatch.GetTimestamp();
            var retried = false;
            while (true)
            {
                var attempt = Stopwatch.GetTimestamp();
                if (TryTransfer(script[i], deadline))
                {
                    _committed[i] = true;
                    Recorder.Completed(started, retried);
                    break;
                }

                FailedAttemptTicks += Stopwatch.GetTimestamp() - attempt;
                if (retry == WriterRetry.None || Stopwatch.GetTimestamp() >= deadline)
                {
                    Failed++;
                    Recorder.CutOff(started);
                    break;
                }

                retried = true;
                Retries++;
            }

            _spans[2 * i] = started;
            _spans[(2 * i) + 1] = Stopwatch.GetTimestamp();
        }
    }

    /// <summary>
    /// Untimed, before the run: one transaction as the case begins it that writes an account's balance back
    /// unchanged, so that the connection's statements are prepared and the code compiled (the suite's jobs turn
    /// tiering off, and a run the deadline bounds has no warm-up run) before the first timed transaction.
    /// Returns the settings read back: the engine's inside that transaction, then the session's own.
    /// The run warms its writers one after another, but a connection outside the run may hold the lock: an error the
    /// engine sorts (busy, a busy snapshot under DEFERRED) runs the transaction again, for up to a minute; the warm-up is
    /// no part of the run and its errors are not counted.
    /// </summary>
    public string Warm()
    {
        var account = script.Count > 0 ? script[0].From : 1;
        var started = Stopwatch.GetTimestamp();
        while (true)
        {
            try
            {
                session.Begin();
                var balance = session.ReadBalance(account);
                var settings = session.ReadTransactionSettings();
                session.WriteBalance(account, balance);
                session.Commit();
                return settings + session.ReadConnectionSettings();
            }
            catch (Exception e) when (session.ErrorKind(e) is not null && Stopwatch.GetElapsedTime(started) < _warmPatience)
            {
                session.Discard();
            }
        }
    }

    public void Dispose() => session.Dispose();

    private bool TryTransfer(Transfer transfer, long deadline)
    {
        try
        {
            session.CutTimeouts(deadline);
            session.Begin();
            var from = session.ReadBalance(transfer.From);
            var to = session.ReadBalance(transfer.To);
            session.WriteBalance(transfer.From, from - transfer.Amount);
            session.WriteBalance(transfer.To, to + transfer.Amount);
            session.Commit();
            return true;
        }
        catch (Exception e) when (session.ErrorKind(e) is { } kind)
        {
            _errors[(int)kind]++;
            session.Discard();
            return false;
        }
    }
}
