namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>What a W6 thread does through its <see cref="IConcurrencySession"/>.</summary>
public enum ConcurrencyRole
{
    /// <summary>The writer: single-row autocommit updates and inserts by key.</summary>
    Writer,

    /// <summary>A point reader: one row by key at a time.</summary>
    PointReader,

    /// <summary>The aggregate reader: the row count and version sum of the whole table.</summary>
    AggregateReader,
}

/// <summary>One row of W6's table as validation reads it back.</summary>
/// <param name="Key">The row's key.</param>
/// <param name="Version">Its version counter.</param>
/// <param name="Stamp">Its stamp (<see cref="ConcurrencyPlan.Stamp"/> of key and version when no read went wrong).</param>
/// <param name="Zip">Its zip, which every update rewrites.</param>
public readonly record struct ConcurrencyRow(int Key, long Version, long Stamp, string Zip);

/// <summary>A point read: whether the key was found, and its version and stamp.</summary>
/// <param name="Found">True when a row with the key exists.</param>
/// <param name="Version">The row's version (0 when not found).</param>
/// <param name="Stamp">The row's stamp (0 when not found).</param>
public readonly record struct PointRead(bool Found, long Version, long Stamp);

/// <summary>
/// How an engine reaches one database from W6's threads. SQL engines open a connection per reader
/// beside the main one (the workload's own store); an engine with its own API (LiteDB) supplies
/// one through its implementation of the workload (<see cref="ConcurrencyWorkload.Arrange(ConcurrencyStep, IConcurrencyStore)"/>).
/// </summary>
public interface IConcurrencyStore
{
    /// <summary>
    /// Opens, before the timed step, what one thread of <paramref name="role"/> uses: its connection or
    /// handle, its statements prepared. The writer's is on the database's main connection.
    /// </summary>
    IConcurrencySession Open(ConcurrencyRole role);

    /// <summary>Every row of the table (validation, untimed).</summary>
    IEnumerable<ConcurrencyRow> ReadTable();
}

/// <summary>
/// One W6 thread's way into the table, used by that thread alone. An operation that meets a lock
/// error counts it by kind on the thread's <see cref="OperationRecorder"/> and runs again; any
/// other error fails the run.
/// </summary>
public interface IConcurrencySession : IDisposable
{
    /// <summary>
    /// The concurrency settings read back through this session, for the report: the command or lock
    /// timeout first (<c>name=value</c>), then the engine's isolation or busy settings.
    /// </summary>
    string ReadSettings();

    /// <summary>
    /// Applies <paramref name="operation"/> in autocommit: the rows it changed, or -1 when a lock error
    /// outlasted <paramref name="deadline"/> (a Stopwatch timestamp) and the operation did not run.
    /// </summary>
    int Apply(WriterOperation operation, OperationRecorder recorder, long deadline, out bool retried);

    /// <summary>Reads the row with <paramref name="key"/>.</summary>
    PointRead Find(int key, OperationRecorder recorder, out bool retried);

    /// <summary>The table's row count and version sum, read as one consistent state.</summary>
    (long Rows, long VersionSum) Aggregate(OperationRecorder recorder, out bool retried);
}
