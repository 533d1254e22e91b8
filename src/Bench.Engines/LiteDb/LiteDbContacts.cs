using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using LiteDB;
using static EmbeddedDbBench.Core.Contacts.ContactsStep;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// W2 on LiteDB: collection <c>Contacts</c>, <c>_id</c> = the contact id, an index on <c>state</c>
/// and none on <c>zip</c>. Set-based forms are one <c>UpdateMany</c>/<c>DeleteMany</c> with a
/// BsonExpression predicate; row-by-row forms read the matching ids first, then update or delete
/// each document by id, as an application looping over a cursor does.
/// </summary>
public sealed class LiteDbContacts : LiteDbWorkload<ContactsStep>
{
    private const string Collection = ContactsWorkload.Table;
    private readonly ContactsWorkload _workload;

    /// <summary>Implements <paramref name="workload"/> on LiteDB.</summary>
    public LiteDbContacts(ContactsWorkload workload) : base(workload) => _workload = workload;

    /// <summary>Why a W2 step is n/a on LiteDB under a variant, or null.</summary>
    public static string? NotApplicable(ContactsStep step, Variant variant) => step == OpenClose && variant.WrapsStepsInTransaction()
        ? "opening further instances means closing the main one (Connection=direct lets one instance hold the file), " +
          "and the main one holds the variant's open transaction; Default and Memory run it"
        : null;

    /// <inheritdoc />
    public override StepOutcome Run(ContactsStep step, StepContext context)
    {
        var documents = Documents(context, Collection, BsonAutoId.Int32);
        var collection = documents.Collection;
        return step switch
        {
            CreateTable => CreateIndex(collection),
            OpenClose => OpenAndClose((LiteDbDatabase)context.Database),
            Insert => documents.Insert(_workload.Data.Rows.Select(ToDocument)),
            SelectByState => Select(collection, "state", ContactsData.PlantedState),
            SelectByZip => Select(collection, "zip", ContactsData.PlantedZip),
            UpdateByState => UpdateMany(collection, "zip", ContactsData.UpdatedZip, "state", ContactsData.PlantedState),
            UpdateByZip => UpdateMany(collection, "state", ContactsData.UpdatedState, "zip", ContactsData.PlantedZip),
            UpdateByStateRowByRow => UpdateById(collection, "zip", ContactsData.UpdatedZip, "state", ContactsData.PlantedState),
            UpdateByZipRowByRow => UpdateById(collection, "state", ContactsData.UpdatedState, "zip", ContactsData.PlantedZip),
            DeleteByState => new(collection.DeleteMany(Equal("state", ContactsData.PlantedState)), 0),
            DeleteByZip => new(collection.DeleteMany(Equal("zip", ContactsData.PlantedZip)), 0),
            DeleteByStateRowByRow => documents.DeleteEach(Ids(collection, "state", ContactsData.PlantedState)),
            DeleteByZipRowByRow => documents.DeleteEach(Ids(collection, "zip", ContactsData.PlantedZip)),
            _ => throw new ArgumentOutOfRangeException(nameof(step)),
        };
    }

    /// <inheritdoc />
    protected override void VerifyState(LiteDatabase database, ContactsStep completed)
    {
        var rows = _workload.ExpectedRows(completed).ToArray();
        CheckCollection(database, completed, Collection, RowChecksum, new(rows.Length, ContactsData.ChecksumOf(rows)));
        if (completed != OpenClose && !HasStateIndex(database))
        {
            throw new WorkloadValidationException($"after {completed}: the index on state is missing.");
        }
    }

    private static bool HasStateIndex(LiteDatabase database) =>
        database.GetCollection("$indexes").Exists(BsonExpression.Create("collection = @0 AND name = 'state'", Collection));

    // As the SQL engines do: the last instance opened must see the fresh database (no collection yet).
    private StepOutcome OpenAndClose(LiteDbDatabase database)
    {
        var (opened, sawCollection) = database.OpenAndClose(_workload.Connections, Collection);
        return new(opened, ContactsWorkload.OpenCloseChecksum(sawCollection));
    }

    private static StepOutcome CreateIndex(ILiteCollection<BsonDocument> collection)
    {
        collection.EnsureIndex("state", "$.state");
        return new(0, 0);
    }

    private static StepOutcome Select(ILiteCollection<BsonDocument> collection, string field, string value) =>
        ReadAll(collection.Find(Equal(field, value)), RowChecksum);

    private static StepOutcome UpdateMany(ILiteCollection<BsonDocument> collection, string field, string newValue, string filterField, string filterValue) =>
        new(collection.UpdateMany(BsonExpression.Create($"{{ {field}: @0 }}", newValue), Equal(filterField, filterValue)), 0);

    // Ids first, then one UpdateMany by _id per document (the SQL UPDATE … WHERE id = @id): the
    // loop must not read its own changes.
    private static StepOutcome UpdateById(ILiteCollection<BsonDocument> collection, string field, string newValue, string filterField, string filterValue) =>
        LiteDbDocuments.Each(
            Ids(collection, filterField, filterValue),
            id => collection.UpdateMany(BsonExpression.Create($"{{ {field}: @0 }}", newValue), BsonExpression.Create("_id = @0", id)) == 1);

    private static BsonValue[] Ids(ILiteCollection<BsonDocument> collection, string field, string value) =>
        collection.Query().Where(Equal(field, value)).Select("_id").ToDocuments().Select(static d => d["_id"]).ToArray();

    private static BsonExpression Equal(string field, string value) => BsonExpression.Create($"$.{field} = @0", value);

    private static BsonDocument ToDocument(Contact c) => new()
    {
        ["_id"] = c.Id,
        ["lastname"] = c.LastName,
        ["firstname"] = c.FirstName,
        ["street"] = c.Street,
        ["city"] = c.City,
        ["state"] = c.State,
        ["zip"] = c.Zip,
        ["country"] = c.Country,
        ["phone"] = c.Phone,
    };

    private static ulong RowChecksum(BsonDocument d) => Contact.ChecksumOf(
        d["_id"].AsInt32, d["lastname"].AsString, d["firstname"].AsString, d["street"].AsString, d["city"].AsString,
        d["state"].AsString, d["zip"].AsString, d["country"].AsString, d["phone"].AsString);
}
