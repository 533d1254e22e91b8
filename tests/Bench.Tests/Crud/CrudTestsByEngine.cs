using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Crud;

public sealed class MicrosoftSqliteCrudTests : CrudTests<MicrosoftSqliteEngine>;
