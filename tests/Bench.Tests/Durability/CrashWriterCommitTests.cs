using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteDapper;
using EmbeddedDbBench.Engines.SqliteEfCore;
using EmbeddedDbBench.Engines.SqliteLinq2Db;
using EmbeddedDbBench.Engines.SqliteNet;
using EmbeddedDbBench.Engines.SqliteRaw;

namespace EmbeddedDbBench.Tests.Durability;

/// <summary>
/// The crash and power checks' writer commits a step's rows in one transaction on every SQLite engine they cut: a commit
/// whose 500th row breaks the key leaves none of its rows behind. A writer whose inserts ran outside the engine's
/// transaction (sqlite-net's own connection beside the provider's) would leave the 499 before it, each its own commit.
/// </summary>
public abstract class CrashWriterCommitTests<TEngine> where TEngine : Engine, new()
{
    private const string Table = "crash_rows";

    [Fact]
    public void A_commit_that_fails_part_way_leaves_none_of_its_rows()
    {
        var engine = new TEngine();
        var recovery = engine.CrashRecovery!;
        using var database = engine.CreateDatabase(Variant.Transaction);
        recovery.CreateTable(database, Table);
        database.Connection.Execute($"INSERT INTO {Table} (id, payload) VALUES (500, 'planted')");

        Assert.ThrowsAny<Exception>(() => recovery.Commit(database, Table, 1, CrashRecovery.StepRows));

        Assert.Equal(1L, Convert.ToInt64(database.Connection.Scalar($"SELECT COUNT(*) FROM {Table}"), System.Globalization.CultureInfo.InvariantCulture));
    }
}

public sealed class MicrosoftSqliteCrashWriterCommitTests : CrashWriterCommitTests<MicrosoftSqliteEngine>;

public sealed class SqliteRawCrashWriterCommitTests : CrashWriterCommitTests<SqliteLayersRawEngine>;

public sealed class SqliteNetCrashWriterCommitTests : CrashWriterCommitTests<SqliteLayersSqliteNetEngine>;

public sealed class SqliteDapperCrashWriterCommitTests : CrashWriterCommitTests<SqliteLayersDapperEngine>;

public sealed class SqliteLinq2DbCrashWriterCommitTests : CrashWriterCommitTests<SqliteLayersLinq2DbEngine>;

public sealed class SqliteEfCoreCrashWriterCommitTests : CrashWriterCommitTests<SqliteLayersEfCoreEngine>;
