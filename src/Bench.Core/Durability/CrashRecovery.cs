using System.Data.Common;
using System.Globalization;

namespace EmbeddedDbBench.Core.Durability;

/// <summary>
/// What <c>crash-check</c> and <c>power-check</c> need of an engine, declared by the engine
/// (<see cref="Engine.CrashRecovery"/>) as it declares its settings read-back: how their writer makes
/// its table and commits as the variant does (a row per transaction, or a step's rows in one), and how the database a killed writer or a cut left
/// behind is reopened, recovered by the engine and checked with the engine's own integrity check.
/// </summary>
public abstract class CrashRecovery
{
    /// <summary>The engine's integrity check, named for the report.</summary>
    public abstract string CheckName { get; }

    /// <summary>
    /// True when the database runs inside the writer's process (an embedded engine), so that killing
    /// the writer crashes the engine: <c>crash-check</c>'s case. A server outlives its client; only a
    /// power cut reaches it.
    /// </summary>
    public virtual bool RunsInWriterProcess => true;

    /// <summary>
    /// The latest call growing a file that <c>fault-check</c>'s full disk is drawn at. SQLite's rollback journal grows
    /// about three times a commit, so the 200 of the default come within the check's wait on every variant; an engine
    /// that grows its files in large steps declares a span its writer reaches in that wait, so that most draws inject.
    /// </summary>
    public virtual int LatestGrowingCall => 200;

    /// <summary>The payload of row <paramref name="id"/>, the same on every engine.</summary>
    public static string Payload(int id) => $"row {id.ToString(CultureInfo.InvariantCulture)} of the writer";

    /// <summary>
    /// Creates <paramref name="table"/> (<c>id</c>, <c>payload</c>) in <paramref name="database"/>, the
    /// writer's starting state; a server also makes it durable, whatever the variant defers.
    /// </summary>
    public virtual void CreateTable(BenchDatabase database, string table)
    {
        ArgumentNullException.ThrowIfNull(database);
        database.Connection.Execute($"CREATE TABLE {table} (id INTEGER PRIMARY KEY, payload {database.Engine.Dialect.Text(64)})");
    }

    /// <summary>
    /// What the reopen needs besides the data folder to find <paramref name="database"/> (a server's
    /// database name), told by the writer to its parent; null when the folder says it all.
    /// </summary>
    public virtual string? Address(BenchDatabase database) => null;

    /// <summary>
    /// Variables the writer under a check runs with, given <paramref name="ownFolder"/>: a folder of its own outside the
    /// simulated data, which no cut keeps. None unless the engine shares state with every other process of the machine
    /// that a frozen writer would hold (Firebird's lock folder).
    /// </summary>
    public virtual IReadOnlyDictionary<string, string> WriterEnvironment(string ownFolder) => new Dictionary<string, string>();

    /// <summary>
    /// Rows per commit as <paramref name="variant"/> commits a step: one for the variants that
    /// autocommit each statement, <see cref="StepRows"/> for those that wrap a step in one transaction
    /// (Transaction, Batch).
    /// </summary>
    public static int RowsPerCommit(Variant variant) => variant.WrapsStepsInTransaction() ? StepRows : 1;

    /// <summary>The rows of a step committed as one: W1's larger write step (1,000 single-row inserts).</summary>
    public const int StepRows = 1_000;

    /// <summary>
    /// Commits rows <paramref name="firstId"/> to <paramref name="firstId"/> + <paramref name="rows"/> − 1 of
    /// <paramref name="table"/> in one transaction as <paramref name="database"/>'s variant writes a step: a new
    /// command per row, or under the bulk path (Batch) one prepared command reused for every row.
    /// </summary>
    public virtual void Commit(BenchDatabase database, string table, int firstId, int rows)
    {
        ArgumentNullException.ThrowIfNull(database);
        using var transaction = database.BeginTransaction();
        if (database.Variant.TakesBulkPath())
        {
            using var insert = InsertCommand(database, table, transaction);
            insert.Prepare();
            for (var id = firstId; id < firstId + rows; id++)
            {
                Insert(insert, id);
            }
        }
        else
        {
            for (var id = firstId; id < firstId + rows; id++)
            {
                using var insert = InsertCommand(database, table, transaction);
                Insert(insert, id);
            }
        }

        transaction.Commit();
    }

    private static void Insert(DbCommand insert, int id)
    {
        insert.Parameters[0].Value = id;
        insert.Parameters[1].Value = Payload(id);
        insert.ExecuteNonQuery();
    }

    private static DbCommand InsertCommand(BenchDatabase database, string table, StepTransaction transaction)
    {
        var dialect = database.Engine.Dialect;
        var insert = database.Connection.CreateCommand();
        insert.Transaction = transaction.DbTransaction;
        insert.CommandText = dialect.CommandText($"INSERT INTO {table} (id, payload) VALUES (@id, @payload)");
        insert.AddParameter(dialect.ParameterName("@id"), 0);
        insert.AddParameter(dialect.ParameterName("@payload"), "");
        return insert;
    }

    /// <summary>
    /// Closes <paramref name="database"/>'s connection and opens it again with the variant's settings: what an
    /// application does when the engine refuses to go on after a fault (<c>fault-check</c>).
    /// </summary>
    public virtual void ReopenConnection(BenchDatabase database)
    {
        ArgumentNullException.ThrowIfNull(database);
        database.Connection.Close();
        database.Connection.Open();
    }

    /// <summary>
    /// The engine's own code for what <paramref name="exception"/> reports (a server's SQLSTATE, SQLite's extended
    /// result code), in words for the fault check's table; null when it carries none.
    /// </summary>
    public virtual string? ErrorCode(Exception exception) =>
        exception is System.Data.Common.DbException { SqlState: { } state } ? $"SQLSTATE {state}" : null;

    /// <summary>
    /// Reopens the database <paramref name="scene"/> describes, lets the engine recover it, and returns
    /// its integrity check's verdict and the acknowledged rows present. Whatever the engine throws on a
    /// damaged database reaches the caller.
    /// </summary>
    public abstract CrashReopened Reopen(CrashScene scene);

    /// <summary>
    /// Counts every row of <paramref name="scene"/>'s table on <paramref name="connection"/>, the acknowledged ones and those
    /// past them (a commit made but not yet acknowledged, or part of one), and returns them with <paramref name="integrity"/>.
    /// </summary>
    protected static CrashReopened Counted(string integrity, DbConnection connection, CrashScene scene)
    {
        ArgumentNullException.ThrowIfNull(connection);
        ArgumentNullException.ThrowIfNull(scene);
        var acknowledged = scene.Acknowledged.ToString(CultureInfo.InvariantCulture);
        using var count = connection.CreateCommand();
        count.CommandText =
            $"SELECT COUNT(CASE WHEN id <= {acknowledged} THEN 1 END), COUNT(CASE WHEN id > {acknowledged} THEN 1 END) FROM {scene.Table}";
        using var reader = count.ExecuteReader();
        reader.Read();
        return new(integrity, Convert.ToInt64(reader.GetValue(0), CultureInfo.InvariantCulture), Convert.ToInt64(reader.GetValue(1), CultureInfo.InvariantCulture));
    }
}
