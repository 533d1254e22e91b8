using System.Linq.Expressions;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Engines.Sqlite;
using LinqToDB;
using LinqToDB.Data;
using LinqToDB.Linq;
using static EmbeddedDbBench.Core.Contacts.ContactsStep;

namespace EmbeddedDbBench.Engines.SqliteLinq2Db;

/// <summary>
/// W2 through linq2db: <c>Insert</c> of an entity per contact, or <c>BulkCopy</c> on the bulk path (Batch); LINQ queries
/// for the selects; set-based updates and deletes as one LINQ <c>Set</c>…<c>Update</c> or <c>Delete</c> over the filter;
/// row-by-row steps read the keys with a LINQ query first, then one LINQ update or delete per key.
/// </summary>
internal sealed class Linq2DbContacts(ContactsWorkload workload) : SqliteLayerWorkload<ContactsStep>(workload)
{
    private readonly IReadOnlyList<Contact> _rows = workload.Data.Rows;

    public override StepOutcome Run(ContactsStep step, StepContext context)
    {
        if (step == CreateTable)
        {
            // Preparation only: the table and index as the SQL workload creates them.
            return Definition.Run(step, context);
        }

        using var db = Linq2DbConnections.Over(Connection(context), Transaction(context));
        return step switch
        {
            Insert => new(context.TakesBulkPath ? InsertAll(context, db) : InsertEach(db), 0),
            SelectByState or SelectByZip => Select(db, step),
            _ => Write(db, step),
        };
    }

    private static ContactEntity Entity(Contact c) => new()
    {
        Id = c.Id, LastName = c.LastName, FirstName = c.FirstName, Street = c.Street, City = c.City,
        State = c.State, Zip = c.Zip, Country = c.Country, Phone = c.Phone,
    };

    private long InsertAll(StepContext context, DataConnection db)
    {
        context.RecordBulkMethod("linq2db BulkCopy (multi-row INSERTs)");
        return db.BulkCopy(_rows.Select(Entity)).RowsCopied;
    }

    private long InsertEach(DataConnection db)
    {
        long rows = 0;
        foreach (var row in _rows)
        {
            rows += db.Insert(Entity(row));
        }

        return rows;
    }

    private static StepOutcome Select(DataConnection db, ContactsStep step)
    {
        long rows = 0;
        ulong checksum = 0;
        foreach (var c in db.GetTable<ContactEntity>().Where(Filter(step)))
        {
            rows++;
            checksum += Contact.ChecksumOf(c.Id, c.LastName, c.FirstName, c.Street, c.City, c.State, c.Zip, c.Country, c.Phone);
        }

        return new(rows, checksum);
    }

    private static StepOutcome Write(DataConnection db, ContactsStep step)
    {
        var write = ContactsWrite.Of(step);
        var matching = db.GetTable<ContactEntity>().Where(Filter(step));
        if (!write.RowByRow)
        {
            return new(write.Updates ? SetColumn(matching, step, write.NewValue!).Update() : matching.Delete(), 0);
        }

        // Every key first, as the SQL workload does: the loop must not see its own changes.
        var keys = matching.Select(c => c.Id).ToList();
        long rows = 0;
        foreach (var id in keys)
        {
            var row = db.GetTable<ContactEntity>().Where(c => c.Id == id);
            rows += write.Updates ? SetColumn(row, step, write.NewValue!).Update() : row.Delete();
        }

        return new(rows, 0);
    }

    // 4a/5a filter on the indexed state and 4a writes zip; 4b/5b filter on zip and 4b writes state.
    private static Expression<Func<ContactEntity, bool>> Filter(ContactsStep step)
    {
        if (ContactsWorkload.FiltersOnState(step))
        {
            return c => c.State == ContactsData.PlantedState;
        }

        return c => c.Zip == ContactsData.PlantedZip;
    }

    private static IUpdatable<ContactEntity> SetColumn(IQueryable<ContactEntity> rows, ContactsStep step, string value) =>
        ContactsWorkload.FiltersOnState(step) ? rows.Set(c => c.Zip, value) : rows.Set(c => c.State, value);
}
