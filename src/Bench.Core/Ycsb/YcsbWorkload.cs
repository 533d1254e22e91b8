using System.Globalization;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>
/// W7: a YCSB core workload (A–F as YCSB ships them, or the user's property file). Untimed: the
/// usertable and the load phase (<c>recordcount</c> records, every field at version 0, through the
/// engine's bulk path), then <c>threadcount</c> sessions opened and prepared. Timed: the run phase,
/// <c>operationcount</c> operations drawn before the run (<see cref="YcsbPlan"/>), each its own
/// autocommit statement, every one recorded per thread and kind. Validation: every read value
/// checked as it is read (<see cref="YcsbReadCheck"/>), the operations completed counted, and the
/// final table checked against the operations applied (<see cref="YcsbTableCheck"/>).
/// </summary>
[System.Diagnostics.CodeAnalysis.SuppressMessage("Design", "CA1001", Justification = "The run that Arrange returns owns and disposes what it started; the field only points at it.")]
public sealed class YcsbWorkload : IWorkload<YcsbStep>
{
    private readonly List<(OperationRecorder[][] Recorders, double Seconds, long Operations)> _runs = [];
    private YcsbRun? _current;

    /// <summary>The workload for <paramref name="properties"/>, its operations drawn from <paramref name="seed"/>.</summary>
    public YcsbWorkload(YcsbProperties properties, int seed = YcsbPlan.DefaultSeed)
    {
        ArgumentNullException.ThrowIfNull(properties);
        Plan = new YcsbPlan(properties, seed);
    }

    /// <summary>The workload's properties.</summary>
    public YcsbProperties Properties => Plan.Properties;

    /// <summary>Every operation of a run, drawn before timing.</summary>
    public YcsbPlan Plan { get; }

    /// <summary>Settings read back on thread 0's session in the last run, or null before one.</summary>
    public string? SettingsReadBack { get; private set; }

    /// <summary>The names YCSB's output gives each operation kind.</summary>
    public static string OutputName(YcsbOperation operation) => operation switch
    {
        YcsbOperation.Read => Roles.Read,
        YcsbOperation.Update => Roles.Update,
        YcsbOperation.Insert => Roles.Insert,
        YcsbOperation.Scan => Roles.Scan,
        YcsbOperation.ReadModifyWrite => Roles.ReadModifyWrite,
        _ => throw new ArgumentOutOfRangeException(nameof(operation)),
    };

    /// <inheritdoc />
    public StepOutcome Run(YcsbStep step, StepContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        return step switch
        {
            YcsbStep.CreateTable => Create(context),
            YcsbStep.Load => new(context.BulkInsert(Sql(context.Dialect).Table, Plan.LoadedRows), 0),
            YcsbStep.Run => new((_current ?? throw new InvalidOperationException("the YCSB clients were not arranged")).Execute(), 0),
            _ => throw new ArgumentOutOfRangeException(nameof(step)),
        };
    }

    /// <inheritdoc />
    public IDisposable? Arrange(YcsbStep step, BenchDatabase database)
    {
        ArgumentNullException.ThrowIfNull(database);
        return Arrange(step, new SqlYcsbStore(database, Sql(database.Engine.Dialect)));
    }

    /// <summary>Opens the run phase's sessions through <paramref name="store"/> (the form an engine with its own API calls); null for other steps.</summary>
    public IDisposable? Arrange(YcsbStep step, IYcsbStore store)
    {
        ArgumentNullException.ThrowIfNull(store);
        if (step != YcsbStep.Run)
        {
            return null;
        }

        _current = new YcsbRun(Plan, store);
        SettingsReadBack = _current.Settings;
        return _current;
    }

    /// <inheritdoc />
    public StepOutcome Expected(YcsbStep step) => new(RowsPerRun(step), 0);

    /// <inheritdoc />
    public IEnumerable<YcsbStep> Preparation(YcsbStep step) => step switch
    {
        YcsbStep.CreateTable => [],
        YcsbStep.Load => [YcsbStep.CreateTable],
        _ => [YcsbStep.CreateTable, YcsbStep.Load],
    };

    /// <inheritdoc />
    public string? SharedState(YcsbStep step) => step == YcsbStep.Run
        ? $"ycsb-{Properties.Table}-{Properties.RecordCount}-{Properties.FieldCount}x{Properties.FieldLength}-{(Properties.HashedInsertOrder ? "hashed" : "ordered")}"
        : null;

