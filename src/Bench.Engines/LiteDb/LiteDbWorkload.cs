using EmbeddedDbBench.Core;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// A workload's steps written against LiteDB's own API. Everything but the steps themselves and
/// the state check comes from the SQL workload it implements: expected outcomes, preparation
/// order, which steps preserve state, rows per run. So LiteDB is held to the same figures.
/// </summary>
/// <typeparam name="TStep">The workload's step enumeration.</typeparam>
public abstract class LiteDbWorkload<TStep> : IWorkload<TStep> where TStep : struct, Enum
{
    private readonly IWorkload<TStep> _definition;

    /// <summary>Implements <paramref name="definition"/>'s steps on LiteDB.</summary>
    protected LiteDbWorkload(IWorkload<TStep> definition) => _definition = definition;

    /// <inheritdoc />
    public abstract StepOutcome Run(TStep step, StepContext context);

    /// <inheritdoc />
    public StepOutcome Expected(TStep step) => _definition.Expected(step);

    /// <inheritdoc />
    public void VerifyOutcome(TStep step, StepOutcome outcome) => _definition.VerifyOutcome(step, outcome);

    /// <inheritdoc />
    public IEnumerable<TStep> Preparation(TStep step) => _definition.Preparation(step);

    /// <inheritdoc />
    public bool PreservesState(TStep step) => _definition.PreservesState(step);

    /// <inheritdoc />
    public long RowsPerRun(TStep step) => _definition.RowsPerRun(step);

    /// <inheritdoc />
    /// <remarks>Nothing by default; W6 starts its reader threads here.</remarks>
    public virtual IDisposable? Arrange(TStep step, BenchDatabase database) => null;

    /// <inheritdoc />
    public void VerifyState(BenchDatabase database, TStep completed) => VerifyState(((LiteDbDatabase)database).Lite, completed);

    /// <summary>Checks the database after <paramref name="completed"/>; throws <see cref="WorkloadValidationException"/>.</summary>
    protected abstract void VerifyState(LiteDatabase database, TStep completed);

    /// <summary>The LiteDB database <paramref name="context"/> runs on.</summary>
    protected static LiteDatabase Lite(StepContext context) => ((LiteDbDatabase)context.Database).Lite;

    /// <summary>
    /// The documents of <paramref name="collection"/> for a step in <paramref name="context"/>, written
    /// the way the variant says (<see cref="LiteDbDocuments"/>) or, with <paramref name="bulk"/>, the way the step says.
    /// </summary>
    protected static LiteDbDocuments Documents(StepContext context, string collection, BsonAutoId autoId, bool? bulk = null) =>
        new(context, Lite(context).GetCollection(collection, autoId), bulk);

    /// <summary>
    /// A create step's outcome on LiteDB: a collection comes into being with its first document, so
    /// there is nothing to run (the step is untimed preparation, or n/a where it would be timed).
    /// </summary>
    protected static StepOutcome NothingToCreate => new(0, 0);

    /// <summary>
    /// Throws when <paramref name="collection"/> (empty when it does not exist) differs from
    /// <paramref name="expected"/> after <paramref name="completed"/>: its documents counted, their
    /// <paramref name="rowChecksum"/> summed.
    /// </summary>
    protected static void CheckCollection(LiteDatabase database, TStep completed, string collection, Func<BsonDocument, ulong> rowChecksum, StepOutcome expected)
    {
        ArgumentNullException.ThrowIfNull(database);
        var actual = database.CollectionExists(collection)
            ? ReadAll(database.GetCollection(collection).FindAll(), rowChecksum)
            : new StepOutcome(0, 0);
        Check(completed, collection, actual, expected);
    }

    /// <summary>Throws when a collection's content differs from what <paramref name="completed"/> should leave.</summary>
    private static void Check(TStep completed, string collection, StepOutcome actual, StepOutcome expected)
    {
        if (actual != expected)
        {
            throw new WorkloadValidationException($"after {completed}: collection {collection} holds {actual}, expected {expected}.");
        }
    }

    /// <summary>Row count and summed row hashes over <paramref name="documents"/>.</summary>
    protected static StepOutcome ReadAll(IEnumerable<BsonDocument> documents, Func<BsonDocument, ulong> rowChecksum)
    {
        long rows = 0;
        ulong checksum = 0;
        foreach (var document in documents)
        {
            rows++;
            checksum += rowChecksum(document);
        }

        return new(rows, checksum);
    }
}
