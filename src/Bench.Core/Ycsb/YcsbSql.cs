namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>YCSB's usertable in SQL (a key and <c>fieldcount</c> text fields, as YCSB's JDBC binding lays it out) and its statements.</summary>
public sealed class YcsbSql
{
    private readonly YcsbProperties _properties;
    private readonly SqlDialect _dialect;

    /// <summary>The statements for <paramref name="properties"/> in <paramref name="dialect"/>.</summary>
    public YcsbSql(YcsbProperties properties, SqlDialect dialect)
    {
        _properties = properties ?? throw new ArgumentNullException(nameof(properties));
        _dialect = dialect ?? throw new ArgumentNullException(nameof(dialect));
        Fields = [.. Enumerable.Range(0, properties.FieldCount).Select(f => $"field{f}")];
        Table = new BulkTable(properties.Table, ["ycsb_key", .. Fields]);
        var all = string.Join(", ", Fields);
        ReadAll = $"SELECT {all} FROM {properties.Table} WHERE ycsb_key = @k";
        ReadTable = $"SELECT ycsb_key, {all} FROM {properties.Table}";
        UpdateAll = $"UPDATE {properties.Table} SET {string.Join(", ", Fields.Select((f, i) => $"{f} = @v{i}"))} WHERE ycsb_key = @k";
        Insert = Table.InsertSql;
    }

    /// <summary>The field columns, field0 first.</summary>
    public IReadOnlyList<string> Fields { get; }

    /// <summary>The table for the load's bulk path.</summary>
    public BulkTable Table { get; }

    /// <summary>Reads every field of one key.</summary>
    public string ReadAll { get; }

    /// <summary>Reads the whole table (validation).</summary>
    public string ReadTable { get; }

    /// <summary>Writes every field of one key (<c>@v0</c>…, then <c>@k</c>).</summary>
    public string UpdateAll { get; }

    /// <summary>Inserts one record (the bulk table's statement: <c>@p0</c> the key, then the fields).</summary>
    public string Insert { get; }

    /// <summary>The table's definition: the key as primary key, every field not null.</summary>
    public string CreateTable() =>
        $"CREATE TABLE {_properties.Table} (ycsb_key {_dialect.Text(32)} not null primary key, " +
        string.Join(", ", Fields.Select(f => $"{f} {_dialect.Text(_properties.FieldLength)} not null")) + ")";

    /// <summary>Reads one field of one key.</summary>
    public string ReadField(int field) => $"SELECT {Fields[field]} FROM {_properties.Table} WHERE ycsb_key = @k";

    /// <summary>Writes one field of one key (<c>@v0</c>, then <c>@k</c>).</summary>
    public string UpdateField(int field) => $"UPDATE {_properties.Table} SET {Fields[field]} = @v0 WHERE ycsb_key = @k";

    /// <summary>Reads up to <paramref name="length"/> records from <c>@k</c> on, in key order.</summary>
    public string Scan(int length) =>
        $"SELECT ycsb_key, {string.Join(", ", Fields)} FROM {_properties.Table} WHERE ycsb_key >= @k ORDER BY ycsb_key {_dialect.FetchFirst(length)}";
}
