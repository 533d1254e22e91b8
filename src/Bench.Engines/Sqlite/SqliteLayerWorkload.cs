using EmbeddedDbBench.Core;
using Microsoft.Data.Sqlite;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>
/// A workload's steps written against one layer over Microsoft.Data.Sqlite. Everything but the steps
/// comes from the SQL workload it implements, validation included (it reads the same database through
/// the same connection), so every layer is held to the same figures.
/// </summary>
/// <typeparam name="TStep">The workload's step enumeration.</typeparam>
public abstract class SqliteLayerWorkload<TStep>(IWorkload<TStep> definition) : IWorkload<TStep> where TStep : struct, Enum
{
    /// <summary>The SQL workload this one implements.</summary>
    protected IWorkload<TStep> Definition { get; } = definition;

    /// <inheritdoc />
    public abstract StepOutcome Run(TStep step, StepContext context);

    /// <inheritdoc />
    public StepOutcome Expected(TStep step) => Definition.Expected(step);

    /// <inheritdoc />
    public void VerifyOutcome(TStep step, StepOutcome outcome) => Definition.VerifyOutcome(step, outcome);

    /// <inheritdoc />
    public IEnumerable<TStep> Preparation(TStep step) => Definition.Preparation(step);

    /// <inheritdoc />
    public void VerifyState(BenchDatabase database, TStep completed) => Definition.VerifyState(database, completed);

    /// <inheritdoc />
    public bool PreservesState(TStep step) => Definition.PreservesState(step);

    /// <inheritdoc />
    public long RowsPerRun(TStep step) => Definition.RowsPerRun(step);

    /// <inheritdoc />
    public long AutocommitWrites(TStep step) => Definition.AutocommitWrites(step);

    /// <inheritdoc />
    public string? SharedState(TStep step) => Definition.SharedState(step);

    /// <inheritdoc />
    public void VerifyRestored(BenchDatabase database, TStep step) => Definition.VerifyRestored(database, step);

    /// <summary>The Microsoft.Data.Sqlite connection <paramref name="context"/> runs on.</summary>
    protected static SqliteConnection Connection(StepContext context) => (SqliteConnection)context.Connection;

    /// <summary>The Microsoft.Data.Sqlite transaction the variant opened, or null.</summary>
    protected static SqliteTransaction? Transaction(StepContext context) => (SqliteTransaction?)context.Transaction;
}
