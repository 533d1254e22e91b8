using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Engines.SqliteRaw;

/// <summary>W1 through SQLitePCLRaw's raw API: the SQL workload's statements, bound by position.</summary>
internal sealed class RawCrud(CrudWorkload workload) : SqliteLayerWorkload<CrudStep>(workload)
{
    private readonly CrudPlan _plan = workload.Plan;

    public override StepOutcome Run(CrudStep step, StepContext context)
    {
        var statements = new RawStatements(Connection(context).Handle!, context.TakesBulkPath);
        return step switch
        {
            CrudStep.Create => Schema(statements, SqliteLayerSql.CreateTest),
            CrudStep.Write => Write(statements),
            CrudStep.Update => Update(statements),
            CrudStep.Read => Read(statements),
            CrudStep.Delete => Delete(statements),
            CrudStep.Drop => Schema(statements, SqliteLayerSql.DropTest),
            _ => throw new ArgumentOutOfRangeException(nameof(step)),
        };
    }

    private static StepOutcome Schema(RawStatements statements, string sql)
    {
        statements.ExecuteOnce(sql);
        return new(0, 0);
    }

    private StepOutcome Write(RawStatements statements) =>
        new(statements.ExecuteEach(SqliteLayerSql.InsertTest, _plan.InsertTexts.Length, (insert, i) => insert.Bind(1, _plan.InsertTexts[i])), 0);

    private StepOutcome Update(RawStatements statements) =>
        new(statements.ExecuteEach(SqliteLayerSql.UpdateTest, _plan.UpdateIds.Length, (update, i) => update.Bind(1, _plan.UpdateTexts[i]).Bind(2, _plan.UpdateIds[i])), 0);

    private StepOutcome Read(RawStatements statements)
    {
        using var reused = statements.Reused(SqliteLayerSql.ReadTest);
        long rows = 0;
        ulong checksum = 0;
        foreach (var id in _plan.ReadIds)
        {
            var read = reused ?? statements.Prepare(SqliteLayerSql.ReadTest);
            if (read.Bind(1, id).Read())
            {
                rows++;
                checksum += Checksum.Of(read.Text(0));
                while (read.Read())
                {
                    // Steps to the end, which resets the statement for the next key.
                }
            }

            RawStatements.DisposeUnlessReused(read, reused);
        }

        return new(rows, checksum);
    }

    private StepOutcome Delete(RawStatements statements) =>
        new(statements.ExecuteEach(SqliteLayerSql.DeleteTest, _plan.DeleteOrder.Length, (delete, i) => delete.Bind(1, _plan.DeleteOrder[i])), 0);
}
