using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Shipments;

public sealed class MicrosoftSqliteShipmentsTests : ShipmentsTests<MicrosoftSqliteEngine>;
