using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Ycsb;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// One YCSB client thread on LiteDB, every call its own implicit transaction on the run's one direct
/// instance. A read is one <c>FindById</c> (the whole document: LiteDB stores a record as one document,
/// so a one-field read costs what an all-field read does); a scan one query <c>_id &gt;= @0</c> ordered by
/// <c>_id</c> and limited (the primary key's index gives the order: no sort), read on one snapshot; an
/// update one <c>UpdateMany</c> by <c>_id</c> whose transform sets the written fields — LiteDB merges them
/// into the stored document under the collection's write lock, so two threads writing different fields of
/// one record lose neither, as two SQL UPDATEs of different columns don't; an insert one <c>Insert</c>.
/// Every value a write stores is a <see cref="BsonValue"/> (an insert's, a whole document) made before the
/// run; the expressions are parsed once and rebound per operation as a prepared statement is. A lock
/// timeout is counted and the operation run again (W6's <see cref="LiteDbLockRetry"/>); anything else fails the run.
/// </summary>
internal sealed class LiteDbYcsbSession : IYcsbSession
{
    private readonly LiteDatabase _database;
    private readonly ILiteCollection<BsonDocument> _collection;
    private readonly YcsbReadCheck _check;
    private readonly BsonValue[] _keys;
    private readonly string[] _fields;
    private readonly string?[] _row;
    private readonly string[] _parameters;
    private readonly BsonExpression[] _updateField;
    private readonly BsonExpression _updateAll;
    private readonly BsonExpression _byKey = BsonExpression.Create("_id = @0", BsonValue.Null);
    private readonly BsonExpression _fromKey = BsonExpression.Create("_id >= @0", BsonValue.Null);
    private readonly BsonExpression _keyOrder = BsonExpression.Create("_id");
    // The plan's write values by reference (each operation has its own array) → what LiteDB stores.
    private readonly Dictionary<string[], BsonValue[]> _updates = new(ReferenceEqualityComparer.Instance);
    private readonly Dictionary<string[], BsonDocument> _inserts = new(ReferenceEqualityComparer.Instance);

    public LiteDbYcsbSession(LiteDatabase database, string collection, BsonValue[] keys, string[] fields, YcsbReadCheck check, int thread)
    {
        _database = database;
        _collection = database.GetCollection(collection);
        _check = check;
        _keys = keys;
        _fields = fields;
        _row = new string?[fields.Length];
        _parameters = [.. Enumerable.Range(0, fields.Length).Select(f => f.ToString(CultureInfo.InvariantCulture))];
        _updateField = [.. fields.Select(f => BsonExpression.Create($"{{ {f}: @0 }}", BsonValue.Null))];
        _updateAll = BsonExpression.Create($"{{ {string.Join(", ", fields.Select((f, i) => $"{f}: @{i}"))} }}", [.. fields.Select(_ => BsonValue.Null)]);
        var plan = check.Plan.Threads[thread];
        for (var i = 0; i < plan.Kinds.Length; i++)
        {
            if (plan.Values[i] is not { } values)
            {
                continue;
            }

            if (plan.Kinds[i] == YcsbOperation.Insert)
            {
                var document = new BsonDocument();
                for (var f = 0; f < fields.Length; f++)
                {
                    document[fields[f]] = values[f];
                }

                _inserts[values] = document;
            }
            else
            {
                _updates[values] = [.. values.Select(v => new BsonValue(v))];
            }
        }
    }

    public string ReadSettings() => LiteDbConcurrencyStore.Settings(_database);

    public void Read(long key, int field, OperationRecorder recorder, out bool retried)
    {
        LiteDbLockRetry.Run((Collection: _collection, Key: _keys[key]), static s => s.Collection.FindById(s.Key), recorder, long.MaxValue, out var document, out retried);
        if (document is null)
        {
            _check.Missing(key);
            return;
        }

        if (field >= 0)
        {
            _row[0] = Text(document[_fields[field]]);
            _check.Row(key, _row.AsSpan(0, 1), field);
            return;
        }

        Fill(document);
        _check.Row(key, _row, -1);
    }

    public int Scan(long key, int length, OperationRecorder recorder, out bool retried)
    {
        _fromKey.Parameters["0"] = _keys[key];
        LiteDbLockRetry.Run((Session: this, Key: key, Length: length), static s => s.Session.ReadScan(s.Key, s.Length), recorder, long.MaxValue, out var rows, out retried);
        if (rows == 0)
        {
            _check.Missing(key);
        }

        return rows;
    }

    public int Update(long key, int field, string[] values, OperationRecorder recorder, out bool retried)
    {
        var stored = _updates.GetValueOrDefault(values) ?? throw NotPrepared();
        var transform = field < 0 ? _updateAll : _updateField[field];
        for (var i = 0; i < stored.Length; i++)
        {
            transform.Parameters[_parameters[i]] = stored[i];
        }

        _byKey.Parameters["0"] = _keys[key];
        LiteDbLockRetry.Run((Collection: _collection, Transform: transform, Predicate: _byKey), static s => s.Collection.UpdateMany(s.Transform, s.Predicate),
            recorder, long.MaxValue, out var rows, out retried);
        return rows;
    }

    public int Insert(long key, string[] values, OperationRecorder recorder, out bool retried)
    {
        var document = _inserts.GetValueOrDefault(values) ?? throw NotPrepared();
        document["_id"] = _keys[key];
        LiteDbLockRetry.Run((Collection: _collection, Document: document), static s =>
        {
            s.Collection.Insert(s.Document);
            return 1;
        }, recorder, long.MaxValue, out var rows, out retried);
        return rows;
    }

    public void Dispose()
    {
        // The run's LiteDatabase belongs to the database; a session holds nothing of its own.
    }

    // Every row whole and written to its own key; the first is the key asked for, which exists.
    private int ReadScan(long key, int length)
    {
        var rows = 0;
        foreach (var document in _collection.Query().Where(_fromKey).OrderBy(_keyOrder).Limit(length).ToDocuments())
        {
            var id = document["_id"];
            var number = id.IsString ? _check.Plan.KeyNumber(id.AsString) : -1;
            if (number < 0 || (rows == 0 && number != key))
            {
                throw new WorkloadValidationException($"a scan from key {_check.Plan.KeyNames[key]} returned the key {id} {(rows == 0 ? "first" : "")}.");
            }

            Fill(document);
            _check.Row(number, _row, -1);
            rows++;
        }

        return rows;
    }

    private void Fill(BsonDocument document)
    {
        for (var f = 0; f < _fields.Length; f++)
        {
            _row[f] = Text(document[_fields[f]]);
        }
    }

    // A member that is missing or not a string reads as null, which the read check refuses.
    private static string? Text(BsonValue value) => value.IsString ? value.AsString : null;

    private static InvalidOperationException NotPrepared() => new("a YCSB write its thread's plan did not foresee");
}
