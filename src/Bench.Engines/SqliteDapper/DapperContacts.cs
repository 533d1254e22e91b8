using Dapper;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Engines.Sqlite;
using static EmbeddedDbBench.Core.Contacts.ContactsStep;

namespace EmbeddedDbBench.Engines.SqliteDapper;

/// <summary>
/// W2 through Dapper: inserts bind <see cref="Contact"/>'s properties by name; selects map rows with
/// <c>Query&lt;ContactEntity&gt;</c>; row-by-row updates and deletes read the keys with <c>Query&lt;long&gt;</c>
/// first, then run one <c>Execute</c> per key, or one over the list of keys on the bulk path.
/// </summary>
internal sealed class DapperContacts(ContactsWorkload workload) : SqliteLayerWorkload<ContactsStep>(workload)
{
    private readonly Contact[] _rows = [.. workload.Data.Rows];

    public override StepOutcome Run(ContactsStep step, StepContext context) => step switch
    {
        // Preparation only: the table and index as the SQL workload creates them.
        CreateTable => Definition.Run(step, context),
        Insert => new(DapperCrud.Execute(context, SqliteLayerSql.InsertContact, _rows), 0),
        SelectByState or SelectByZip => Select(context, ContactsWrite.SelectOf(step)),
        _ => Write(context, ContactsWrite.Of(step)),
    };

    private static StepOutcome Select(StepContext context, (string Sql, string Value) query)
    {
        long rows = 0;
        ulong checksum = 0;
        foreach (var row in Connection(context).Query<ContactEntity>(query.Sql, new { query.Value }, Transaction(context)))
        {
            rows++;
            checksum += Contact.ChecksumOf(row.Id, row.LastName, row.FirstName, row.Street, row.City, row.State, row.Zip, row.Country, row.Phone);
        }

        return new(rows, checksum);
    }

    private static StepOutcome Write(StepContext context, ContactsWrite write)
    {
        var connection = Connection(context);
        var transaction = Transaction(context);
        if (!write.RowByRow)
        {
            return new(connection.Execute(write.SetBasedSql, new { New = write.NewValue, Value = write.FilterValue }, transaction), 0);
        }

        // Every key first, as the SQL workload does: the loop must not see its own changes.
        var keys = connection.Query<long>(write.KeysSql, new { Value = write.FilterValue }, transaction).AsList();
        RowKey[] rows = [.. keys.Select(id => new RowKey(write.NewValue, id))];
        return new(DapperCrud.Execute(context, write.RowSql, rows), 0);
    }

    /// <summary>One row of a per-key statement: <c>@New</c> (unused by a delete), <c>@Id</c>.</summary>
    private sealed record RowKey(string? New, long Id);
}
