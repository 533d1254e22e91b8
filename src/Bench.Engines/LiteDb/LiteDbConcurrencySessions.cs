using System.Diagnostics;
using System.Globalization;
using EmbeddedDbBench.Core.Concurrency;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// W6's writer on LiteDB: each operation one autocommit call (its own implicit transaction). An
/// update is one <c>UpdateMany</c> by <c>_id</c> and the previous version, its two expressions parsed
/// once and rebound per operation as a prepared statement is; an insert is one <c>Insert</c> of a
/// document built before the run. A lock timeout (LiteException LOCK_TIMEOUT) is counted and the
/// operation run again until the run's deadline.
/// </summary>
internal sealed class LiteDbWriterSession : IConcurrencySession
{
    private readonly LiteDatabase _database;
    private readonly ILiteCollection<BsonDocument> _collection;
    private readonly BsonExpression _transform = BsonExpression.Create("{ version: @0, stamp: @1, zip: @2 }", 0L, 0L, "");
    // The previous version in the predicate: an update applied twice changes no document and fails the run.
    private readonly BsonExpression _predicate = BsonExpression.Create("_id = @0 AND version = @1", 0, 0L);
    private readonly int _firstInsertedKey;
    private readonly BsonDocument[] _inserts;

    public LiteDbWriterSession(LiteDatabase database, ConcurrencyPlan plan)
    {
        _database = database;
        _collection = database.GetCollection(LiteDbConcurrencyStore.Collection);
        _firstInsertedKey = plan.Rows + 1;
        _inserts = [.. plan.Operations.Where(o => o.IsInsert).OrderBy(o => o.Key).Select(o => LiteDbConcurrencyStore.ToDocument(o.Values))];
    }

    public string ReadSettings() => LiteDbConcurrencyStore.Settings(_database);

    public int Apply(WriterOperation operation, OperationRecorder recorder, long deadline, out bool retried)
    {
        ArgumentNullException.ThrowIfNull(operation);
        ArgumentNullException.ThrowIfNull(recorder);
        if (!operation.IsInsert)
        {
            var values = operation.Values;
            _transform.Parameters["0"] = (long)values[0]!;
            _transform.Parameters["1"] = (long)values[1]!;
            _transform.Parameters["2"] = (string)values[2]!;
            _predicate.Parameters["0"] = (int)values[3]!;
            _predicate.Parameters["1"] = (long)values[4]!;
        }

        return LiteDbLockRetry.Run((Session: this, Operation: operation), static s => s.Session.Write(s.Operation), recorder, deadline, out var rows, out retried)
            ? rows
            : -1;
    }

    public PointRead Find(int key, OperationRecorder recorder, out bool retried) => throw new InvalidOperationException("the writer's session does not read");

    public (long Rows, long VersionSum) Aggregate(OperationRecorder recorder, out bool retried) => throw new InvalidOperationException("the writer's session does not read");

    public void Dispose()
    {
        // The run's LiteDatabase belongs to the database; a session holds nothing of its own.
    }

    private int Write(WriterOperation operation)
    {
        if (!operation.IsInsert)
        {
            return _collection.UpdateMany(_transform, _predicate);
        }

        _collection.Insert(_inserts[operation.Key - _firstInsertedKey]);
        return 1;
    }
}

/// <summary>
/// A W6 reader on LiteDB: a point read is one <c>FindById</c>, the aggregate one
/// <c>SELECT COUNT, SUM(version)</c> over the collection — each one read transaction on its own
/// snapshot, so the aggregate's count and sum are of one committed state.
/// </summary>
internal sealed class LiteDbReaderSession(LiteDatabase database, BsonValue[] keys) : IConcurrencySession
{
    private static readonly string _aggregateSql = $"SELECT {{ n: COUNT(*), v: SUM(*.version) }} FROM {LiteDbConcurrencyStore.Collection}";

    private readonly ILiteCollection<BsonDocument> _collection = database.GetCollection(LiteDbConcurrencyStore.Collection);

    public string ReadSettings() => LiteDbConcurrencyStore.Settings(database);

    public int Apply(WriterOperation operation, OperationRecorder recorder, long deadline, out bool retried) => throw new InvalidOperationException("a reader's session does not write");

    public PointRead Find(int key, OperationRecorder recorder, out bool retried)
    {
        LiteDbLockRetry.Run((Collection: _collection, Key: keys[key]), static s => s.Collection.FindById(s.Key), recorder, long.MaxValue, out var document, out retried);
        return document is { } d ? new PointRead(true, d["version"].AsInt64, d["stamp"].AsInt64) : default;
    }

    public (long Rows, long VersionSum) Aggregate(OperationRecorder recorder, out bool retried)
    {
        LiteDbLockRetry.Run(database, static d => ReadAggregate(d), recorder, long.MaxValue, out var aggregate, out retried);
        return aggregate;
    }

    public void Dispose()
    {
        // The run's LiteDatabase belongs to the database; a session holds nothing of its own.
    }

    private static (long Rows, long VersionSum) ReadAggregate(LiteDatabase database)
    {
        using var reader = database.Execute(_aggregateSql);
        return reader.Read() ? (ToInt64(reader.Current["n"]), ToInt64(reader.Current["v"])) : (-1L, -1L);
    }

    private static long ToInt64(BsonValue value) => Convert.ToInt64(value.RawValue, CultureInfo.InvariantCulture);
}

/// <summary>LiteDB's lock timeout met by a W6 operation: counted, and the operation run again.</summary>
internal static class LiteDbLockRetry
{
    /// <summary>
    /// Runs <paramref name="operation"/> on <paramref name="state"/> until it does not meet LiteDB's lock
    /// timeout (<c>LOCK_TIMEOUT</c>, counted as <see cref="LockErrorKind.Timeout"/>); returns false, the
    /// operation not run, when one is met past <paramref name="deadline"/> (a Stopwatch timestamp).
    /// Any other error fails the run. The state is passed in so a static lambda allocates nothing.
    /// </summary>
    public static bool Run<TState, T>(TState state, Func<TState, T> operation, OperationRecorder recorder, long deadline, out T result, out bool retried)
    {
        retried = false;
        while (true)
        {
            try
            {
                result = operation(state);
                return true;
            }
            catch (LiteException e) when (e.ErrorCode == LiteException.LOCK_TIMEOUT)
            {
                recorder.Met(LockErrorKind.Timeout);
                retried = true;
                if (Stopwatch.GetTimestamp() > deadline)
                {
                    result = default!;
                    return false;
                }
            }
        }
    }
}
