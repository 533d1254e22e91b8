using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Contacts;

public sealed class MicrosoftSqliteContactsTests : ContactsTests<MicrosoftSqliteEngine>;

public sealed class PostgresContactsTests : ContactsTests<PostgresEngine>;

public sealed class MariaDbContactsTests : ContactsTests<MariaDbEngine>;

public sealed class LiteDbContactsTests : ContactsTests<LiteDbEngine>;