    /// <inheritdoc />
    public long RowsPerRun(YcsbStep step) => step switch
    {
        YcsbStep.CreateTable => 0,
        YcsbStep.Load => Properties.RecordCount,
        _ => Properties.OperationCount,
    };

    /// <inheritdoc />
    public long AutocommitWrites(YcsbStep step) => step == YcsbStep.Run
        ? Plan.Threads.Sum(t => t.Kinds.Count(k => k is YcsbOperation.Update or YcsbOperation.Insert or YcsbOperation.ReadModifyWrite))
        : 0;

    /// <summary>
    /// Checks a loaded copy of the table by its record count alone. The copy was made from a table checked record by
    /// record after its load, and every run's table is checked record by record again after the run, each field
    /// against the loaded value or a write the run logged (<see cref="VerifyState(IYcsbStore, YcsbStep)"/>), so a copy
    /// that differed fails there; reading every record here as well read the table twice a run.
    /// </summary>
    public void VerifyRestored(BenchDatabase database, YcsbStep step)
    {
        ArgumentNullException.ThrowIfNull(database);
        using var command = database.Connection.CreateCommand();
        command.CommandText = $"SELECT COUNT(*) FROM {Properties.Table}";
        var records = Convert.ToInt64(command.ExecuteScalar(), CultureInfo.InvariantCulture);
        if (records != Properties.RecordCount)
        {
            throw new WorkloadValidationException($"the loaded copy of {Properties.Table} holds {records} records, expected {Properties.RecordCount}.");
        }
    }

    /// <inheritdoc />
    public void VerifyState(BenchDatabase database, YcsbStep completed)
    {
        ArgumentNullException.ThrowIfNull(database);
        VerifyState(new SqlYcsbStore(database, Sql(database.Engine.Dialect)), completed);
    }

    /// <summary>
    /// <see cref="VerifyState(BenchDatabase, YcsbStep)"/> through <paramref name="store"/>: after the run
    /// phase the table against the run's log, after the load every record at its loaded value.
    /// </summary>
    public void VerifyState(IYcsbStore store, YcsbStep completed)
    {
        ArgumentNullException.ThrowIfNull(store);
        if (completed != YcsbStep.Run)
        {
            if (completed == YcsbStep.CreateTable)
            {
                var rows = store.ReadTable().Count();
                _ = rows == 0 ? 0 : throw new WorkloadValidationException($"{Properties.Table} holds {rows} records after its creation.");
                return;
            }

            // After the load: no write logged, so every record must hold its loaded values.
            YcsbTableCheck.Verify(new YcsbWriteLog(Plan), store.ReadTable());
            return;
        }

        var run = _current ?? throw new InvalidOperationException("no YCSB run to verify: the clients were not arranged, or the run was verified already");
        _current = null;
        YcsbTableCheck.Verify(run.Log, store.ReadTable());
        _runs.Add((run.Recorders, run.Seconds, run.Log.Plan.Properties.OperationCount));
    }

    /// <summary>
    /// The figures over the measured runs (<paramref name="window"/>, as W6's): one role per operation
    /// kind that ran (YCSB's names: READ, UPDATE, INSERT, SCAN, READ-MODIFY-WRITE, a read-modify-write's
    /// read and update counted under READ and UPDATE too, as YCSB counts them), and OVERALL.
    /// </summary>
    public IReadOnlyList<RoleLatency> Summaries(RunWindow? window = null)
    {
        var runs = RunWindow.Measured(_runs, window);
        var roles = new List<RoleLatency>
        {
            new()
            {
                Role = Roles.Overall,
                Threads = Properties.ThreadCount,
                Runs = runs.Count,
                Operations = runs.Sum(r => r.Operations),
                Planned = (long)Properties.OperationCount * runs.Count,
                Seconds = runs.Sum(r => r.Seconds),
            },
        };
        foreach (var kind in Enum.GetValues<YcsbOperation>())
        {
            var totals = new RoleTotals(OutputName(kind), recorded: true);
            foreach (var run in runs)
            {
                totals.Add([.. run.Recorders.Select(r => r[(int)kind])], run.Seconds);
            }

            var summary = totals.Summary();
            if (summary.Operations > 0)
            {
                roles.Add(summary);
            }
        }

        return roles;
    }

    private YcsbSql Sql(SqlDialect dialect) => new(Properties, dialect);

    private StepOutcome Create(StepContext context)
    {
        context.ExecuteDefinition(Sql(context.Dialect).CreateTable());
        return new(0, 0);
    }
}
