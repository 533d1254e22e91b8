using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Engines.Sqlite;
using SQLite;

namespace EmbeddedDbBench.Engines.SqliteNet;

/// <summary>
/// W1 through sqlite-net on its own connection. Natural (Default, Transaction): <c>Insert</c> per row (sqlite-net
/// keeps its INSERT prepared per table), <c>Update</c> per row, a <c>Table&lt;T&gt;</c> LINQ query per key,
/// <c>Delete&lt;T&gt;</c> per key. Tuned (Batch): <c>InsertAll</c> and <c>UpdateAll</c> over the list, <c>Find&lt;T&gt;</c>
/// by primary key (the mapping's ready SQL, no expression to translate), <c>Delete&lt;T&gt;</c> per key. The table is created
/// with the SQL workload's statement, so its key is the same rowid alias as every layer's (sqlite-net's <c>CreateTable</c>
/// would add AUTOINCREMENT, a write to sqlite_sequence per insert); sqlite-net drops it with <c>DropTable</c>.
/// </summary>
internal sealed class SqliteNetCrud : SqliteLayerWorkload<CrudStep>
{
    /// <summary>The bulk path of W1's and W2's inserts, as the suite report records it.</summary>
    internal const string InsertAllMethod = "sqlite-net InsertAll (one prepared INSERT, in a savepoint)";

    private readonly CrudPlan _plan;
    private readonly SqliteNetTestRow[] _inserts;
    private readonly SqliteNetTestRow[] _updates;

    // The rows are the application's input, built once before any timing; sqlite-net sets each inserted row's key
    // from last_insert_rowid, and leaves the key out of its INSERT, so a key left from an earlier run changes nothing.
    public SqliteNetCrud(CrudWorkload workload) : base(workload)
    {
        _plan = workload.Plan;
        _inserts = [.. _plan.InsertTexts.Select(text => new SqliteNetTestRow { TextData = text })];
        _updates = [.. _plan.UpdateIds.Select((id, i) => new SqliteNetTestRow { Id = id, TextData = _plan.UpdateTexts[i] })];
    }

    public override StepOutcome Run(CrudStep step, StepContext context)
    {
        var connection = SqliteNetDatabase.Of(context);
        var tuned = context.TakesBulkPath;
        return step switch
        {
            CrudStep.Create => Schema(connection.Execute(SqliteLayerSql.CreateTest)),
            CrudStep.Write => new(Write(context, connection), 0),
            CrudStep.Update => new(Update(context, connection), 0),
            CrudStep.Read => Read(connection, tuned),
            CrudStep.Delete => new(Delete(connection), 0),
            CrudStep.Drop => Schema(connection.DropTable<SqliteNetTestRow>()),
            _ => throw new ArgumentOutOfRangeException(nameof(step)),
        };
    }

    // A schema statement's outcome is (0, 0) whatever sqlite-net reports for it.
    private static StepOutcome Schema(int _) => new(0, 0);

    private long Write(StepContext context, SQLiteConnection connection) =>
        SqliteNetWrites.Rows(context, _inserts, InsertAllMethod, rows => connection.InsertAll(rows), row => connection.Insert(row));

    private long Update(StepContext context, SQLiteConnection connection) =>
        SqliteNetWrites.Rows(context, _updates, "sqlite-net UpdateAll (in a savepoint)", rows => connection.UpdateAll(rows), row => connection.Update(row));

    private StepOutcome Read(SQLiteConnection connection, bool tuned)
    {
        long rows = 0;
        ulong checksum = 0;
        foreach (var id in _plan.ReadIds)
        {
            long key = id;
            var row = tuned ? connection.Find<SqliteNetTestRow>(key) : connection.Table<SqliteNetTestRow>().Where(t => t.Id == key).FirstOrDefault();
            if (row?.TextData is { } text)
            {
                rows++;
                checksum += Checksum.Of(text);
            }
        }

        return new(rows, checksum);
    }

    private long Delete(SQLiteConnection connection)
    {
        long changed = 0;
        foreach (var id in _plan.DeleteOrder)
        {
            changed += connection.Delete<SqliteNetTestRow>((long)id);
        }

        return changed;
    }
}
