using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Shipments;

namespace EmbeddedDbBench.Tests.Shipments;

/// <summary>W3 on one engine, over a small generated data set: the import under every variant, every statement, and corruption caught.</summary>
public abstract class ShipmentsTests<TEngine> where TEngine : Engine, new()
{
    private static ShipmentsWorkload Workload => ShipmentsTestData.Workload;

    public static TheoryData<Variant> Variants() => new(new TEngine().SupportedVariants());

    public static TheoryData<ShipmentsStep> Statements() => new(
        new[] { ShipmentsStep.Join1, ShipmentsStep.Join2, ShipmentsStep.Insert1, ShipmentsStep.Scan1, ShipmentsStep.Scan2, ShipmentsStep.Scan3 }
            .Where(s => new TEngine().StepNotApplicable(s, Variant.Default) is null));

    [EngineTheory]
    [MemberData(nameof(Variants))]
    public void Import_inserts_every_row_and_the_tables_match_the_generated_data(Variant variant)
    {
        using var run = StepRun.Prepare(new TEngine(), variant, ShipmentsTestData.TinyWorkload, ShipmentsStep.Import);

        var outcome = run.Execute();

        Assert.Equal(new StepOutcome(ShipmentsTestData.TinyScale.TotalRows, 0), outcome);
        run.Validate();
    }

    [EngineTheory]
    [MemberData(nameof(Statements))]
    public void Statement_returns_the_rows_and_checksum_computed_from_the_generated_data(ShipmentsStep step)
    {
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, Workload, step);

        var outcome = run.Execute();

