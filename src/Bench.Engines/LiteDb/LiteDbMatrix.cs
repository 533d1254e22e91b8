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
        // Untimed setup only.
        CreateTable => NothingToCreate,
        Direct => Insert(context, bulk: false),
        Batch => Insert(context, bulk: true),
        Trans => InTransaction(context, inner => Insert(inner, bulk: false)),
        BatchTrans => InTransaction(context, inner => Insert(inner, bulk: true)),
        ByOne => Records(context).FindEach(_data.Ids.Select(static id => new BsonValue((int)id)), RowChecksum),
        All => ReadAll(Records(context).Collection.FindAll(), RowChecksum),
        _ => throw new ArgumentOutOfRangeException(nameof(step)),
    };

    /// <inheritdoc />
    protected override void VerifyState(LiteDatabase database, MatrixStep completed) =>
        CheckCollection(database, completed, Collection, RowChecksum, completed == CreateTable ? new StepOutcome(0, 0) : new StepOutcome(_data.Rows, _data.TableChecksum));

    // Setup already runs in a transaction, and LiteDB's do not nest.
    private static StepOutcome InTransaction(StepContext context, Func<StepContext, StepOutcome> insert) =>
        context.InTransaction ? insert(context) : StepContext.InOneTransaction(context.Database).Run(insert);

    private StepOutcome Insert(StepContext context, bool bulk) => Records(context, bulk).Insert(_data.Values.Select(ToDocument));

    private static LiteDbDocuments Records(StepContext context, bool? bulk = null) => Documents(context, Collection, BsonAutoId.Int32, bulk);

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
