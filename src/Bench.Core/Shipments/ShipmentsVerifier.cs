using System.Data.Common;

namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// Checks what a W3 database holds against the generated data. After every step: each table's
/// row count, numeric column sums and date ranges, computed by the engine. After the import and
/// Insert 1 also every row's values, read back and hashed, so a wrong date, a truncated amount
/// or a dropped row fails the run.
/// </summary>
public static class ShipmentsVerifier
{
    /// <summary>Throws <see cref="WorkloadValidationException"/> unless the database is as <paramref name="completed"/> leaves it.</summary>
    public static void Verify(BenchDatabase database, ShipmentsExpectations expectations, ShipmentsStep completed) =>
        Verify(database, $"after {completed}", table => completed switch
        {
            ShipmentsStep.CreateTables => new TableTally(table),
            ShipmentsStep.Insert1 when table == ShipmentsTable.Invoice => expectations.InvoiceAfterInsert,
            _ => expectations.Table(table),
        }, table => completed is ShipmentsStep.Import || (completed is ShipmentsStep.Insert1 && table == ShipmentsTable.Invoice));

    /// <summary>
    /// Throws <see cref="WorkloadValidationException"/> unless Insert 1's row was deleted and the
    /// database is as the import left it: every table's aggregates, and Invoice's rows one by one.
    /// The other tables' rows were read back whole after the import, and neither Insert 1 nor its
    /// undo writes to them, so reading their 297,344 rows again would check nothing new.
    /// </summary>
    public static void VerifyUndone(BenchDatabase database, ShipmentsExpectations expectations) =>
        Verify(database, "after undoing Insert1", expectations.Table, table => table == ShipmentsTable.Invoice);

    /// <summary>
    /// Throws <see cref="WorkloadValidationException"/> unless a database loaded from a page copy of
    /// the imported tables (<see cref="PreparedStates"/>) holds them: every table's aggregates. The
    /// copy was made from a database whose rows were read back whole after the import.
    /// </summary>
    public static void VerifyImportedCopy(BenchDatabase database, ShipmentsExpectations expectations) =>
        Verify(database, "after loading the imported tables' copy", expectations.Table, _ => false);

    private static void Verify(BenchDatabase database, string when, Func<ShipmentsTable, TableTally> expectedOf, Func<ShipmentsTable, bool> readsContent)
    {
        foreach (var table in ShipmentsTable.All)
        {
            if (!database.Engine.Dialect.TableExists(database.Connection, table.Name))
            {
                throw new WorkloadValidationException($"{when}: table {table.Name} does not exist.");
            }

            var expected = expectedOf(table);
            try
            {
                VerifyAggregates(database.Connection, expected, when);
                if (readsContent(table))
                {
                    VerifyContent(database.Connection, expected, when);
                }
            }
            catch (Exception e) when (e is InvalidCastException or FormatException or ArgumentException or OverflowException)
            {
                // A value the provider cannot give back as its column's type (a date stored as a
                // number, an amount as text) is a failed import, not a crash of the suite.
                throw new WorkloadValidationException(
                    $"{when}: {table.Name} holds a value that does not read back as its column type: {e.Message}");
            }
        }
    }

    private static void VerifyAggregates(DbConnection connection, TableTally expected, string when)
    {
        using var command = connection.CreateCommand();
        command.CommandText = expected.AggregateSql;
        using var reader = command.ExecuteReader();
        reader.Read();
        foreach (var (want, got) in expected.Aggregates().Zip(expected.ReadAggregates(reader)))
        {
            if (want.Value != got.Value)
            {
                throw new WorkloadValidationException(
                    $"{when}: {expected.Table.Name} {want.Label} is {got.Value}, expected {want.Value}.");
            }
        }
    }

    private static void VerifyContent(DbConnection connection, TableTally expected, string when)
    {
        var table = expected.Table;
        var actual = new TableTally(table);
        using var command = connection.CreateCommand();
        command.CommandText = $"SELECT {string.Join(", ", table.Columns.Select(c => c.Name))} FROM {table.Name}";
        using var reader = command.ExecuteReader();
        var values = new object?[table.Columns.Count];
        while (reader.Read())
        {
            for (var i = 0; i < values.Length; i++)
            {
                values[i] = ShipmentsValues.Read(reader, i, table.Columns[i].Kind);
            }

            actual.Add(values);
        }

        if (actual.Rows != expected.Rows || actual.Content != expected.Content)
        {
            throw new WorkloadValidationException(
                $"{when}: {table.Name} holds {actual.Rows} rows (content checksum {actual.Content:x16}) " +
                $"that differ from the {expected.Rows} generated rows ({expected.Content:x16}).");
        }
    }
}
