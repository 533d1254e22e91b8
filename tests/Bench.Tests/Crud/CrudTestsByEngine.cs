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

namespace EmbeddedDbBench.Tests.Crud;

public sealed class MicrosoftSqliteCrudTests : CrudTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqliteCrudTests : CrudTests<SystemDataSqliteEngine>;

public sealed class PostgresCrudTests : CrudTests<PostgresEngine>;

public sealed class MariaDbCrudTests : CrudTests<MariaDbEngine>;

public sealed class DuckDbCrudTests : CrudTests<DuckDbEngine>;

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedCrudTests : CrudTests<FirebirdEmbeddedEngine>;

public sealed class FirebirdServerCrudTests : CrudTests<FirebirdServerEngine>;

public sealed class LiteDbCrudTests : CrudTests<LiteDbEngine>;

public sealed class SqliteLayersRawCrudTests : CrudTests<SqliteLayersRawEngine>;

public sealed class SqliteLayersDapperCrudTests : CrudTests<SqliteLayersDapperEngine>;

public sealed class SqliteLayersEfCoreCrudTests : CrudTests<SqliteLayersEfCoreEngine>;

public sealed class SqliteLayersSqliteNetCrudTests : CrudTests<SqliteLayersSqliteNetEngine>;

public sealed class SqliteLayersLinq2DbCrudTests : CrudTests<SqliteLayersLinq2DbEngine>;
