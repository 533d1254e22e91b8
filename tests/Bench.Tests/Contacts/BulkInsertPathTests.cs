using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Contacts;

/// <summary>The bulk paths the Batch variant may take fill the table with exactly the same rows.</summary>
public sealed class BulkInsertPathTests
{
    // 1,234 rows: several full multi-row statements and a remainder.
    private static readonly ContactsWorkload _workload = new(rows: 1_234, stateRows: 300, zipRows: 200, connections: 1);
    private static readonly BulkTable _table = new(ContactsWorkload.Table, Contact.Columns);

    public static TheoryData<int> RowsPerStatement() => [1, 100, 500, 5_000];

    [Theory]
    [MemberData(nameof(RowsPerStatement))]
    public void Multi_row_values_and_the_prepared_insert_leave_identical_tables(int rowsPerStatement)
    {
        var prepared = TableAfter(PreparedBulkInsert.Instance);
        var multiRow = TableAfter(new MultiRowValuesInsert(rowsPerStatement, maxParameters: 32_766));

        Assert.Equal(_workload.Data.Rows.Count, prepared.Count);
        Assert.Equal(prepared, multiRow);
    }

    [Fact]
    public void Multi_row_statements_stay_within_the_parameter_limit()
    {
        var path = new MultiRowValuesInsert(5_000, maxParameters: 90);

        var rows = TableAfter(path);

        Assert.Equal(_workload.Data.Rows.Count, rows.Count);
    }

    [Fact]
    public void Sqlite_batch_variant_inserts_through_its_bulk_path()
    {
        using var run = StepRun.Prepare(new MicrosoftSqliteEngine(), Variant.Batch, _workload, ContactsStep.Insert);

        run.Execute();

        Assert.Equal(run.Database.BulkInsert.Method, run.BulkMethodUsed);
        run.Validate();
    }

    private static List<string> TableAfter(IBulkInsert path)
    {
        using var database = new MicrosoftSqliteEngine().CreateDatabase(Variant.Batch);
        var setup = StepContext.ForSetup(database);
        setup.Run(c => _workload.Run(ContactsStep.CreateTable, c));

        var inserted = setup.Run(c => new StepOutcome(path.Insert(c, _table, _workload.Data.Values), 0));

        Assert.Equal(_workload.Data.Rows.Count, inserted.Rows);
        using var command = database.Connection.CreateCommand();
        command.CommandText = $"SELECT {string.Join(", ", Contact.Columns)} FROM Contacts ORDER BY id";
        using var reader = command.ExecuteReader();
        var rows = new List<string>();
        while (reader.Read())
        {
            rows.Add(string.Join("|", Enumerable.Range(0, reader.FieldCount).Select(i => $"{reader.GetDataTypeName(i)}:{reader.GetValue(i)}")));
        }

        return rows;
    }
}
