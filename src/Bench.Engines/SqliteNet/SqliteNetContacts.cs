using System.Linq.Expressions;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Engines.Sqlite;
using SQLite;
using static EmbeddedDbBench.Core.Contacts.ContactsStep;

namespace EmbeddedDbBench.Engines.SqliteNet;

/// <summary>
/// W2 through sqlite-net on its own connection. Inserts: <c>Insert</c> per contact, <c>InsertAll</c> on the bulk path
/// (Batch). Selects: a <c>Table&lt;T&gt;</c> LINQ query. Set-based steps: sqlite-net has no set-based UPDATE, so the SQL
/// workload's statement through <c>Execute</c>; deletes through <c>Table&lt;T&gt;().Delete(predicate)</c>. Row-by-row steps
/// read the keys with <c>QueryScalars</c> first; then natural (Default, Transaction) <c>Find</c>, change and <c>Update</c>
/// per key, tuned (Batch) one <c>Execute</c> of the per-key UPDATE; <c>Delete&lt;T&gt;</c> per key for deletes.
/// </summary>
internal sealed class SqliteNetContacts : SqliteLayerWorkload<ContactsStep>
{
    private readonly SqliteNetContactRow[] _rows;

    // The rows are the application's input, built once before any timing.
    public SqliteNetContacts(ContactsWorkload workload) : base(workload) =>
        _rows = [.. workload.Data.Rows.Select(c => new SqliteNetContactRow
        {
            Id = c.Id, LastName = c.LastName, FirstName = c.FirstName, Street = c.Street, City = c.City,
            State = c.State, Zip = c.Zip, Country = c.Country, Phone = c.Phone,
        })];

    public override StepOutcome Run(ContactsStep step, StepContext context)
    {
        var connection = SqliteNetDatabase.Of(context);
        return step switch
        {
            // Preparation only: the table and index as the SQL workload creates them, on sqlite-net's connection.
            CreateTable => CreateTableAndIndex(connection),
            Insert => new(InsertRows(context, connection), 0),
            SelectByState or SelectByZip => Select(connection, step),
            _ => Write(connection, step, context.TakesBulkPath),
        };
    }

    private static StepOutcome CreateTableAndIndex(SQLiteConnection connection)
    {
        connection.Execute(ContactsWorkload.CreateTableSql(SqliteDialect.Instance));
        connection.Execute(ContactsWorkload.CreateIndexSql);
        return new(0, 0);
    }

    private long InsertRows(StepContext context, SQLiteConnection connection) =>
        SqliteNetWrites.Rows(context, _rows, SqliteNetCrud.InsertAllMethod, rows => connection.InsertAll(rows), row => connection.Insert(row));

    private static StepOutcome Select(SQLiteConnection connection, ContactsStep step)
    {
        long rows = 0;
        ulong checksum = 0;
        foreach (var c in connection.Table<SqliteNetContactRow>().Where(Filter(step)))
        {
            rows++;
            checksum += Contact.ChecksumOf(c.Id, c.LastName, c.FirstName, c.Street, c.City, c.State, c.Zip, c.Country, c.Phone);
        }

        return new(rows, checksum);
    }

    private static StepOutcome Write(SQLiteConnection connection, ContactsStep step, bool tuned)
    {
        var write = ContactsWrite.Of(step);
        if (!write.RowByRow)
        {
            // sqlite-net binds by position: @New is the first parameter of the UPDATE, @Value the second.
            return new(write.Updates
                ? connection.Execute(write.SetBasedSql, write.NewValue, write.FilterValue)
                : connection.Table<SqliteNetContactRow>().Delete(Filter(step)), 0);
        }

        // Every key first, as the SQL workload does: the loop must not see its own changes.
        var keys = connection.QueryScalars<long>(write.KeysSql, write.FilterValue);
        long changed = 0;
        foreach (var id in keys)
        {
            changed += !write.Updates ? connection.Delete<SqliteNetContactRow>(id)
                : tuned ? connection.Execute(write.RowSql, write.NewValue, id)
                : connection.Update(Changed(connection.Find<SqliteNetContactRow>(id) ?? throw Missing(id), step, write.NewValue!));
        }

        return new(changed, 0);
    }

    // 4a/5a filter on the indexed state and 4a writes zip; 4b/5b filter on zip and 4b writes state.
    private static Expression<Func<SqliteNetContactRow, bool>> Filter(ContactsStep step)
    {
        if (ContactsWorkload.FiltersOnState(step))
        {
            return c => c.State == ContactsData.PlantedState;
        }

        return c => c.Zip == ContactsData.PlantedZip;
    }

    private static SqliteNetContactRow Changed(SqliteNetContactRow contact, ContactsStep step, string value)
    {
        if (ContactsWorkload.FiltersOnState(step))
        {
            contact.Zip = value;
        }
        else
        {
            contact.State = value;
        }

        return contact;
    }

    private static WorkloadValidationException Missing(long id) => new($"contact {id} was not found.");
}
