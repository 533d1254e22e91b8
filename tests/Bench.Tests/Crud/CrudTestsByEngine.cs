using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Crud;

public sealed class MicrosoftSqliteCrudTests : CrudTests<MicrosoftSqliteEngine>;

public sealed class PostgresCrudTests : CrudTests<PostgresEngine>;

public sealed class MariaDbCrudTests : CrudTests<MariaDbEngine>;

public sealed class LiteDbCrudTests : CrudTests<LiteDbEngine>;
