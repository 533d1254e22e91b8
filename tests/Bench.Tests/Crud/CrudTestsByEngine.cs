using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Crud;

public sealed class MicrosoftSqliteCrudTests : CrudTests<MicrosoftSqliteEngine>;

public sealed class PostgresCrudTests : CrudTests<PostgresEngine>;

public sealed class MariaDbCrudTests : CrudTests<MariaDbEngine>;

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedCrudTests : CrudTests<FirebirdEmbeddedEngine>;

public sealed class FirebirdServerCrudTests : CrudTests<FirebirdServerEngine>;
