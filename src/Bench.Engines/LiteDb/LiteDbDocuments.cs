using EmbeddedDbBench.Core;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// One step's documents in one collection, written the way the variant says: the
/// Default/Transaction/Batch shape every LiteDB workload shares, written once. With
/// <see cref="Bulk"/> (the Batch variant, untimed setup, W5's batch steps) the documents go to one
/// bulk call (<c>InsertBulk</c>, <c>Update(IEnumerable)</c>) and the report records LiteDB's bulk
/// path; without it, one call per document: each its own implicit transaction under Default, inside
/// the variant's <c>BeginTrans</c> under Transaction (<see cref="StepContext.Run"/> opens it). Finds
/// and deletes by id are one call per id under every variant, as the SQL engines' statements by key are.
/// </summary>
public sealed class LiteDbDocuments
{
    private readonly StepContext _context;

    /// <summary>The documents of <paramref name="collection"/> for a step run in <paramref name="context"/>.</summary>
    /// <param name="context">The step's context (where the bulk path is recorded).</param>
    /// <param name="collection">The collection the step writes.</param>
    /// <param name="bulk">Whether writes take the bulk calls; by default as <paramref name="context"/> says (<see cref="StepContext.TakesBulkPath"/>).</param>
    public LiteDbDocuments(StepContext context, ILiteCollection<BsonDocument> collection, bool? bulk = null)
    {
        ArgumentNullException.ThrowIfNull(context);
        _context = context;
        Collection = collection;
        Bulk = bulk ?? context.TakesBulkPath;
    }

    /// <summary>The collection.</summary>
    public ILiteCollection<BsonDocument> Collection { get; }

    /// <summary>True when writes take LiteDB's bulk calls.</summary>
    public bool Bulk { get; }

    /// <summary>Inserts <paramref name="documents"/>: one <c>InsertBulk</c>, or one <c>Insert</c> per document.</summary>
    public StepOutcome Insert(IEnumerable<BsonDocument> documents) => Bulk
        ? BulkCall(documents, static (collection, all) => collection.InsertBulk(all))
        : Each(documents, document =>
        {
            Collection.Insert(document);
            return true;
        });

    /// <summary>Replaces each document by its <c>_id</c> (the SQL UPDATE … WHERE key = @id): one bulk <c>Update</c>, or one per document.</summary>
    public StepOutcome Replace(IEnumerable<BsonDocument> documents) => Bulk
        ? BulkCall(documents, static (collection, all) => collection.Update(all))
        : Each(documents, Collection.Update);

    /// <summary>One <c>FindById</c> per id (the SQL SELECT … WHERE key = @id): documents found and their summed row hashes.</summary>
    public StepOutcome FindEach(IEnumerable<BsonValue> ids, Func<BsonDocument, ulong> rowChecksum)
    {
        ArgumentNullException.ThrowIfNull(ids);
        ArgumentNullException.ThrowIfNull(rowChecksum);
        long rows = 0;
        ulong checksum = 0;
        foreach (var id in ids)
        {
            if (Collection.FindById(id) is { } document)
            {
                rows++;
                checksum += rowChecksum(document);
            }
        }

        return new(rows, checksum);
    }

    /// <summary>One <c>Delete</c> per id (the SQL DELETE … WHERE key = @id): the documents deleted.</summary>
    public StepOutcome DeleteEach(IEnumerable<BsonValue> ids) => Each(ids, Collection.Delete);

    /// <summary>One call per item, as a loop of single-row statements runs: the items <paramref name="apply"/> changed.</summary>
    public static StepOutcome Each<T>(IEnumerable<T> items, Func<T, bool> apply)
    {
        ArgumentNullException.ThrowIfNull(items);
        ArgumentNullException.ThrowIfNull(apply);
        long rows = 0;
        foreach (var item in items)
        {
            rows += apply(item) ? 1 : 0;
        }

        return new(rows, 0);
    }

    private StepOutcome BulkCall(IEnumerable<BsonDocument> documents, Func<ILiteCollection<BsonDocument>, IEnumerable<BsonDocument>, int> call)
    {
        ArgumentNullException.ThrowIfNull(documents);
        _context.RecordBulkMethod(LiteDbBulkInsert.Instance.Method);
        return new(call(Collection, documents), 0);
    }
}
