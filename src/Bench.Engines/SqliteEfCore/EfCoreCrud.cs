using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Engines.Sqlite;
using Microsoft.EntityFrameworkCore;

namespace EmbeddedDbBench.Engines.SqliteEfCore;

/// <summary>
/// W1 through EF Core. Natural (Default, Transaction): <c>EnsureCreated</c>; <c>Add</c> + <c>SaveChanges</c>
/// per row; <c>Find</c>, change, <c>SaveChanges</c>; a tracking query per key; <c>Find</c>, <c>Remove</c>,
/// <c>SaveChanges</c>. Tuned (Batch): <c>AddRange</c> + one <c>SaveChanges</c>, <c>ExecuteUpdate</c> and
/// <c>ExecuteDelete</c> per key, a compiled no-tracking query per key. The schema steps alike.
/// </summary>
internal sealed class EfCoreCrud(CrudWorkload workload) : SqliteLayerWorkload<CrudStep>(workload)
{
    private static readonly Func<CrudContext, long, TestEntity?> _readCompiled =
        EF.CompileQuery((CrudContext db, long id) => db.Tests.AsNoTracking().FirstOrDefault(t => t.Id == id));

    private readonly CrudPlan _plan = workload.Plan;

    public override StepOutcome Run(CrudStep step, StepContext context)
    {
        using var db = CrudContext.Over(Connection(context), Transaction(context));
        var tuned = context.TakesBulkPath;
        return step switch
        {
            CrudStep.Create => Schema(db.Database.EnsureCreated()),
            CrudStep.Write => new(tuned ? WriteAll(db) : WriteEach(db), 0),
            CrudStep.Update => new(tuned ? UpdateByExecute(db) : UpdateLoaded(db), 0),
            CrudStep.Read => Read(db, tuned),
            CrudStep.Delete => new(tuned ? DeleteByExecute(db) : DeleteLoaded(db), 0),
            CrudStep.Drop => Schema(db.Database.ExecuteSqlRaw(SqliteLayerSql.DropTest) >= 0),
            _ => throw new ArgumentOutOfRangeException(nameof(step)),
        };
    }

    private static StepOutcome Schema(bool done) => done
        ? new(0, 0)
        : throw new WorkloadValidationException("EF Core found the table already there and created nothing.");

    private long WriteAll(CrudContext db)
    {
        db.Tests.AddRange(_plan.InsertTexts.Select(t => new TestEntity { TextData = t }));
        return db.SaveChanges();
    }

    // One unit of work per row; each saved entity leaves the tracker, or every SaveChanges would scan them all.
    private long WriteEach(CrudContext db)
    {
        long rows = 0;
        foreach (var text in _plan.InsertTexts)
        {
            db.Tests.Add(new TestEntity { TextData = text });
            rows += db.SaveChanges();
            db.ChangeTracker.Clear();
        }

        return rows;
    }

    private long UpdateLoaded(CrudContext db)
    {
        long rows = 0;
        for (var i = 0; i < _plan.UpdateIds.Length; i++)
        {
            var row = db.Tests.Find((long)_plan.UpdateIds[i]) ?? throw Missing(_plan.UpdateIds[i]);
            row.TextData = _plan.UpdateTexts[i];
            rows += db.SaveChanges();
            db.ChangeTracker.Clear();
        }

        return rows;
    }

    private long UpdateByExecute(CrudContext db)
    {
        long rows = 0;
        for (var i = 0; i < _plan.UpdateIds.Length; i++)
        {
            long id = _plan.UpdateIds[i];
            var text = _plan.UpdateTexts[i];
            rows += db.Tests.Where(t => t.Id == id).ExecuteUpdate(s => s.SetProperty(t => t.TextData, text));
        }

        return rows;
    }

    private StepOutcome Read(CrudContext db, bool tuned)
    {
        long rows = 0;
        ulong checksum = 0;
        foreach (var id in _plan.ReadIds)
        {
            long key = id;
            var row = tuned ? _readCompiled(db, key) : db.Tests.FirstOrDefault(t => t.Id == key);
            if (row?.TextData is { } text)
            {
                rows++;
                checksum += Checksum.Of(text);
            }
        }

        return new(rows, checksum);
    }

    private long DeleteLoaded(CrudContext db)
    {
        long rows = 0;
        foreach (var id in _plan.DeleteOrder)
        {
            db.Tests.Remove(db.Tests.Find((long)id) ?? throw Missing(id));
            rows += db.SaveChanges();
            db.ChangeTracker.Clear();
        }

        return rows;
    }

    private long DeleteByExecute(CrudContext db)
    {
        long rows = 0;
        foreach (var id in _plan.DeleteOrder)
        {
            long key = id;
            rows += db.Tests.Where(t => t.Id == key).ExecuteDelete();
        }

        return rows;
    }

    private static WorkloadValidationException Missing(long id) => new($"row {id} of Test was not found.");
}
