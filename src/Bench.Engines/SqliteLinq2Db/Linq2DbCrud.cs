using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Engines.Sqlite;
using LinqToDB;
using LinqToDB.Data;

namespace EmbeddedDbBench.Engines.SqliteLinq2Db;

/// <summary>
/// W1 through linq2db. Natural (Default, Transaction): <c>Insert</c> of an entity per row, <c>Update</c> of an entity
/// per row, a LINQ query per key, a LINQ <c>Delete</c> per key. Tuned (Batch): <c>BulkCopy</c> for the write (its SQLite
/// default, multi-row INSERTs), a compiled LINQ query per key; updates and deletes as natural. The table is created with
/// the SQL workload's statement, so its key is the same rowid alias as every layer's (linq2db's <c>CreateTable</c> would
/// add AUTOINCREMENT, a write to sqlite_sequence per insert); linq2db drops it with <c>DropTable</c>.
/// </summary>
internal sealed class Linq2DbCrud(CrudWorkload workload) : SqliteLayerWorkload<CrudStep>(workload)
{
    private static readonly Func<DataConnection, long, TestEntity?> _readCompiled =
        CompiledQuery.Compile((DataConnection db, long id) => db.GetTable<TestEntity>().FirstOrDefault(t => t.Id == id));

    private readonly CrudPlan _plan = workload.Plan;

    public override StepOutcome Run(CrudStep step, StepContext context)
    {
        using var db = Linq2DbConnections.Over(Connection(context), Transaction(context));
        var tuned = context.TakesBulkPath;
        return step switch
        {
            CrudStep.Create => Schema(db.Execute(SqliteLayerSql.CreateTest)),
            CrudStep.Write => new(tuned ? WriteAll(context, db) : WriteEach(db), 0),
            CrudStep.Update => new(Update(db), 0),
            CrudStep.Read => Read(db, tuned),
            CrudStep.Delete => new(Delete(db), 0),
            CrudStep.Drop => Drop(db),
            _ => throw new ArgumentOutOfRangeException(nameof(step)),
        };
    }

    // A schema statement's outcome is (0, 0) whatever linq2db reports for it.
    private static StepOutcome Schema(int _) => new(0, 0);

    private static StepOutcome Drop(DataConnection db)
    {
        db.DropTable<TestEntity>();
        return new(0, 0);
    }

    private long WriteAll(StepContext context, DataConnection db)
    {
        context.RecordBulkMethod("linq2db BulkCopy (multi-row INSERTs)");
        return db.BulkCopy(_plan.InsertTexts.Select(text => new TestEntity { TextData = text })).RowsCopied;
    }

    private long WriteEach(DataConnection db)
    {
        long rows = 0;
        foreach (var text in _plan.InsertTexts)
        {
            rows += db.Insert(new TestEntity { TextData = text });
        }

        return rows;
    }

    private long Update(DataConnection db)
    {
        long rows = 0;
        for (var i = 0; i < _plan.UpdateIds.Length; i++)
        {
            rows += db.Update(new TestEntity { Id = _plan.UpdateIds[i], TextData = _plan.UpdateTexts[i] });
        }

        return rows;
    }

    private StepOutcome Read(DataConnection db, bool tuned)
    {
        long rows = 0;
        ulong checksum = 0;
        foreach (var id in _plan.ReadIds)
        {
            long key = id;
            var row = tuned ? _readCompiled(db, key) : db.GetTable<TestEntity>().FirstOrDefault(t => t.Id == key);
            if (row?.TextData is { } text)
            {
                rows++;
                checksum += Checksum.Of(text);
            }
        }

        return new(rows, checksum);
    }

    private long Delete(DataConnection db)
    {
        long rows = 0;
        foreach (var id in _plan.DeleteOrder)
        {
            long key = id;
            rows += db.GetTable<TestEntity>().Delete(t => t.Id == key);
        }

        return rows;
    }
}
