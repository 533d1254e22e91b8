using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Sensors;

public sealed class MicrosoftSqliteSensorWorkloadTests : SensorWorkloadTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqliteSensorWorkloadTests : SensorWorkloadTests<SystemDataSqliteEngine>;

public sealed class PostgresSensorWorkloadTests : SensorWorkloadTests<PostgresEngine>;

public sealed class MariaDbSensorWorkloadTests : SensorWorkloadTests<MariaDbEngine>;

public sealed class DuckDbSensorWorkloadTests : SensorWorkloadTests<DuckDbEngine>;

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedSensorWorkloadTests : SensorWorkloadTests<FirebirdEmbeddedEngine>;

public sealed class FirebirdServerSensorWorkloadTests : SensorWorkloadTests<FirebirdServerEngine>;

public sealed class LiteDbSensorWorkloadTests : SensorWorkloadTests<LiteDbEngine>;
