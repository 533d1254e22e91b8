using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Ycsb;

public sealed class MicrosoftSqliteYcsbTests : YcsbWorkloadTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqliteYcsbTests : YcsbWorkloadTests<SystemDataSqliteEngine>;

public sealed class PostgresYcsbTests : YcsbWorkloadTests<PostgresEngine>;

public sealed class MariaDbYcsbTests : YcsbWorkloadTests<MariaDbEngine>;

public sealed class DuckDbYcsbTests : YcsbWorkloadTests<DuckDbEngine>;

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedYcsbTests : YcsbWorkloadTests<FirebirdEmbeddedEngine>;

public sealed class FirebirdServerYcsbTests : YcsbWorkloadTests<FirebirdServerEngine>;

public sealed class LiteDbYcsbTests : YcsbWorkloadTests<LiteDbEngine>;
