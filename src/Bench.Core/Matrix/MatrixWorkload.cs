using System.Data.Common;
using static EmbeddedDbBench.Core.Matrix.MatrixStep;

namespace EmbeddedDbBench.Core.Matrix;

/// <summary>
/// W5, mORMot's 2014 insert/read matrix: the same small records inserted Direct, Batch, Trans and
/// Batch+Trans, then read by one and all at once. The insert mode is the step, so the engine
/// setting (the variant) is the only other axis, as in the published table. Per-row statements
/// are prepared once and reused in every mode, as mORMot's ORM caches its statements, so
/// Direct and Trans differ only by the commits.
/// </summary>
public sealed class MatrixWorkload : IWorkload<MatrixStep>
{
    /// <summary>The seed used when none is given.</summary>
    public const int DefaultSeed = 2014;

    /// <summary>The table's name.</summary>
    public const string Table = "SampleRecord";

    private readonly BulkTable _bulkTable = new(Table, MatrixData.Columns);
    private readonly string _insertSql;
    private readonly string[] _insertParameters;
    private readonly string _selectAllSql = $"SELECT * FROM {Table}";
    private readonly string _selectByIdSql = $"SELECT * FROM {Table} WHERE ID = @id";

    /// <summary>Creates W5 for <paramref name="rows"/> records (5,000 in the published table).</summary>
    public MatrixWorkload(int rows = StudyRows, int seed = DefaultSeed)
    {
        Data = new MatrixData(rows, seed);
        _insertSql = _bulkTable.InsertSql;
        _insertParameters = _bulkTable.ParameterNames;
    }

    /// <summary>The pre-generated records.</summary>
    public MatrixData Data { get; }

    /// <summary>The records of the published table.</summary>
    public const int StudyRows = 5_000;

    /// <summary>
    /// W5 with <paramref name="divisor"/> times fewer records than the published table's, without generating those: the same
    /// statements on less data.
    /// </summary>
    public static MatrixWorkload ScaledDown(int divisor)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(divisor, 1);
        return new(Math.Max(1, StudyRows / divisor));
    }

    /// <summary>
    /// Whether W5 runs under <paramref name="variant"/>: Transaction and Batch are left out because
    /// the insert modes Trans, Batch and Batch+Trans are those variants, step by step; Extra and
    /// WalFull because W1's row-by-row write already prices their synced commit
    /// (<see cref="VariantExtensions.OnlySyncsHarder"/>) and mORMot published no row for them.
    /// </summary>
    public static bool RunsUnder(Variant variant) => variant is not (Variant.Transaction or Variant.Batch) && !variant.OnlySyncsHarder();

    /// <inheritdoc />
    public StepOutcome Run(MatrixStep step, StepContext context) => step switch
    {
        CreateTable => CreateSampleTable(context),
        Direct => InsertRowByRow(context),
        Batch => InsertBulk(context),
        Trans => InTransaction(context, InsertRowByRow),
        BatchTrans => InTransaction(context, InsertBulk),
        ByOne => ReadByOne(context),
        All => ReadAll(context),
        _ => throw new ArgumentOutOfRangeException(nameof(step)),
    };

    /// <inheritdoc />
    public StepOutcome Expected(MatrixStep step) => step switch
    {
        CreateTable => new(0, 0),
        ByOne or All => new(Data.Rows, Data.TableChecksum),
        _ => new(Data.Rows, 0),
    };

    /// <inheritdoc />
    public IEnumerable<MatrixStep> Preparation(MatrixStep step) => step switch
    {
        CreateTable => [],
        ByOne or All => [CreateTable, BatchTrans],
        _ => [CreateTable],
    };

    /// <inheritdoc />
    public bool PreservesState(MatrixStep step) => step is ByOne or All;

    /// <inheritdoc />
    public long RowsPerRun(MatrixStep step) => step == CreateTable ? 0 : Data.Rows;

    /// <inheritdoc />
    /// <remarks>Only Direct commits per row; Batch commits per multi-row statement or bulk call.</remarks>
    public long AutocommitWrites(MatrixStep step) => step == Direct ? Data.Rows : 0;

    /// <inheritdoc />
    public void VerifyState(BenchDatabase database, MatrixStep completed)
    {
        var expected = completed == CreateTable ? new StepOutcome(0, 0) : new StepOutcome(Data.Rows, Data.TableChecksum);
        using var command = database.Connection.CreateCommand();
        command.CommandText = _selectAllSql;
        using var reader = command.ExecuteReader();
        var actual = ReadRows(reader);
        if (actual != expected)
        {
            throw new WorkloadValidationException($"after {completed}: table holds {actual}, expected {expected}.");
        }
    }

    private static StepOutcome CreateSampleTable(StepContext context)
    {
        var dialect = context.Dialect;
        using var command = context.CreateCommand(
            $"CREATE TABLE {Table} (ID integer not null primary key, FirstName {dialect.Text(40)}, LastName {dialect.Text(40)}, " +
            $"Amount {dialect.Currency}, BirthDate {dialect.Timestamp}, LastChange bigint)");
        command.ExecuteNonQuery();
        return new(0, 0);
    }

    // Trans and Batch+Trans open their own transaction, unless the caller (untimed setup)
    // already runs in one: transactions do not nest.
    private static StepOutcome InTransaction(StepContext context, Func<StepContext, StepOutcome> insert) =>
        context.InTransaction ? insert(context) : StepContext.InOneTransaction(context.Database).Run(insert);

    private StepOutcome InsertRowByRow(StepContext context)
    {
        using var insert = new Statement(context, _insertSql, _insertParameters, reuse: true);
        long rows = 0;
        foreach (var values in Data.Values)
        {
            rows += insert.Execute(values);
        }

        return new(rows, 0);
    }

    private StepOutcome InsertBulk(StepContext context) =>
        new(context.BulkInsert(_bulkTable, Data.Values), 0);

    private StepOutcome ReadByOne(StepContext context)
    {
        using var command = context.CreateCommand(_selectByIdSql);
        var id = command.AddParameter(context.Dialect.ParameterName("@id"), Data.Ids[0]);
        command.Prepare();
        long rows = 0;
        ulong checksum = 0;
        foreach (var value in Data.Ids)
        {
            id.Value = value;
            using var reader = command.ExecuteReader();
            var row = ReadRows(reader);
            rows += row.Rows;
            checksum += row.Checksum;
        }

        return new(rows, checksum);
    }

    private StepOutcome ReadAll(StepContext context)
    {
        using var command = context.CreateCommand(_selectAllSql);
        using var reader = command.ExecuteReader();
        return ReadRows(reader);
    }

    private static StepOutcome ReadRows(DbDataReader reader) => StepOutcome.ReadAll(reader, static r => MatrixData.RowChecksum(
        r.GetInt64(0), r.GetString(1), r.GetString(2), r.GetDecimal(3), r.GetDateTime(4), r.GetInt64(5)));
}
