using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Contacts;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// W6's threads on one LiteDB database. Every session uses the run's one <see cref="LiteDatabase"/>
/// (Connection=direct, as LiteDB ships): LiteDB 5 documents that instance as thread-safe, and under
/// it each thread's operation is a transaction of its own — readers take a snapshot without a
/// collection lock, the writer a per-collection write lock — so the writer and the readers run side
/// by side the way several connections do on the other engines. Connection=shared would give each
/// thread a <see cref="LiteDatabase"/> of its own, but every operation of every instance then takes
/// one named mutex and opens and closes the file: readers and the writer strictly one at a time, and
/// the file's open cost in each operation — a figure about that mutex, not about concurrent access.
/// </summary>
public sealed class LiteDbConcurrencyStore(LiteDatabase database, ConcurrencyPlan plan) : IConcurrencyStore
{
    /// <summary>W6's collection: W2's fields (<c>_id</c> = the contact id) plus <c>version</c> and <c>stamp</c>.</summary>
    public const string Collection = "W6Contacts";

    // Every key as a BsonValue once, shared by the point readers: the timed loops allocate no key.
    private BsonValue[]? _keys;

    /// <inheritdoc />
    public IConcurrencySession Open(ConcurrencyRole role) => role switch
    {
        ConcurrencyRole.Writer => new LiteDbWriterSession(database, plan),
        ConcurrencyRole.PointReader => new LiteDbReaderSession(database, _keys ??= [.. Enumerable.Range(0, plan.KeyCount + 1).Select(k => new BsonValue(k))]),
        _ => new LiteDbReaderSession(database, []),
    };

    /// <inheritdoc />
    public IEnumerable<ConcurrencyRow> ReadTable() => database.GetCollection(Collection).FindAll()
        .Select(static d => new ConcurrencyRow(d["_id"].AsInt32, d["version"].AsInt64, d["stamp"].AsInt64, d["zip"].AsString));

    /// <summary>A loaded row (W2's columns, version, stamp, as <see cref="ConcurrencyPlan.LoadedRows"/> and inserts hold them) as a document.</summary>
    public static BsonDocument ToDocument(object?[] row)
    {
        var document = new BsonDocument { ["_id"] = (int)row[0]! };
        for (var i = 1; i < Contact.Columns.Count; i++)
        {
            document[Contact.Columns[i]] = (string)row[i]!;
        }

        document["version"] = (long)row[Contact.Columns.Count]!;
        document["stamp"] = (long)row[Contact.Columns.Count + 1]!;
        return document;
    }

    /// <summary>LiteDB's lock timeout and how the threads reach the file, for the report.</summary>
    public static string Settings(LiteDatabase database) =>
        $"TIMEOUT={Convert.ToString(database.Pragma("TIMEOUT").RawValue, CultureInfo.InvariantCulture)}s connection=direct instances=1 (shared by every thread)";
}
