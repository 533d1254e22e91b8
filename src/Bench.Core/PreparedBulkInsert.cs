namespace EmbeddedDbBench.Core;

/// <summary>The portable bulk path: one prepared INSERT reused for every row.</summary>
public sealed class PreparedBulkInsert : IBulkInsert
{
    /// <summary>The shared instance; the type holds no state.</summary>
    public static PreparedBulkInsert Instance { get; } = new();

    /// <inheritdoc />
    public string Method => "reused prepared INSERT";

    /// <inheritdoc />
    public long Insert(StepContext context, BulkTable table, IReadOnlyList<object?[]> rows)
    {
        using var statement = new Statement(context, table.InsertSql, table.ParameterNames, reuse: true);
        long inserted = 0;
        foreach (var row in rows)
        {
            inserted += statement.Execute(row);
        }

        return inserted;
    }
}
