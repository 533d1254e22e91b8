using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Concurrency;

public sealed class MicrosoftSqliteConcurrencyTests : ConcurrencyTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqliteConcurrencyTests : ConcurrencyTests<SystemDataSqliteEngine>;

public sealed class PostgresConcurrencyTests : ConcurrencyTests<PostgresEngine>;

public sealed class MariaDbConcurrencyTests : ConcurrencyTests<MariaDbEngine>;

public sealed class DuckDbConcurrencyTests : ConcurrencyTests<DuckDbEngine>;

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedConcurrencyTests : ConcurrencyTests<FirebirdEmbeddedEngine>;

public sealed class FirebirdServerConcurrencyTests : ConcurrencyTests<FirebirdServerEngine>;

public sealed class LiteDbConcurrencyTests : ConcurrencyTests<LiteDbEngine>;

public sealed class MicrosoftSqliteConcurrencyReaderChecksTests : ConcurrencyReaderChecksTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqliteConcurrencyReaderChecksTests : ConcurrencyReaderChecksTests<SystemDataSqliteEngine>;

public sealed class PostgresConcurrencyReaderChecksTests : ConcurrencyReaderChecksTests<PostgresEngine>;

public sealed class MariaDbConcurrencyReaderChecksTests : ConcurrencyReaderChecksTests<MariaDbEngine>;

public sealed class DuckDbConcurrencyReaderChecksTests : ConcurrencyReaderChecksTests<DuckDbEngine>;

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedConcurrencyReaderChecksTests : ConcurrencyReaderChecksTests<FirebirdEmbeddedEngine>;

public sealed class FirebirdServerConcurrencyReaderChecksTests : ConcurrencyReaderChecksTests<FirebirdServerEngine>;
