using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Matrix;

public sealed class MicrosoftSqliteMatrixTests : MatrixTests<MicrosoftSqliteEngine>;
