using System.Data.Common;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>
/// The PRAGMAs each SQLite variant sets, and their read-back. Shared by every SQLite provider so
/// that a variant means the same thing whichever provider runs it.
/// </summary>
public static class SqlitePragmas
{
    /// <summary>The PRAGMA statements that apply <paramref name="variant"/> to a new connection.</summary>
    public static IReadOnlyList<string> For(Variant variant) => variant switch
    {
        // Provider defaults; Transaction and Batch change the step, not the connection; Memory, the connection string.
        Variant.Default or Variant.Transaction or Variant.Memory or Variant.Batch => [],
        Variant.SyncOff => ["PRAGMA synchronous = OFF"],
        Variant.Wal => ["PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL"],
        // In WAL mode FULL syncs the WAL at every commit; in the DELETE journal (SQLite's default,
        // so nothing to set) EXTRA also syncs the directory after the journal's unlink, which commits.
        Variant.WalFull => ["PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL"],
        Variant.Extra => ["PRAGMA synchronous = EXTRA"],
        Variant.Exclusive => ["PRAGMA synchronous = OFF", "PRAGMA locking_mode = EXCLUSIVE"],
    };

    /// <summary>Runs the variant's PRAGMAs on <paramref name="connection"/>.</summary>
    public static void Apply(DbConnection connection, Variant variant)
    {
        foreach (var pragma in For(variant))
        {
            connection.Execute(pragma);
        }
    }

    /// <summary>Reads journal_mode, synchronous, locking_mode, cache_size and page_size back from the engine.</summary>
    public static EngineSettings Read(DbConnection connection) => Read(name => Pragma(connection, name));

    /// <summary>
    /// Reads the same PRAGMAs as <see cref="Read(DbConnection)"/> through <paramref name="pragma"/>, which runs
    /// <c>PRAGMA name</c> on a layer's own connection and returns its answer as text.
    /// </summary>
    public static EngineSettings Read(Func<string, string> pragma)
    {
        ArgumentNullException.ThrowIfNull(pragma);
        return new EngineSettings()
            .Add("journal_mode", pragma("journal_mode"))
            .Add("synchronous", SynchronousName(pragma("synchronous")))
            .Add("locking_mode", pragma("locking_mode"))
            .Add("cache_size", pragma("cache_size"))
            .Add("page_size", pragma("page_size"));
    }

    /// <summary>The engine's version, as <c>SQLite 3.x.y</c>.</summary>
    public static string Version(DbConnection connection) => $"SQLite {connection.Scalar("SELECT sqlite_version()")}";

    /// <summary>
    /// The native build the provider loaded, as <c>SQLite 3.x.y (source id)</c>: the version and
    /// <c>sqlite_source_id()</c>, the check-in and its hash, which tells two builds of one version apart.
    /// </summary>
    public static string Build(DbConnection connection) =>
        $"{Version(connection)} ({connection.Scalar("SELECT sqlite_source_id()")})";

    private static string Pragma(DbConnection connection, string name) =>
        Convert.ToString(connection.Scalar($"PRAGMA {name}")) ?? "";

    // PRAGMA synchronous answers with a number; the names are what the docs and variants use.
    private static string SynchronousName(string level) => level switch
    {
        "0" => "OFF",
        "1" => "NORMAL",
        "2" => "FULL",
        "3" => "EXTRA",
        _ => level,
    };
}
