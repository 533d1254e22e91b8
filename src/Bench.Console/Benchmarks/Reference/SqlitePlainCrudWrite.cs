using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;
using Microsoft.Data.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks.Reference;

/// <summary>
/// W1's Write as a developer would write it by hand over Microsoft.Data.Sqlite: one transaction,
/// one prepared <see cref="SqliteCommand"/> with a typed parameter, one ExecuteNonQuery per row.
/// </summary>
public sealed class SqlitePlainCrudWrite(CrudWorkload inner) : ReferenceWorkload<CrudStep>(inner, CrudStep.Write)
{
    /// <inheritdoc />
    protected override StepOutcome RunPlainLoop(StepContext context)
    {
        var connection = (SqliteConnection)context.Connection;
        using var insert = connection.CreateCommand();
        insert.Transaction = (SqliteTransaction?)context.Transaction;
        insert.CommandText = "INSERT INTO Test (textdata) VALUES (@t)";
        var text = insert.Parameters.Add("@t", SqliteType.Text);
        insert.Prepare();
        long rows = 0;
        foreach (var value in inner.Plan.InsertTexts)
        {
            text.Value = value;
            rows += insert.ExecuteNonQuery();
        }

        return new(rows, 0);
    }
}
