namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// W8's SQL. The BEGIN forms are SQLite's (https://www.sqlite.org/lang_transaction.html); the servers begin
/// through the provider's <c>BeginTransaction</c> (or the engine's own, <see cref="WritersSupport.BeginTransaction"/>) and
/// lock the rows they read with the engine's <see cref="WritersSupport.RowLockClause"/>.
/// </summary>
internal static class WritersSql
{
    public const string Table = "W8Accounts";

    public static readonly BulkTable Rows = new(Table, ["id", "balance"]);

    public const string CreateTable = $"CREATE TABLE {Table} (id integer primary key, balance bigint not null)";

    public const string ReadBalance = $"SELECT balance FROM {Table} WHERE id = @id";

    public const string WriteBalance = $"UPDATE {Table} SET balance = @balance WHERE id = @id";

    public const string ReadAll = $"SELECT id, balance FROM {Table} ORDER BY id";

    public const string BeginDeferred = "BEGIN DEFERRED";

    public const string BeginImmediate = "BEGIN IMMEDIATE";

    public const string Commit = "COMMIT";

    public const string Rollback = "ROLLBACK";
}
