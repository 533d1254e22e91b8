using System.Linq.Expressions;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Engines.Sqlite;
using Microsoft.EntityFrameworkCore;
using Microsoft.EntityFrameworkCore.Query;
using static EmbeddedDbBench.Core.Contacts.ContactsStep;

namespace EmbeddedDbBench.Engines.SqliteEfCore;

/// <summary>
/// W2 through EF Core. Natural (Default, Transaction): <c>Add</c> + <c>SaveChanges</c> per contact;
/// tracking queries; set-based steps load the matching entities, change or remove them and save once;
/// row-by-row steps read the keys, then <c>Find</c>, change or remove, and save per key. Tuned (Batch):
/// <c>AddRange</c> + one <c>SaveChanges</c>; <c>ExecuteUpdate</c>/<c>ExecuteDelete</c> for the
/// set-based steps, and per key for the row-by-row ones.
/// </summary>
internal sealed class EfCoreContacts(ContactsWorkload workload) : SqliteLayerWorkload<ContactsStep>(workload)
{
    private readonly IReadOnlyList<Contact> _rows = workload.Data.Rows;

    public override StepOutcome Run(ContactsStep step, StepContext context)
    {
        if (step == CreateTable)
        {
            // Preparation only: the table and index as the SQL workload creates them.
            return Definition.Run(step, context);
        }

        using var db = ContactsContext.Over(Connection(context), Transaction(context));
        var tuned = context.TakesBulkPath;
        return step switch
        {
            Insert => new(tuned ? InsertAll(db) : InsertEach(db), 0),
            SelectByState or SelectByZip => Select(db, step, tuned),
            _ => Write(db, step, tuned),
        };
    }

    private static ContactEntity Entity(Contact c) => new()
    {
        Id = c.Id, LastName = c.LastName, FirstName = c.FirstName, Street = c.Street, City = c.City,
        State = c.State, Zip = c.Zip, Country = c.Country, Phone = c.Phone,
    };

    private long InsertAll(ContactsContext db)
    {
        db.Contacts.AddRange(_rows.Select(Entity));
        return db.SaveChanges();
    }

    // One unit of work per contact; each saved entity leaves the tracker, or every SaveChanges would scan them all.
    private long InsertEach(ContactsContext db)
    {
        long rows = 0;
        foreach (var row in _rows)
        {
            db.Contacts.Add(Entity(row));
            rows += db.SaveChanges();
            db.ChangeTracker.Clear();
        }

        return rows;
    }

    private static StepOutcome Select(ContactsContext db, ContactsStep step, bool tuned)
    {
        var query = db.Contacts.Where(Filter(step));
        long rows = 0;
        ulong checksum = 0;
        foreach (var c in tuned ? query.AsNoTracking() : query)
        {
            rows++;
            checksum += Contact.ChecksumOf(c.Id, c.LastName, c.FirstName, c.Street, c.City, c.State, c.Zip, c.Country, c.Phone);
        }

        return new(rows, checksum);
    }

    private static StepOutcome Write(ContactsContext db, ContactsStep step, bool tuned)
    {
        var write = ContactsWrite.Of(step);
        var matching = db.Contacts.Where(Filter(step));
        if (write.RowByRow)
        {
            // Every key first, as the SQL workload does: the loop must not see its own changes.
            var keys = matching.Select(c => c.Id).ToList();
            return new(tuned ? ExecutePerKey(db, step, write, keys) : SavePerKey(db, step, write, keys), 0);
        }

        if (tuned)
        {
            return new(write.Updates ? matching.ExecuteUpdate(s => SetColumn(s, step, write.NewValue!)) : matching.ExecuteDelete(), 0);
        }

        foreach (var contact in matching)
        {
            Change(db, contact, step, write.NewValue);
        }

        return new(db.SaveChanges(), 0);
    }

    private static long SavePerKey(ContactsContext db, ContactsStep step, ContactsWrite write, List<long> keys)
    {
        long rows = 0;
        foreach (var id in keys)
        {
            Change(db, db.Contacts.Find(id) ?? throw new WorkloadValidationException($"contact {id} was not found."), step, write.NewValue);
            rows += db.SaveChanges();
            db.ChangeTracker.Clear();
        }

        return rows;
    }

    private static long ExecutePerKey(ContactsContext db, ContactsStep step, ContactsWrite write, List<long> keys)
    {
        long rows = 0;
        foreach (var id in keys)
        {
            var row = db.Contacts.Where(c => c.Id == id);
            rows += write.Updates ? row.ExecuteUpdate(s => SetColumn(s, step, write.NewValue!)) : row.ExecuteDelete();
        }

        return rows;
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

    private static void SetColumn(UpdateSettersBuilder<ContactEntity> setters, ContactsStep step, string value)
    {
        if (ContactsWorkload.FiltersOnState(step))
        {
            setters.SetProperty(c => c.Zip, value);
        }
        else
        {
            setters.SetProperty(c => c.State, value);
        }
    }

    private static void Change(ContactsContext db, ContactEntity contact, ContactsStep step, string? value)
    {
        if (value is null)
        {
            db.Contacts.Remove(contact);
        }
        else if (ContactsWorkload.FiltersOnState(step))
        {
            contact.Zip = value;
        }
        else
        {
            contact.State = value;
        }
    }
}
