using System.Globalization;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Ledger;
using static EmbeddedDbBench.Core.Writers.WritersStep;

namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// W8: writers beside writers. <see cref="Plan"/>'s accounts are loaded untimed; then
/// <see cref="WritersPlan.Writers"/> threads, each on a connection of its own, run their scripts of
/// read-modify-write transfers together (the timed region) until done or <see cref="Deadline"/>. How each
/// transaction begins (<see cref="Start"/>), whether a failed one is run again (<see cref="Retry"/>) and the
/// connections' lock wait are the case's settings. Validation: every balance equals the committed transfers
/// (<see cref="WritersInvariant"/>); where the start rules a lost update out (SQLite, whose transactions are
/// serializable; a server's SERIALIZABLE or FOR UPDATE) a difference fails the run, elsewhere it is counted
/// as the setting's price. Figures per run are kept for <see cref="Summaries"/>.
/// </summary>
[System.Diagnostics.CodeAnalysis.SuppressMessage("Design", "CA1001", Justification = "The run that Arrange returns owns and disposes what it started; the field only points at it.")]
public sealed class WritersWorkload : IWorkload<WritersStep>
{
    /// <summary>Accounts by default.</summary>
    public const int DefaultAccounts = 1_000;

    /// <summary>Transfers in each writer's script by default.</summary>
    public const int DefaultTransfersPerWriter = 100;

    /// <summary>How long a run may last by default: past it every writer stops.</summary>
    public static readonly TimeSpan DefaultDeadline = TimeSpan.FromSeconds(5);

    private readonly List<RunFigures> _runs = [];
    private WritersRun? _current;

    /// <summary>Creates W8.</summary>
    /// <param name="writers">Writer threads (1, 2, 4, 8), each on a connection of its own.</param>
    /// <param name="start">How each transaction begins.</param>
    /// <param name="retry">Whether a transaction that met a busy or locked error is run again.</param>
    /// <param name="lockWait">The lock wait set and read back on every writer's connection (SQLite's busy timeout); null leaves the engine as shipped.</param>
    /// <param name="transfersPerWriter">Transfers in each writer's script.</param>
    /// <param name="accounts">Accounts in the table.</param>
    /// <param name="seed">Seed of the scripts.</param>
    /// <param name="deadline">How long a run may last (5 s by default).</param>
    /// <param name="commandTimeoutSeconds">Every writer's command timeout; null keeps the provider's (tests shorten it).</param>
    /// <param name="writerProcesses">Starts a writer process (the suite's <see cref="WriterProcessChild.Verb"/>): the writers run as processes; null runs them as threads.</param>
    public WritersWorkload(int writers, TransactionStart start = TransactionStart.AsShipped, WriterRetry retry = WriterRetry.None, TimeSpan? lockWait = null,
        int transfersPerWriter = DefaultTransfersPerWriter, int accounts = DefaultAccounts, int seed = 2026, TimeSpan? deadline = null, int? commandTimeoutSeconds = null,
        Concurrency.WorkerProcessLauncher? writerProcesses = null)
    {
        Plan = new WritersPlan(accounts, writers, transfersPerWriter, seed);
        Seed = seed;
        WriterProcesses = writerProcesses;
        Start = start;
        Retry = retry;
        LockWait = lockWait;
        Deadline = deadline ?? DefaultDeadline;
        CommandTimeoutSeconds = commandTimeoutSeconds;
    }

    /// <summary>The accounts and every writer's script.</summary>
    public WritersPlan Plan { get; }

    /// <summary>The seed the scripts came from (a writer process rebuilds its script from it).</summary>
    public int Seed { get; }

    /// <summary>Starts a writer process, or null when the writers run as threads.</summary>
    public Concurrency.WorkerProcessLauncher? WriterProcesses { get; }

    /// <summary>How each transaction begins.</summary>
    public TransactionStart Start { get; }

    /// <summary>Whether a failed transaction is run again.</summary>
    public WriterRetry Retry { get; }

    /// <summary>The lock wait on every writer's connection, or null for the engine as shipped.</summary>
    public TimeSpan? LockWait { get; }

    /// <summary>How long one run may last.</summary>
    public TimeSpan Deadline { get; }

    /// <summary>The command timeout W8 sets, or null for the provider's own.</summary>
    public int? CommandTimeoutSeconds { get; }

    /// <summary>The last validated run's figures, or null before one.</summary>
    public RunFigures? LastRun => _runs.Count > 0 ? _runs[^1] : null;

