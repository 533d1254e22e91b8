using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Sensors;
using EmbeddedDbBench.Core.Shipments;
using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Tests.Shipments;

namespace EmbeddedDbBench.Tests.DuckDb;

/// <summary>DuckDB's bulk paths (the Appender, its CSV reader) leave exactly the tables the row-by-row INSERTs leave.</summary>
public sealed class DuckDbBulkPathTests
{
    private static readonly ContactsWorkload _contacts = new(rows: 1_234, stateRows: 300, zipRows: 200, connections: 1);
    private static readonly BulkTable _contactsTable = new(ContactsWorkload.Table, Contact.Columns);

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void The_appender_and_the_prepared_insert_leave_identical_contacts(bool inTransaction)
    {
        var perRow = ContactsAfter(PreparedBulkInsert.Instance, inTransaction: true);
        var appender = ContactsAfter(DuckDbAppenderInsert.Instance, inTransaction);

        Assert.Equal(_contacts.Data.Rows.Count, perRow.Count);
        Assert.Equal(perRow, appender);
    }

    [Fact]
    public void The_appender_and_the_prepared_insert_leave_identical_readings()
    {
        var rows = new SensorBulkRows(_sample);
        var perRow = TableAfter(SensorCreate, SensorSql.BulkTable, rows, PreparedBulkInsert.Instance, SensorSql.All + " ORDER BY sensor_id, ts");
        var appender = TableAfter(SensorCreate, SensorSql.BulkTable, rows, DuckDbAppenderInsert.Instance, SensorSql.All + " ORDER BY sensor_id, ts");

        Assert.Equal(500, perRow.Count);
        Assert.Equal(perRow, appender);
    }

    [Fact]
    public void The_csv_reader_and_the_appender_leave_identical_shipments_tables()
    {
        var data = ShipmentsTestData.Workload.Data;
        foreach (var table in ShipmentsTable.All)
        {
            var select = $"SELECT * FROM {table.Name} ORDER BY 1";
            var rows = ReadCsv(data.PathOf(table), table);
            var appender = TableAfter(CreateShipments, table.Bulk, rows, DuckDbAppenderInsert.Instance, select);
            var csv = TableAfter(CreateShipments, table.Bulk, rows, new CsvPath(new CsvFile(data.PathOf(table), ShipmentsCsvWriter.StrftimeDateFormat)), select);

            Assert.Equal(rows.Count, appender.Count);
            Assert.Equal(appender, csv);
        }
    }

    // Every 4,000th generated reading: 500 rows spread over every mote.
    private static readonly SensorReading[] _sample = new SensorGenerator(seed: 7).Readings().Where((_, i) => i % 4_000 == 0).Take(500).ToArray();

    private static void SensorCreate(DbConnection connection) =>
        connection.Execute(new SensorSql(DuckDbDialect.Instance, new SensorPlan(_sample, seed: 1)).CreateTable);

    private static void CreateShipments(DbConnection connection)
    {
        foreach (var sql in ShipmentsTable.All.SelectMany(t => t.CreateSql(DuckDbDialect.Instance)))
        {
            connection.Execute(sql);
        }
    }

    private static List<object?[]> ReadCsv(string path, ShipmentsTable table)
    {
        using var reader = new ShipmentsCsvReader(path, table);
        var rows = new List<object?[]>();
        for (var values = new object?[table.Columns.Count]; reader.Read(values); values = new object?[table.Columns.Count])
        {
            rows.Add(values);
        }

        return rows;
    }

    private static List<string> ContactsAfter(IBulkInsert path, bool inTransaction) => TableAfter(
        c => c.Execute($"CREATE TABLE Contacts (id integer not null primary key, lastname varchar(25), firstname varchar(25), street varchar(30), " +
            "city varchar(30), state varchar(2), zip varchar(10), country varchar(20), phone varchar(13))"),
        _contactsTable, _contacts.Data.Values, path, $"SELECT {string.Join(", ", Contact.Columns)} FROM Contacts ORDER BY id", inTransaction);

    private static List<string> TableAfter(
        Action<DbConnection> create, BulkTable table, IReadOnlyList<object?[]> rows, IBulkInsert path, string select, bool inTransaction = true)
    {
        using var database = new DuckDbEngine().CreateDatabase(inTransaction ? Variant.Batch : Variant.Default);
        create(database.Connection);
        var context = StepContext.ForVariant(database);

        var inserted = context.Run(c => new StepOutcome(path.Insert(c, table, rows), 0));

        Assert.Equal(rows.Count, inserted.Rows);
        using var command = database.Connection.CreateCommand();
        command.CommandText = select;
        using var reader = command.ExecuteReader();
        var result = new List<string>();
        while (reader.Read())
        {
            result.Add(string.Join("|", Enumerable.Range(0, reader.FieldCount).Select(i => $"{reader.GetDataTypeName(i)}:{reader.GetValue(i)}")));
        }

        return result;
    }

    // The CSV reader seen as a bulk path, so both import paths go through one harness.
    private sealed class CsvPath(CsvFile file) : IBulkInsert
    {
        public string Method => DuckDbCsvImport.Instance.Method;

        public long Insert(StepContext context, BulkTable table, IReadOnlyList<object?[]> rows) =>
            DuckDbCsvImport.Instance.Import(context, table, file);
    }
}
