using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Matrix;
using LiteDB;
using static EmbeddedDbBench.Core.Matrix.MatrixStep;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// W5 on LiteDB: collection <c>SampleRecord</c>, <c>_id</c> = ID. Direct inserts one document per
/// call (its own implicit transaction), Batch one <c>InsertBulk</c> (LiteDB's bulk API, outside an
/// explicit transaction), Trans and Batch+Trans the same inside <c>BeginTrans</c>/<c>Commit</c>.
/// By one is <c>FindById</c> per row, All is <c>FindAll</c>.
/// </summary>
public sealed class LiteDbMatrix : LiteDbWorkload<MatrixStep>
{
    private const string Collection = MatrixWorkload.Table;
    private readonly MatrixData _data;

    /// <summary>Implements <paramref name="workload"/> on LiteDB.</summary>
    public LiteDbMatrix(MatrixWorkload workload) : base(workload) => _data = workload.Data;

    /// <inheritdoc />
    public override StepOutcome Run(MatrixStep step, StepContext context) => step switch
    {
        // Untimed setup only: a collection appears with its first document.
        CreateTable => new(0, 0),
        Direct => InsertOneByOne(context),
        Batch => InsertBulk(context),
        Trans => InTransaction(context, InsertOneByOne),
        BatchTrans => InTransaction(context, InsertBulk),
        ByOne => ReadByOne(context),
        All => ReadAll(Records(context).FindAll(), RowChecksum),
        _ => throw new ArgumentOutOfRangeException(nameof(step)),
    };

    /// <inheritdoc />
    protected override void VerifyState(LiteDatabase database, MatrixStep completed)
    {
        var expected = completed == CreateTable ? new StepOutcome(0, 0) : new StepOutcome(_data.Rows, _data.TableChecksum);
        Check(completed, Collection, ReadAll(database.GetCollection(Collection).FindAll(), RowChecksum), expected);
    }

    // Setup already runs in a transaction, and LiteDB's do not nest.
    private static StepOutcome InTransaction(StepContext context, Func<StepContext, StepOutcome> insert) =>
        context.InTransaction ? insert(context) : StepContext.InOneTransaction(context.Database).Run(insert);

    private StepOutcome InsertOneByOne(StepContext context) => InsertDocuments(Records(context), _data.Values.Select(ToDocument), bulk: false);

    private StepOutcome InsertBulk(StepContext context)
    {
        context.RecordBulkMethod(LiteDbBulkInsert.Instance.Method);
        return InsertDocuments(Records(context), _data.Values.Select(ToDocument), bulk: true);
    }

    private StepOutcome ReadByOne(StepContext context) =>
        FindEach(Records(context), _data.Ids.Select(static id => new BsonValue((int)id)), RowChecksum);

    private static ILiteCollection<BsonDocument> Records(StepContext context) => Lite(context).GetCollection(Collection, BsonAutoId.Int32);

    private static BsonDocument ToDocument(object?[] values) => new()
    {
        ["_id"] = (int)values[0]!,
        ["FirstName"] = (string)values[1]!,
        ["LastName"] = (string)values[2]!,
        ["Amount"] = (decimal)values[3]!,
        ["BirthDate"] = (DateTime)values[4]!,
        ["LastChange"] = (long)values[5]!,
    };

    private static ulong RowChecksum(BsonDocument d) => MatrixData.RowChecksum(
        d["_id"].AsInt32, d["FirstName"].AsString, d["LastName"].AsString, d["Amount"].AsDecimal, d["BirthDate"].AsDateTime, d["LastChange"].AsInt64);
}