    /// <inheritdoc />
    public StepOutcome Run(WritersStep step, StepContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        return step switch
        {
            CreateTable => CreateTableOnly(context),
            Load => new(context.BulkInsert(WritersSql.Rows, [.. Enumerable.Range(1, Plan.Accounts).Select(a => new object?[] { a, WritersPlan.StartingBalance })]), 0),
            Transfers => new((_current ?? throw new InvalidOperationException("the writers were not arranged")).Run(Deadline), 0),
            _ => throw new ArgumentOutOfRangeException(nameof(step)),
        };
    }

    /// <inheritdoc />
    public IDisposable? Arrange(WritersStep step, BenchDatabase database) =>
        step == Transfers ? Arrange(database, new SqlWritersStore(this, database ?? throw new ArgumentNullException(nameof(database)))) : null;

    /// <summary>
    /// Before the timed step on an engine with its own API (<see cref="Engine.Implement{TStep}"/>): the writers' run with
    /// its sessions from <paramref name="store"/>, which the run disposes. Refuses, as n/a, what the engine cannot express.
    /// </summary>
    public IDisposable Arrange(BenchDatabase database, IWritersStore store)
    {
        ArgumentNullException.ThrowIfNull(database);
        ArgumentNullException.ThrowIfNull(store);

        var support = database.Engine.Writers ?? throw new NotSupportedException($"W8 is n/a on {database.Engine.Name}: it declares no writers' support");
        if (support.StartNotApplicable(Start) is { } startReason)
        {
            throw new NotSupportedException($"W8's {Start} start is n/a on {database.Engine.Name}: {startReason}");
        }

        if (LockWait is not null && support.LockWaitNotApplicable is { } reason)
        {
            throw new NotSupportedException($"W8's lock wait is n/a on {database.Engine.Name}: {reason}");
        }

        return _current = new WritersRun(this, database, store);
    }

    /// <inheritdoc />
    /// <remarks>For the timed step, every transfer of every script: what the run plans, never what it committed.</remarks>
    public StepOutcome Expected(WritersStep step) => new(RowsPerRun(step), 0);

    /// <inheritdoc />
    /// <remarks>The transfers step commits what the writers got through; the invariant judges it (<see cref="VerifyState"/>).</remarks>
    public void VerifyOutcome(WritersStep step, StepOutcome outcome)
    {
        if (step != Transfers || outcome.Rows > Expected(step).Rows || outcome.Checksum != 0)
        {
            outcome.Verify(Expected(step), step.ToString());
        }
    }

    /// <inheritdoc />
    public IEnumerable<WritersStep> Preparation(WritersStep step) => step switch
    {
        CreateTable => [],
        Load => [CreateTable],
        _ => [CreateTable, Load],
    };

    /// <inheritdoc />
    public long RowsPerRun(WritersStep step) => step switch
    {
        CreateTable => 0,
        Load => Plan.Accounts,
        _ => (long)Plan.Writers * Plan.TransfersPerWriter,
    };

    /// <inheritdoc />
    public long AutocommitWrites(WritersStep step) => 0;

    /// <summary>
    /// After the timed step: the balances against the writers' committed transfers. Where the start rules a lost
    /// update out (<see cref="WritersSupport.PreventsLostUpdates"/>) a difference fails the run, for it can only be
    /// tampering, a harness error or an engine breaking its promise; elsewhere it is counted. The run's figures
    /// are kept for <see cref="Summaries"/>.
    /// </summary>
    public void VerifyState(BenchDatabase database, WritersStep completed)
    {
        ArgumentNullException.ThrowIfNull(database);
        VerifyBalances(database.Engine, [.. ReadBalances(database)], completed);
    }

    /// <summary>
    /// <see cref="VerifyState(BenchDatabase, WritersStep)"/> over <paramref name="balances"/> (every account and its
    /// balance, by account), as an engine with its own API reads them.
    /// </summary>
    public void VerifyBalances(Engine engine, IReadOnlyList<(int Account, long Balance)> balances, WritersStep completed)
    {
        ArgumentNullException.ThrowIfNull(engine);
        if (completed != Transfers)
        {
            // An empty table after CreateTable; every account at its starting balance after Load.
            IReadOnlyList<long> starting = completed == CreateTable ? [0] : Plan.BalancesAfter([]);
            WritersInvariant.Require(WritersInvariant.Check(balances, starting), completed.ToString());
            return;
        }

        var run = _current ?? throw new InvalidOperationException("no W8 run to verify: the writers were not arranged, or the run was verified already");
        _current = null;
        var expected = Plan.BalancesAfter([.. run.Writers.Select(w => w.Committed)]);
        var result = WritersInvariant.Check(balances, expected);
        if (engine.Writers?.PreventsLostUpdates(Start) != false)
        {
            WritersInvariant.Require(result, $"{engine.Name}'s {Start} transactions");
        }

        _runs.Add(new RunFigures(run, result));
    }

