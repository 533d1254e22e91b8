using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Writers;

public sealed class MicrosoftSqliteWritersTests : WritersTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqliteWritersTests : WritersTests<SystemDataSqliteEngine>;
