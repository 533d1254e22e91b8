using EmbeddedDbBench.Core.Contacts;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>W6's SQL, built once: W2's columns plus a version counter and its stamp.</summary>
internal static class ConcurrencySql
{
    public const string Table = "W6Contacts";

    public static readonly IReadOnlyList<string> Columns = [.. Contact.Columns, "version", "stamp"];

    public static readonly BulkTable Rows = new(Table, Columns);

    public static readonly string PointSelect = $"SELECT version, stamp FROM {Table} WHERE id = @id";

    public static readonly string Aggregate = $"SELECT COUNT(*), SUM(version) FROM {Table}";

    public static readonly string[] UpdateParameters = ["@version", "@stamp", "@zip", "@id", "@previous"];

    // The previous version in the WHERE clause: an UPDATE applied twice (a retry after a commit
    // that did happen) changes no row and fails the run instead of moving the counter twice.
    public static readonly string Update =
        $"UPDATE {Table} SET version = @version, stamp = @stamp, zip = @zip WHERE id = @id AND version = @previous";

    public static readonly string[] InsertParameters = [.. Columns.Select(c => "@" + c)];

    public static readonly string Insert = $"INSERT INTO {Table} ({string.Join(", ", Columns)}) VALUES ({string.Join(", ", InsertParameters)})";

    public static readonly string ReadAll = $"SELECT id, version, stamp, zip FROM {Table}";

    // W2's table under W6's name, with the two columns W6 adds.
    public static string CreateTable(SqlDialect dialect) =>
        ContactsWorkload.CreateTableSql(dialect, Table)[..^1] + ", version bigint not null, stamp bigint not null)";
}