    /// <summary>The figures over the measured runs among the validated ones (<paramref name="window"/>: see <see cref="RunWindow"/>).</summary>
    public (WritersSummary Summary, RoleLatency Transactions) Summaries(RunWindow? window = null)
    {
        var runs = RunWindow.Measured(_runs, window);
        var transactions = new RoleTotals(Roles.Transactions, recorded: true);
        foreach (var run in runs)
        {
            transactions.Add(run.Recorders, run.Seconds);
        }

        var latency = transactions.Summary();
        var summary = new WritersSummary
        {
            Writers = Plan.Writers,
            Runs = runs.Count,
            Planned = RowsPerRun(Transfers) * runs.Count,
            Committed = runs.Sum(r => r.Committed),
            Failed = runs.Sum(r => r.Failed),
            Retries = runs.Sum(r => r.Retries),
            FailedAttemptSeconds = runs.Sum(r => r.FailedAttemptSeconds),
            Seconds = runs.Sum(r => r.Seconds),
            Errors = Enum.GetValues<WriteErrorKind>().ToDictionary(k => k.ToString(), k => runs.Sum(r => r.Errors[(int)k])),
            LostUpdates = runs.Sum(r => r.Invariant.LostUpdates),
            SumDrift = runs.Sum(r => r.Invariant.SumDrift),
            Settings = runs.Count > 0 ? runs[^1].Settings : null,
            MeanMicroseconds = latency.Mean,
        };
        return (summary, latency);
    }

    private static StepOutcome CreateTableOnly(StepContext context)
    {
        context.ExecuteDefinition(WritersSql.CreateTable);
        return new(0, 0);
    }

    private static IEnumerable<(int Account, long Balance)> ReadBalances(BenchDatabase database)
    {
        using var command = database.Connection.CreateCommand();
        command.CommandText = WritersSql.ReadAll;
        using var reader = command.ExecuteReader();
        while (reader.Read())
        {
            yield return (Convert.ToInt32(reader.GetValue(0), CultureInfo.InvariantCulture), Convert.ToInt64(reader.GetValue(1), CultureInfo.InvariantCulture));
        }
    }

    /// <summary>One validated run's figures.</summary>
    public sealed class RunFigures
    {
        internal RunFigures(WritersRun run, InvariantResult invariant)
        {
            Recorders = [.. run.Writers.Select(w => w.Recorder)];
            Committed = run.Writers.Sum(w => w.Committed.LongCount(c => c));
            Failed = run.Writers.Sum(w => w.Failed);
            Retries = run.Writers.Sum(w => w.Retries);
            FailedAttemptSeconds = run.Writers.Sum(w => w.FailedAttemptTicks) / (double)System.Diagnostics.Stopwatch.Frequency;
            Errors = [.. Enum.GetValues<WriteErrorKind>().Select(k => run.Writers.Sum(w => w.Errors(k)))];
            Seconds = run.Seconds;
            Settings = run.Settings;
            Invariant = invariant;
            MostInFlight = TransactionSpans.MostInFlight(run.Writers.Select(w => w.Spans));
        }

        /// <summary>Each writer's transactions.</summary>
        public IReadOnlyList<OperationRecorder> Recorders { get; }

        /// <summary>Transactions committed.</summary>
        public long Committed { get; }

        /// <summary>Transfers given up.</summary>
        public long Failed { get; }

        /// <summary>Transactions run again.</summary>
        public long Retries { get; }

        /// <summary>Seconds the writers together spent in attempts that failed.</summary>
        public double FailedAttemptSeconds { get; }

        /// <summary>Errors by <see cref="WriteErrorKind"/> (indexed by its value).</summary>
        public IReadOnlyList<long> Errors { get; }

        /// <summary>The timed region's seconds.</summary>
        public double Seconds { get; }

        /// <summary>Settings read back on the writers' connections.</summary>
        public string Settings { get; }

        /// <summary>
        /// The most writers' transactions in flight at one moment (<see cref="TransactionSpans.MostInFlight"/>): 2 or more
        /// when writers met, so that what the run's errors say (or that it had none) is about writers beside writers.
        /// </summary>
        public int MostInFlight { get; }

        /// <summary>The balances' verdict.</summary>
        public InvariantResult Invariant { get; }

        /// <summary>Errors of <paramref name="kind"/>.</summary>
        public long ErrorsOf(WriteErrorKind kind) => Errors[(int)kind];
    }
}
