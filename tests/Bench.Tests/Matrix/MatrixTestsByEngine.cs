using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Matrix;

public sealed class MicrosoftSqliteMatrixTests : MatrixTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqliteMatrixTests : MatrixTests<SystemDataSqliteEngine>;

public sealed class PostgresMatrixTests : MatrixTests<PostgresEngine>;

public sealed class MariaDbMatrixTests : MatrixTests<MariaDbEngine>;

public sealed class DuckDbMatrixTests : MatrixTests<DuckDbEngine>;

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedMatrixTests : MatrixTests<FirebirdEmbeddedEngine>;

public sealed class FirebirdServerMatrixTests : MatrixTests<FirebirdServerEngine>;

public sealed class LiteDbMatrixTests : MatrixTests<LiteDbEngine>;
