using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Shipments;

public sealed class MicrosoftSqliteShipmentsTests : ShipmentsTests<MicrosoftSqliteEngine>;

public sealed class PostgresShipmentsTests : ShipmentsTests<PostgresEngine>;

public sealed class MariaDbShipmentsTests : ShipmentsTests<MariaDbEngine>;

public sealed class LiteDbShipmentsTests : ShipmentsTests<LiteDbEngine>;
