using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Engines.Sqlite;
using static EmbeddedDbBench.Core.Contacts.ContactsStep;

namespace EmbeddedDbBench.Engines.SqliteRaw;

/// <summary>W2 through SQLitePCLRaw's raw API: the SQL workload's statements, bound by position.</summary>
internal sealed class RawContacts(ContactsWorkload workload) : SqliteLayerWorkload<ContactsStep>(workload)
{
    private readonly IReadOnlyList<Contact> _rows = workload.Data.Rows;
    private readonly long[] _keys = new long[Math.Max(workload.Data.StateRows, workload.Data.ZipRows)];

    public override StepOutcome Run(ContactsStep step, StepContext context)
    {
        var statements = new RawStatements(Connection(context).Handle!, context.TakesBulkPath);
        return step switch
        {
            // Preparation only: the table and index as the SQL workload creates them.
            CreateTable => Definition.Run(step, context),
            Insert => InsertRows(statements),
            SelectByState or SelectByZip => Select(statements, ContactsWrite.SelectOf(step)),
            _ => Write(statements, ContactsWrite.Of(step)),
        };
    }

    private StepOutcome InsertRows(RawStatements statements) => new(statements.ExecuteEach(SqliteLayerSql.InsertContact, _rows.Count, (insert, i) =>
    {
        var row = _rows[i];
        return insert.Bind(1, row.Id).Bind(2, row.LastName).Bind(3, row.FirstName).Bind(4, row.Street).Bind(5, row.City)
            .Bind(6, row.State).Bind(7, row.Zip).Bind(8, row.Country).Bind(9, row.Phone);
    }), 0);

    private static StepOutcome Select(RawStatements statements, (string Sql, string Value) query)
    {
        using var select = statements.Prepare(query.Sql).Bind(1, query.Value);
        long rows = 0;
        ulong checksum = 0;
        while (select.Read())
        {
            rows++;
            checksum += Contact.ChecksumOf(select.Int64(0), select.Text(1), select.Text(2), select.Text(3), select.Text(4),
                select.Text(5), select.Text(6), select.Text(7), select.Text(8));
        }

        return new(rows, checksum);
    }

    private StepOutcome Write(RawStatements statements, ContactsWrite write)
    {
        if (!write.RowByRow)
        {
            using var setBased = statements.Prepare(write.SetBasedSql);
            return new(write.Updates ? setBased.Bind(1, write.NewValue!).Bind(2, write.FilterValue).Execute() : setBased.Bind(1, write.FilterValue).Execute(), 0);
        }

        var count = SelectKeys(statements, write);
        var rows = write.Updates
            ? statements.ExecuteEach(write.RowSql, count, (update, i) => update.Bind(1, write.NewValue!).Bind(2, _keys[i]))
            : statements.ExecuteEach(write.RowSql, count, (delete, i) => delete.Bind(1, _keys[i]));
        return new(rows, 0);
    }

    // Every key first, as the SQL workload does: the loop must not see its own changes.
    private int SelectKeys(RawStatements statements, ContactsWrite write)
    {
        using var keys = statements.Prepare(write.KeysSql).Bind(1, write.FilterValue);
        var count = 0;
        while (keys.Read())
        {
            if (count == _keys.Length)
            {
                throw new WorkloadValidationException($"'{write.KeysSql}' returned more than the {_keys.Length} keys planted.");
            }

            _keys[count++] = keys.Int64(0);
        }

        return count;
    }
}
