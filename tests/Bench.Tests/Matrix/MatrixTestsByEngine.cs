using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Matrix;

public sealed class MicrosoftSqliteMatrixTests : MatrixTests<MicrosoftSqliteEngine>;

public sealed class PostgresMatrixTests : MatrixTests<PostgresEngine>;

public sealed class MariaDbMatrixTests : MatrixTests<MariaDbEngine>;

public sealed class LiteDbMatrixTests : MatrixTests<LiteDbEngine>;
