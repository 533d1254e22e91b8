using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Shipments;

public sealed class MicrosoftSqliteShipmentsTests : ShipmentsTests<MicrosoftSqliteEngine>;

public sealed class PostgresShipmentsTests : ShipmentsTests<PostgresEngine>;

public sealed class MariaDbShipmentsTests : ShipmentsTests<MariaDbEngine>;

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedShipmentsTests : ShipmentsTests<FirebirdEmbeddedEngine>;

public sealed class FirebirdServerShipmentsTests : ShipmentsTests<FirebirdServerEngine>;
