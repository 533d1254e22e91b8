using EmbeddedDbBench.Core.Ycsb;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// W7's usertable on LiteDB: a collection named after <c>table</c>, one document per record, <c>_id</c>
/// the YCSB key (so the primary key's index serves reads, updates and ordered scans) and
/// <c>field0</c> … <c>field{n-1}</c> strings. Every client thread's session uses the run's one
/// <see cref="LiteDatabase"/> (Connection=direct, as LiteDB ships and as W6 runs it: see
/// <see cref="LiteDbConcurrencyStore"/> for why not Connection=shared).
/// </summary>
public sealed class LiteDbYcsbStore : IYcsbStore
{
    private readonly LiteDatabase _database;
    private readonly YcsbPlan _plan;
    private readonly string[] _fields;
    // Every key that can exist as a BsonValue, made once and shared by the sessions: the timed loops allocate no key.
    private BsonValue[]? _keys;

    /// <summary>The usertable of <paramref name="plan"/> in <paramref name="database"/>.</summary>
    public LiteDbYcsbStore(LiteDatabase database, YcsbPlan plan)
    {
        ArgumentNullException.ThrowIfNull(plan);
        _database = database ?? throw new ArgumentNullException(nameof(database));
        _plan = plan;
        _fields = FieldNames(plan.Properties);
    }

    /// <summary>The field names of <paramref name="properties"/>' records, field0 first (YCSB's, as the SQL table's columns).</summary>
    public static string[] FieldNames(YcsbProperties properties)
    {
        ArgumentNullException.ThrowIfNull(properties);
        return [.. Enumerable.Range(0, properties.FieldCount).Select(f => $"field{f}")];
    }

    /// <summary>A loaded row (the key, then every field, as <see cref="YcsbPlan.LoadedRows"/> holds it) as a document.</summary>
    public static BsonDocument ToDocument(object?[] row, string[] fields)
    {
        ArgumentNullException.ThrowIfNull(row);
        ArgumentNullException.ThrowIfNull(fields);
        var document = new BsonDocument { ["_id"] = (string)row[0]! };
        for (var f = 0; f < fields.Length; f++)
        {
            document[fields[f]] = (string)row[f + 1]!;
        }

        return document;
    }

    /// <inheritdoc />
    public IYcsbSession Open(int thread, YcsbReadCheck check) =>
        new LiteDbYcsbSession(_database, _plan.Properties.Table, _keys ??= [.. _plan.KeyNames.Select(k => new BsonValue(k))], _fields, check, thread);

    /// <inheritdoc />
    /// <remarks>
    /// A document whose <c>_id</c> is not a string, or with other members than the record's fields,
    /// is passed on so that the table check refuses it: a field that is missing or not a string reads
    /// as a text no write stores, and other members make the record's field count wrong.
    /// </remarks>
    public IEnumerable<YcsbRecord> ReadTable()
    {
        if (!_database.CollectionExists(_plan.Properties.Table))
        {
            yield break;
        }

        foreach (var document in _database.GetCollection(_plan.Properties.Table).FindAll())
        {
            var id = document["_id"];
            var members = document.Keys.Where(k => k != "_id").ToArray();
            string[] values = members.Length == _fields.Length
                ? [.. _fields.Select(f => Text(document[f]))]
                : [.. members.Select(m => Text(document[m]))];
            yield return new(id.IsString ? id.AsString : $"<{id.Type}: {id}>", values);
        }
    }

    private static string Text(BsonValue value) => value.IsString ? value.AsString : $"<{value.Type}: {value}>";
}
