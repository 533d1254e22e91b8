using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Writers;

public sealed class MicrosoftSqliteWritersTests : WritersTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqliteWritersTests : WritersTests<SystemDataSqliteEngine>;

public sealed class PostgresWritersTests : ServerWritersTests<PostgresEngine>
{
    protected override string ShippedIsolation => "transaction_isolation=read committed";

    protected override string SerializableIsolation => "transaction_isolation=serializable";
}

public sealed class MariaDbWritersTests : ServerWritersTests<MariaDbEngine>
{
    protected override string ShippedIsolation => "tx_isolation=REPEATABLE-READ";

    protected override string SerializableIsolation => "tx_isolation=SERIALIZABLE";
}

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedWritersTests : FirebirdWritersTests<FirebirdEmbeddedEngine>;

public sealed class FirebirdServerWritersTests : FirebirdWritersTests<FirebirdServerEngine>;

public sealed class DuckDbWritersTests : DuckDbWritersTests<DuckDbEngine>;

public sealed class LiteDbWritersTests : LiteDbWritersTests<LiteDbEngine>;
