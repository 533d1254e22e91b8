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
    public IEnumerable<TStep> Preparation(TStep step) => _definition.Preparation(step);

    /// <inheritdoc />
    public bool PreservesState(TStep step) => _definition.PreservesState(step);

    /// <inheritdoc />
    public long RowsPerRun(TStep step) => _definition.RowsPerRun(step);

    /// <inheritdoc />
    public void VerifyState(BenchDatabase database, TStep completed) => VerifyState(((LiteDbDatabase)database).Lite, completed);

    /// <summary>Checks the database after <paramref name="completed"/>; throws <see cref="WorkloadValidationException"/>.</summary>
    protected abstract void VerifyState(LiteDatabase database, TStep completed);

    /// <summary>The LiteDB database <paramref name="context"/> runs on.</summary>
    protected static LiteDatabase Lite(StepContext context) => ((LiteDbDatabase)context.Database).Lite;

    /// <summary>
    /// True when the step takes LiteDB's bulk path (the Batch variant and untimed setup, as the SQL
    /// workloads decide by <see cref="StepContext.TakesBulkPath"/>); records it for the report.
    /// </summary>
    protected static bool Bulk(StepContext context)
    {
        if (context.TakesBulkPath)
        {
            context.RecordBulkMethod(LiteDbBulkInsert.Instance.Method);
        }

        return context.TakesBulkPath;
    }

    /// <summary>
    /// Inserts <paramref name="documents"/>: one <c>InsertBulk</c> when <paramref name="bulk"/>, else one
    /// <c>Insert</c> per document (each its own implicit transaction outside an explicit one).
    /// </summary>
    protected static StepOutcome InsertDocuments(ILiteCollection<BsonDocument> collection, IEnumerable<BsonDocument> documents, bool bulk)
    {
        ArgumentNullException.ThrowIfNull(collection);
        ArgumentNullException.ThrowIfNull(documents);
        if (bulk)
        {
            return new(collection.InsertBulk(documents), 0);
        }

        long rows = 0;
        foreach (var document in documents)
        {
            collection.Insert(document);
            rows++;
        }

        return new(rows, 0);
    }

    /// <summary>One <c>FindById</c> per id (the SQL SELECT … WHERE key = @id): documents found and their summed row hashes.</summary>
    protected static StepOutcome FindEach(ILiteCollection<BsonDocument> collection, IEnumerable<BsonValue> ids, Func<BsonDocument, ulong> rowChecksum)
    {
        ArgumentNullException.ThrowIfNull(collection);
        ArgumentNullException.ThrowIfNull(ids);
        ArgumentNullException.ThrowIfNull(rowChecksum);
        long rows = 0;
        ulong checksum = 0;
        foreach (var id in ids)
        {
            if (collection.FindById(id) is { } document)
            {
                rows++;
                checksum += rowChecksum(document);
            }
        }

        return new(rows, checksum);
    }

    /// <summary>One <c>Delete</c> per id (the SQL DELETE … WHERE key = @id): the documents deleted.</summary>
    protected static StepOutcome DeleteEach(ILiteCollection<BsonDocument> collection, IEnumerable<BsonValue> ids)
    {
        ArgumentNullException.ThrowIfNull(collection);
        ArgumentNullException.ThrowIfNull(ids);
        long rows = 0;
        foreach (var id in ids)
        {
            rows += collection.Delete(id) ? 1 : 0;
        }

        return new(rows, 0);
    }

    /// <summary>Throws when a collection's content differs from what <paramref name="completed"/> should leave.</summary>
    protected static void Check(TStep completed, string collection, StepOutcome actual, StepOutcome expected)
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
