using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteDapper;
using EmbeddedDbBench.Engines.SqliteEfCore;
using EmbeddedDbBench.Engines.SqliteRaw;

namespace EmbeddedDbBench.Engines;

/// <summary>Every engine the suite can run, for reports and tests that go over all of them.</summary>
public static class EngineCatalog
{
    /// <summary>One instance of each engine.</summary>
    public static IReadOnlyList<Engine> All { get; } =
    [
        new MicrosoftSqliteEngine(),
        new SystemDataSqliteEngine(),
        new PostgresEngine(),
        new MariaDbEngine(),
        new DuckDbEngine(),
        new FirebirdEmbeddedEngine(),
        new FirebirdServerEngine(),
        new LiteDbEngine(),
        new SqliteLayersRawEngine(),
        new SqliteLayersDapperEngine(),
        new SqliteLayersEfCoreEngine(),
    ];
}
