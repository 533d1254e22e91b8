using Dapper;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Engines.Sqlite;
using Microsoft.Data.Sqlite;

namespace EmbeddedDbBench.Engines.SqliteDapper;

/// <summary>W1 through Dapper: one <c>Execute</c> per row, or one <c>Execute</c> over the list on the bulk path.</summary>
internal sealed class DapperCrud : SqliteLayerWorkload<CrudStep>
{
    private readonly CrudPlan _plan;
    private readonly TestRow[] _inserts;
    private readonly TestRow[] _updates;
    private readonly KeyRow[] _reads;
    private readonly KeyRow[] _deletes;

    // The parameter objects are the application's input, built once before any timing.
    public DapperCrud(CrudWorkload workload) : base(workload)
    {
        _plan = workload.Plan;
        _inserts = [.. _plan.InsertTexts.Select(t => new TestRow(0, t))];
        _updates = [.. _plan.UpdateIds.Select((id, i) => new TestRow(id, _plan.UpdateTexts[i]))];
        _reads = [.. _plan.ReadIds.Select(id => new KeyRow(id))];
        _deletes = [.. _plan.DeleteOrder.Select(id => new KeyRow(id))];
    }

    public override StepOutcome Run(CrudStep step, StepContext context)
    {
        var connection = Connection(context);
        var transaction = Transaction(context);
        return step switch
        {
            CrudStep.Create => Schema(connection, SqliteLayerSql.CreateTest, transaction),
            CrudStep.Write => new(Execute(context, SqliteLayerSql.InsertTest, _inserts), 0),
            CrudStep.Update => new(Execute(context, SqliteLayerSql.UpdateTest, _updates), 0),
            CrudStep.Read => Read(context),
            CrudStep.Delete => new(Execute(context, SqliteLayerSql.DeleteTest, _deletes), 0),
            CrudStep.Drop => Schema(connection, SqliteLayerSql.DropTest, transaction),
            _ => throw new ArgumentOutOfRangeException(nameof(step)),
        };
    }

    // A schema statement's outcome is (0, 0) whatever the provider reports for it.
    private static StepOutcome Schema(SqliteConnection connection, string sql, SqliteTransaction? transaction)
    {
        connection.Execute(sql, transaction: transaction);
        return new(0, 0);
    }

    private StepOutcome Read(StepContext context)
    {
        var connection = Connection(context);
        var transaction = Transaction(context);
        long rows = 0;
        ulong checksum = 0;
        foreach (var key in _reads)
        {
            if (connection.QuerySingleOrDefault<string>(SqliteLayerSql.ReadTest, key, transaction) is { } text)
            {
                rows++;
                checksum += Checksum.Of(text);
            }
        }

        return new(rows, checksum);
    }

    /// <summary>Dapper's list form on the bulk path; else one call per row, each its own command.</summary>
    internal static long Execute<T>(StepContext context, string sql, T[] rows) where T : class
    {
        var connection = Connection(context);
        var transaction = Transaction(context);
        if (context.TakesBulkPath)
        {
            context.RecordBulkMethod("Dapper Execute over the list of rows");
            return connection.Execute(sql, rows, transaction);
        }

        long changed = 0;
        foreach (var row in rows)
        {
            changed += connection.Execute(sql, row, transaction);
        }

        return changed;
    }

    /// <summary>W1's parameters by name: <c>@Id</c>, <c>@Text</c>.</summary>
    internal sealed record TestRow(long Id, string Text);

    /// <summary>A key parameter: <c>@Id</c>.</summary>
    internal sealed record KeyRow(long Id);
}
