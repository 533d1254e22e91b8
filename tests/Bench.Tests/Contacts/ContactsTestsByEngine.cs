using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Contacts;

public sealed class MicrosoftSqliteContactsTests : ContactsTests<MicrosoftSqliteEngine>;