        Assert.Equal(Workload.Expected(step), outcome);
        Assert.True(outcome.Rows > 0);
        run.Validate();
    }

    [EngineFact]
    public void The_batch_import_and_the_row_by_row_import_leave_the_same_tables()
    {
        using var batch = StepRun.Prepare(new TEngine(), Variant.Batch, Workload, ShipmentsStep.Import);
        using var perRow = StepRun.Prepare(new TEngine(), Variant.Transaction, Workload, ShipmentsStep.Import);

        Assert.Equal(batch.Execute(), perRow.Execute());

        batch.Validate();
        perRow.Validate();
        // The timed Batch import really took a bulk path (the engine's bulk insert or CSV reader); the per-row one took none.
        Assert.NotNull(batch.BulkMethodUsed);
        Assert.Null(perRow.BulkMethodUsed);
    }

    [EngineFact(NeedsStep = ShipmentsStep.Join2)]
    public void Queries_leave_the_database_as_they_found_it_so_runs_can_share_it()
    {
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, Workload, ShipmentsStep.Join2);

        for (var i = 0; i < 3; i++)
        {
            run.Execute();
            run.Validate();
        }
    }

    [EngineFact(NeedsSql = true)]
    public void Insert1_is_undone_so_every_run_inserts_the_same_row_into_the_same_table()
    {
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, Workload, ShipmentsStep.Insert1);

        for (var i = 0; i < 3; i++)
        {
            Assert.Equal(new StepOutcome(1, 0), run.Execute());
            run.Validate();
            Assert.True(run.TryUndo());
        }

        Assert.Equal(ShipmentsTestData.Scale.Invoices, Convert.ToInt64(run.Database.Connection.Scalar("SELECT COUNT(*) FROM Invoice"), System.Globalization.CultureInfo.InvariantCulture));
    }

    [EngineFact(NeedsSql = true)]
    public void An_undo_that_does_not_find_the_inserted_row_fails_the_run()
    {
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, Workload, ShipmentsStep.Insert1);
        run.Execute();
        run.Validate();
        run.Database.Connection.Execute($"DELETE FROM Invoice WHERE PKeyInvoice = {ShipmentsTestData.Scale.Invoices + 1}");

        Assert.Throws<WorkloadValidationException>(() => run.TryUndo());
    }

    // Invoice is read back row by row after the undo, the other tables by their aggregates.
    [EngineTheory(NeedsSql = true)]
    [InlineData("UPDATE Invoice SET InvoiceNum = 'changed' WHERE PKeyInvoice = 1", "Invoice")]
    [InlineData("DELETE FROM Charges WHERE PKeyCharges = 1", "Charges")]
    public void An_undo_fails_the_run_when_a_table_differs_from_the_import(string damage, string table)
    {
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, Workload, ShipmentsStep.Insert1);
        run.Execute();
        run.Validate();
        run.Database.Connection.Execute(damage);

        var error = Assert.Throws<WorkloadValidationException>(() => run.TryUndo());
        Assert.Contains($"after undoing Insert1: {table}", error.Message);
    }

    [EngineFact(NeedsStep = ShipmentsStep.Join2)]
    public void A_query_is_not_undone_it_keeps_its_database_as_it_is()
    {
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, Workload, ShipmentsStep.Join2);
        run.Execute();

        Assert.False(run.TryUndo());
    }

    [EngineFact(NeedsSql = true)]
    public void Insert1_adds_the_row_with_its_date_and_amount()
    {
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, Workload, ShipmentsStep.Insert1);
        run.Execute();

        var date = run.Database.Connection.Scalar(
            $"SELECT InvoiceDate FROM Invoice WHERE PKeyInvoice = {ShipmentsTestData.Scale.Invoices + 1}");

        Assert.Equal(new DateTime(2005, 1, 1), Convert.ToDateTime(date, System.Globalization.CultureInfo.InvariantCulture));
        run.Validate();
    }

    [EngineTheory(NeedsSql = true)]
    [InlineData("UPDATE Shipment SET ShipDate = NULL WHERE PKeyShipment = 7", "a date lost on import")]
    [InlineData("UPDATE Charges SET Amount = 12 WHERE PKeyCharges = 11", "an amount that lost its decimals")]
    [InlineData("UPDATE Packages SET Weight = Weight + 0.1 WHERE PKeyPackages = 3", "a weight off by a tenth")]
    [InlineData("DELETE FROM Charges WHERE PKeyCharges = 5", "a dropped row")]
    [InlineData("UPDATE Shipment SET TrackingId = 'x' WHERE PKeyShipment = 2", "a changed string")]
    public void A_corrupted_import_fails_validation(string corruption, string what)
    {
        using var run = StepRun.Prepare(new TEngine(), Variant.Batch, Workload, ShipmentsStep.Import);
        run.Execute();
        run.Database.Connection.Execute(corruption);

        var error = Assert.Throws<WorkloadValidationException>(run.Validate);

        Assert.False(string.IsNullOrEmpty(error.Message), what);
    }

    // Each corruption changes a value only the full-row checksum sees: the column each query
    // once hashed alone (ShipDate, the sum, Weight, TrackingId) is left as it was.
    [EngineTheory(NeedsSql = true)]
    [InlineData(ShipmentsStep.Join1, "UPDATE Invoice SET ChargeCurrency = 'EUR' WHERE PKeyInvoice = 1")]
    [InlineData(ShipmentsStep.Join2, "UPDATE Charges SET ShipmentKey = 3 - ShipmentKey WHERE ShipmentKey IN (1, 2)")]
    [InlineData(ShipmentsStep.Scan1, "UPDATE Shipment SET TrackingId = '000000000000' WHERE PKeyShipment IN (SELECT ShipmentKey FROM Packages WHERE Weight > 10)")]
    [InlineData(ShipmentsStep.Scan2, "UPDATE Invoice SET InvoiceNum = '000000000' WHERE PKeyInvoice IN (SELECT InvoiceKey FROM Shipment WHERE TrackingId LIKE '%55%')")]
    [InlineData(ShipmentsStep.Scan3, "UPDATE Invoice SET InvoiceNum = '000000000' WHERE PKeyInvoice IN (SELECT InvoiceKey FROM Shipment WHERE NetCharge > 100)")]
    public void A_query_fails_when_one_value_it_returns_is_wrong(ShipmentsStep step, string corruption)
    {
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, Workload, step);
        Assert.True(run.Database.Connection.Execute(corruption) > 0, "the corruption changed no row");

        var outcome = run.Execute();

        Assert.Equal(Workload.Expected(step).Rows, outcome.Rows);
        var error = Assert.Throws<WorkloadValidationException>(() => outcome.Verify(Workload.Expected(step), step.ToString()));
        Assert.Contains("checksum", error.Message, StringComparison.Ordinal);
    }

    [EngineFact(NeedsSql = true)]
    public void A_wrong_date_fails_validation_even_when_counts_and_sums_agree()
    {
        using var run = StepRun.Prepare(new TEngine(), Variant.Batch, Workload, ShipmentsStep.Import);
        run.Execute();
        // Two shipments swap dates: every count, sum, minimum and maximum is unchanged.
        SwapShipDates(run.Database, 1, ShipmentsTestData.Scale.Shipments);

        var error = Assert.Throws<WorkloadValidationException>(run.Validate);

        Assert.Contains("Shipment", error.Message, StringComparison.Ordinal);
    }

    private static void SwapShipDates(BenchDatabase database, int first, int second)
    {
        var connection = database.Connection;
        var dialect = database.Engine.Dialect;
        var dates = new[] { first, second }
            .Select(key => connection.Scalar($"SELECT ShipDate FROM Shipment WHERE PKeyShipment = {key}"))
            .ToArray();
        Assert.NotEqual(dates[0], dates[1]);
        foreach (var (key, date) in new[] { (first, dates[1]), (second, dates[0]) })
        {
            using var command = connection.CreateCommand();
            command.CommandText = dialect.CommandText($"UPDATE Shipment SET ShipDate = @d WHERE PKeyShipment = {key}");
            command.AddParameter(dialect.ParameterName("@d"), date);
            command.ExecuteNonQuery();
        }
    }
}
