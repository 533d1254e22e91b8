using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// W1 on LiteDB: collection <c>Test</c> of <c>{ _id: int64 auto-id, textdata }</c>. Default and
/// Transaction write one document per call (each call its own implicit transaction under Default);
/// Batch uses <c>InsertBulk</c> and the bulk <c>Update(IEnumerable)</c> in one transaction.
/// </summary>
public sealed class LiteDbCrud : LiteDbWorkload<CrudStep>
{
    private const string Collection = "Test";
    private readonly CrudPlan _plan;

    /// <summary>Implements <paramref name="workload"/> on LiteDB.</summary>
    public LiteDbCrud(CrudWorkload workload) : base(workload) => _plan = workload.Plan;

    /// <summary>Why a W1 step is n/a on LiteDB, or null.</summary>
    public static string? NotApplicable(CrudStep step, Variant variant) => step switch
    {
        CrudStep.Create => "LiteDB has no CREATE: a collection comes into being with its first insert, so there is no DDL to time",
        CrudStep.Drop when variant.WrapsStepsInTransaction() =>
            "LiteDB refuses DropCollection inside an explicit transaction (BeginTrans); Default drops the collection",
        _ => null,
    };

    /// <inheritdoc />
    public override StepOutcome Run(CrudStep step, StepContext context)
    {
        var documents = Documents(context, Collection, BsonAutoId.Int64);
        return step switch
        {
            // Untimed preparation only (the step is n/a).
            CrudStep.Create => NothingToCreate,
            CrudStep.Write => documents.Insert(_plan.InsertTexts.Select(static t => new BsonDocument { ["textdata"] = t })),
            // The document is (id, textdata): replacing it by id is the SQL UPDATE … WHERE id = @id.
            CrudStep.Update => documents.Replace(_plan.UpdateIds.Select((id, i) => new BsonDocument { ["_id"] = (long)id, ["textdata"] = _plan.UpdateTexts[i] })),
            CrudStep.Read => documents.FindEach(Ids(_plan.ReadIds), static d => Checksum.Of(d["textdata"].AsString)),
            CrudStep.Delete => documents.DeleteEach(Ids(_plan.DeleteOrder)),
            CrudStep.Drop => Drop(Lite(context)),
            _ => throw new ArgumentOutOfRangeException(nameof(step)),
        };
    }

    /// <inheritdoc />
    protected override void VerifyState(LiteDatabase database, CrudStep completed)
    {
        var exists = database.CollectionExists(Collection);
        if (completed == CrudStep.Drop)
        {
            if (exists)
            {
                throw new WorkloadValidationException($"after {completed}: collection {Collection} still exists.");
            }

            return;
        }

        var expected = completed switch
        {
            CrudStep.Write => new StepOutcome(_plan.N, CrudPlan.TableChecksum(_plan.InsertTexts)),
            CrudStep.Update or CrudStep.Read => new StepOutcome(_plan.N, CrudPlan.TableChecksum(_plan.FinalTexts)),
            _ => new StepOutcome(0, 0),
        };
        CheckCollection(database, completed, Collection, static d => CrudPlan.RowChecksum(d["_id"].AsInt64, d["textdata"].AsString), expected);
    }

    private static StepOutcome Drop(LiteDatabase database) => database.DropCollection(Collection)
        ? new(0, 0)
        : throw new WorkloadValidationException($"Drop: there was no collection {Collection} to drop.");

    private static IEnumerable<BsonValue> Ids(IEnumerable<int> ids) => ids.Select(static id => new BsonValue((long)id));
}
