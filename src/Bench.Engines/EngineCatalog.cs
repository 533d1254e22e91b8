using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteDapper;
using EmbeddedDbBench.Engines.SqliteEfCore;
using EmbeddedDbBench.Engines.SqliteLinq2Db;
using EmbeddedDbBench.Engines.SqliteNet;
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
        new SqliteLayersSqliteNetEngine(),
        new SqliteLayersLinq2DbEngine(),
    ];

    /// <summary>
    /// The engine named <paramref name="name"/>: its <see cref="Engine.Name"/>, as the ledger records it,
    /// or its type's name, as a case without a ledger record gives it; null when no catalog engine has it.
    /// </summary>
    public static Engine? Find(string name) =>
        All.FirstOrDefault(e => e.Name == name) ?? All.FirstOrDefault(e => e.GetType().Name == name);
}
