using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;

namespace EmbeddedDbBench.Tests.Sync;

public sealed class MariaDbContactsSyncTests : ContactsSyncTests<MariaDbEngine>;

public sealed class PostgresContactsSyncTests : ContactsSyncTests<PostgresEngine>;
