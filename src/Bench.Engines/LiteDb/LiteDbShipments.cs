using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Shipments;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// W3 on LiteDB: one collection per table, <c>_id</c> = the table's primary key, an index on each
/// foreign-key column the SQL schema indexes. The import parses the same CSV files in the timed
/// region as the SQL engines do; Batch feeds each file to <c>InsertBulk</c>, the other variants
/// insert one document per call. Insert 1 is LiteDB's own <c>SELECT … INTO</c>. Joins and scans are
/// n/a (<see cref="NotApplicable"/>); the database size is recorded with the import.
/// </summary>
public sealed class LiteDbShipments : LiteDbWorkload<ShipmentsStep>
{
    // MAX over the whole collection (an aggregate over *), inserted into the same collection in one call.
    private const string Insert1Sql =
        "SELECT { _id: MAX(*._id) + 1, InvoiceNum: '123456789', InvoiceDate: DATETIME(2005, 1, 1), " +
        "NetCharge: DECIMAL('100.5'), ChargeCurrency: 'USD' } INTO Invoice FROM Invoice";

    private readonly ShipmentsWorkload _workload;

    /// <summary>Implements <paramref name="workload"/> on LiteDB.</summary>
    public LiteDbShipments(ShipmentsWorkload workload) : base(workload) => _workload = workload;

    /// <summary>Why a W3 step is n/a on LiteDB, or null.</summary>
    public static string? NotApplicable(ShipmentsStep step) => step switch
    {
        ShipmentsStep.Join1 or ShipmentsStep.Join2 or ShipmentsStep.Scan1 or ShipmentsStep.Scan2 =>
            "a join of two collections on a field: LiteDB 5 has no join (INCLUDE follows DbRef links only, which these tables do not hold)",
        ShipmentsStep.Scan3 => "an IN (subquery) filter: LiteDB 5 has no subqueries",
        _ => null,
    };

    /// <inheritdoc />
    public override StepOutcome Run(ShipmentsStep step, StepContext context)
    {
        var database = Lite(context);
        return step switch
        {
            ShipmentsStep.CreateTables => CreateIndexes(database),
            ShipmentsStep.Import => Import(context),
            ShipmentsStep.Insert1 => Insert1(database),
            _ => throw new NotSupportedException($"{step} is n/a on LiteDB: {NotApplicable(step)}"),
        };
    }

    /// <inheritdoc />
    protected override void VerifyState(LiteDatabase database, ShipmentsStep completed)
    {
        foreach (var table in ShipmentsTable.All)
        {
            var expected = completed switch
            {
                ShipmentsStep.CreateTables => new TableTally(table),
                ShipmentsStep.Insert1 when table == ShipmentsTable.Invoice => _workload.Expectations.InvoiceAfterInsert,
                _ => _workload.Expectations.Table(table),
            };
            var actual = new TableTally(table);
            var values = new object?[table.Columns.Count];
            foreach (var document in database.GetCollection(table.Name).FindAll())
            {
                Read(document, table, values);
                actual.Add(values);
            }

            if (actual.Rows != expected.Rows || actual.Content != expected.Content)
            {
                throw new WorkloadValidationException(
                    $"after {completed}: {table.Name} holds {actual.Rows} documents (content checksum {actual.Content:x16}) " +
                    $"that differ from the {expected.Rows} expected rows ({expected.Content:x16}).");
            }
        }
    }

    private static StepOutcome CreateIndexes(LiteDatabase database)
    {
        foreach (var table in ShipmentsTable.All.Where(t => t.IndexedColumn is not null))
        {
            database.GetCollection(table.Name).EnsureIndex(table.IndexedColumn, "$." + table.IndexedColumn);
        }

        return new(0, 0);
    }

    private StepOutcome Import(StepContext context) =>
        new(ShipmentsTable.All.Sum(table => Documents(context, table.Name, BsonAutoId.Int32).Insert(Parse(table)).Rows), 0);

    private static StepOutcome Insert1(LiteDatabase database)
    {
        using var reader = database.Execute(Insert1Sql);
        return new(reader.Read() ? reader.Current.AsInt32 : 0, 0);
    }

    // Parsed as the documents are consumed, so the file is read inside the timed import.
    private IEnumerable<BsonDocument> Parse(ShipmentsTable table)
    {
        using var csv = new ShipmentsCsvReader(_workload.Data.PathOf(table), table);
        var values = new object?[table.Columns.Count];
        while (csv.Read(values))
        {
            var document = new BsonDocument { ["_id"] = (int)values[0]! };
            for (var i = 1; i < values.Length; i++)
            {
                document[table.Columns[i].Name] = new BsonValue(values[i]);
            }

            yield return document;
        }
    }

    private static void Read(BsonDocument document, ShipmentsTable table, object?[] values)
    {
        values[0] = document["_id"].AsInt32;
        for (var i = 1; i < values.Length; i++)
        {
            var value = document[table.Columns[i].Name];
            values[i] = value.IsNull ? null : table.Columns[i].Kind switch
            {
                ColumnKind.WholeNumber => value.AsInt32,
                ColumnKind.Text or ColumnKind.Character => value.AsString,
                ColumnKind.Date => value.AsDateTime,
                ColumnKind.Currency => value.AsDecimal,
                ColumnKind.Real => value.AsDouble,
                _ => throw new ArgumentOutOfRangeException(nameof(table)),
            };
        }
    }
}
