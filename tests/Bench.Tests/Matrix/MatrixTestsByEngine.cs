using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Matrix;

public sealed class MicrosoftSqliteMatrixTests : MatrixTests<MicrosoftSqliteEngine>;

public sealed class PostgresMatrixTests : MatrixTests<PostgresEngine>;

public sealed class MariaDbMatrixTests : MatrixTests<MariaDbEngine>;

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedMatrixTests : MatrixTests<FirebirdEmbeddedEngine>;

public sealed class FirebirdServerMatrixTests : MatrixTests<FirebirdServerEngine>;
