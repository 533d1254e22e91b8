namespace EmbeddedDbBench.Core;

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
