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

namespace EmbeddedDbBench.Tests.Contacts;

public sealed class MicrosoftSqliteContactsTests : ContactsTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqliteContactsTests : ContactsTests<SystemDataSqliteEngine>;

public sealed class PostgresContactsTests : ContactsTests<PostgresEngine>;

public sealed class MariaDbContactsTests : ContactsTests<MariaDbEngine>;

public sealed class DuckDbContactsTests : ContactsTests<DuckDbEngine>;

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedContactsTests : ContactsTests<FirebirdEmbeddedEngine>;

public sealed class FirebirdServerContactsTests : ContactsTests<FirebirdServerEngine>;

public sealed class LiteDbContactsTests : ContactsTests<LiteDbEngine>;

public sealed class SqliteLayersRawContactsTests : ContactsTests<SqliteLayersRawEngine>;

public sealed class SqliteLayersDapperContactsTests : ContactsTests<SqliteLayersDapperEngine>;

public sealed class SqliteLayersEfCoreContactsTests : ContactsTests<SqliteLayersEfCoreEngine>;

public sealed class SqliteLayersSqliteNetContactsTests : ContactsTests<SqliteLayersSqliteNetEngine>;

public sealed class SqliteLayersLinq2DbContactsTests : ContactsTests<SqliteLayersLinq2DbEngine>;
