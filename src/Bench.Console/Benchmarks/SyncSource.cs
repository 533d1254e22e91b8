using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// The embedded database a sync case writes to, named by its provider. The names leave "Sqlite"
/// out on purpose: a filter matches parameter values too, and <c>--filter '*Sqlite*'</c> must not
/// pull in cases that commit to a server row by row.
/// </summary>
public enum SyncSource
{
    /// <summary>SQLite through Microsoft.Data.Sqlite (<see cref="MicrosoftSqliteEngine"/>).</summary>
    MicrosoftData,

    /// <summary>SQLite through System.Data.SQLite (<see cref="SystemDataSqliteEngine"/>).</summary>
    SystemData,
}
