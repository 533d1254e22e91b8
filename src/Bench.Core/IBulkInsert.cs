namespace EmbeddedDbBench.Core;

/// <summary>
/// An engine's path for inserting many rows at once (the Batch variant): a reused prepared
/// INSERT, multi-row VALUES, COPY, a bulk-copy API. Runs inside the caller's transaction.
/// </summary>
public interface IBulkInsert
{
    /// <summary>What the path is, for the report, e.g. "reused prepared INSERT".</summary>
    string Method { get; }

    /// <summary>Inserts <paramref name="rows"/> (values in <paramref name="table"/>'s column order); returns rows inserted.</summary>
    long Insert(StepContext context, BulkTable table, IReadOnlyList<object?[]> rows);
}

/// <summary>A target table and the columns bulk rows fill, in order.</summary>
/// <param name="Name">Table name.</param>
/// <param name="Columns">Column names, in the order of each row's values.</param>
public sealed record BulkTable(string Name, IReadOnlyList<string> Columns)
{
    /// <summary>The parameterized single-row INSERT for this table (<c>@p0</c>, <c>@p1</c>, …).</summary>
    public string InsertSql =>
        $"INSERT INTO {Name} ({string.Join(", ", Columns)}) VALUES ({string.Join(", ", ParameterNames)})";

    /// <summary>Parameter names <c>@p0</c>… matching <see cref="Columns"/>.</summary>
    public string[] ParameterNames => Columns.Select((_, i) => $"@p{i}").ToArray();
}

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
