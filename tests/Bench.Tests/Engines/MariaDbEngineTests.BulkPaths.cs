using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Engines.MariaDb;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>
/// MariaDB's two bulk paths, the measured LOAD DATA LOCAL INFILE from a file and the slower
/// MySqlBulkCopy kept as its alternative, leave exactly the rows the prepared INSERT leaves.
/// </summary>
public sealed partial class MariaDbEngineTests
{
    // 1,234 rows: W2's own values, with the quote, comma and accent the generator plants.
    private static readonly ContactsWorkload _contacts = new(rows: 1_234, stateRows: 300, zipRows: 200, connections: 1);

    private static readonly object?[][] _awkward =
    [
        [1, "tab\there", new DateTime(2004, 3, 1, 12, 30, 5), 12.3456m, 0.1],
        [2, "line\nbreak \\ back\\slash", new DateTime(2005, 1, 1), -0.01m, -1e-7],
        [3, null, null, null, null],
        [4, "Zürich 東京 \\N", new DateTime(1999, 12, 31, 23, 59, 59), 100000.5m, 123456.789],
    ];

    public static TheoryData<bool> InTransaction() => [true, false];

    [EngineTheory]
    [MemberData(nameof(InTransaction))]
    public void Load_data_and_bulk_copy_leave_the_contacts_the_prepared_insert_leaves(bool inTransaction)
    {
        var prepared = ContactsAfter(PreparedBulkInsert.Instance, inTransaction: true);

        Assert.Equal(_contacts.Data.Rows.Count, prepared.Count);
        Assert.Equal(prepared, ContactsAfter(MariaDbLoadDataInsert.Instance, inTransaction));
        Assert.Equal(prepared, ContactsAfter(MariaDbBulkCopyInsert.Instance, inTransaction));
    }

    [EngineFact]
    public void Load_data_and_bulk_copy_keep_tabs_newlines_nulls_unicode_dates_and_decimals()
    {
        var prepared = AwkwardAfter(PreparedBulkInsert.Instance);

        Assert.Equal(_awkward.Length, prepared.Count);
        Assert.Equal(prepared, AwkwardAfter(MariaDbLoadDataInsert.Instance));
        Assert.Equal(prepared, AwkwardAfter(MariaDbBulkCopyInsert.Instance));
    }

    private static List<string> ContactsAfter(IBulkInsert path, bool inTransaction)
    {
        using var database = new MariaDbEngine().CreateDatabase(inTransaction ? Variant.Batch : Variant.Default);
        StepContext.ForSetup(database).Run(c => _contacts.Run(ContactsStep.CreateTable, c));
        return TableAfter(database, path, ContactsWorkload.Table, Contact.Columns, _contacts.Data.Values, inTransaction);
    }

    private static List<string> AwkwardAfter(IBulkInsert path)
    {
        using var database = new MariaDbEngine().CreateDatabase(Variant.Batch);
        database.Connection.Execute("CREATE TABLE t (id integer, s varchar(40), d datetime, m decimal(19,4), r double)");
        return TableAfter(database, path, "t", ["id", "s", "d", "m", "r"], _awkward, inTransaction: true);
    }

    private static List<string> TableAfter(
        BenchDatabase database, IBulkInsert path, string table, IReadOnlyList<string> columns, IReadOnlyList<object?[]> rows, bool inTransaction)
    {
        var context = inTransaction ? StepContext.ForSetup(database) : StepContext.ForVariant(database);
        var inserted = context.Run(c => new StepOutcome(path.Insert(c, new BulkTable(table, columns), rows), 0));

        Assert.Equal(rows.Count, inserted.Rows);
        using var command = database.Connection.CreateCommand();
        command.CommandText = $"SELECT {string.Join(", ", columns)} FROM {table} ORDER BY id";
        using var reader = command.ExecuteReader();
        var values = new List<string>();
        while (reader.Read())
        {
            values.Add(string.Join("|", Enumerable.Range(0, reader.FieldCount).Select(i => reader.IsDBNull(i) ? "NULL" : $"{reader.GetValue(i)}")));
        }

        return values;
    }
}
