using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Shipments;

public sealed class MicrosoftSqliteShipmentsTests : ShipmentsTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqliteShipmentsTests : ShipmentsTests<SystemDataSqliteEngine>;

public sealed class PostgresShipmentsTests : ShipmentsTests<PostgresEngine>;

public sealed class MariaDbShipmentsTests : ShipmentsTests<MariaDbEngine>;

public sealed class DuckDbShipmentsTests : ShipmentsTests<DuckDbEngine>;

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedShipmentsTests : ShipmentsTests<FirebirdEmbeddedEngine>;

public sealed class FirebirdServerShipmentsTests : ShipmentsTests<FirebirdServerEngine>;

public sealed class LiteDbShipmentsTests : ShipmentsTests<LiteDbEngine>;
