using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Sensors;

public sealed class MicrosoftSqliteSensorWorkloadTests : SensorWorkloadTests<MicrosoftSqliteEngine>;

public sealed class PostgresSensorWorkloadTests : SensorWorkloadTests<PostgresEngine>;

public sealed class MariaDbSensorWorkloadTests : SensorWorkloadTests<MariaDbEngine>;

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedSensorWorkloadTests : SensorWorkloadTests<FirebirdEmbeddedEngine>;

public sealed class FirebirdServerSensorWorkloadTests : SensorWorkloadTests<FirebirdServerEngine>;
