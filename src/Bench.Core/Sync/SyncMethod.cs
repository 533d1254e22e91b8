namespace EmbeddedDbBench.Core.Sync;

/// <summary>How the changes written to the embedded database reach the server.</summary>
public enum SyncMethod
{
    /// <summary>
    /// A simple ETL loop: after each row's write on the embedded database, the same statement on
    /// the server, one statement per row, autocommit on the server.
    /// </summary>
    Naive,

    /// <summary>
    /// Changes captured on the embedded side (a change-log table filled by triggers in the write's
    /// own transaction), then shipped in one server transaction through the server's bulk path.
    /// </summary>
    Tuned,
}
