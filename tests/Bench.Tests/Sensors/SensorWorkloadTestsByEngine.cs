using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Sensors;

public sealed class MicrosoftSqliteSensorWorkloadTests : SensorWorkloadTests<MicrosoftSqliteEngine>;
