using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Core.Sensors;
using EmbeddedDbBench.Core.Shipments;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Tests.Shipments;
using LiteDB;

namespace EmbeddedDbBench.Tests.LiteDb;

/// <summary>LiteDB's own behaviour: settings read back, n/a variants and steps, and validation through its API.</summary>
public sealed class LiteDbEngineTests
{
    [Theory]
    [InlineData(Variant.Default, "file")]
    [InlineData(Variant.Transaction, "file")]
    [InlineData(Variant.Batch, "file")]
    [InlineData(Variant.Memory, "MemoryStream")]
    public void Settings_are_read_back_from_the_engine(Variant variant, string storage)
    {
        using var database = new LiteDbEngine().CreateDatabase(variant);

        var settings = database.ReadSettings();

        Assert.Equal(storage, settings["storage"]);
        Assert.Equal(variant == Variant.Memory ? "stream" : "direct", settings["connection"]);
        Assert.Equal("False", settings["UTC_DATE"]);
        Assert.Equal("1000", settings["CHECKPOINT"]);
        Assert.False(string.IsNullOrEmpty(settings["TIMEOUT"]));
        Assert.False(string.IsNullOrEmpty(settings["COLLATION"]));
        Assert.StartsWith("LiteDB 5.0.20", database.ServerVersion, StringComparison.Ordinal);
        Assert.Equal(variant == Variant.Memory, database.StorageSize().Count == 0);
    }

    [Theory]
    [InlineData(Variant.SyncOff)]
    [InlineData(Variant.Wal)]
    [InlineData(Variant.Exclusive)]
    [InlineData(Variant.WalFull)]
    [InlineData(Variant.Extra)]
    public void Variants_LiteDB_cannot_express_are_na_with_a_reason(Variant variant)
    {
        var support = new LiteDbEngine().Supports(variant);

        Assert.False(support.IsSupported);
        Assert.False(string.IsNullOrWhiteSpace(support.NotApplicableReason));
    }

    [Fact]
    public void A_step_marked_na_is_refused_with_its_reason_instead_of_run()
    {
        var engine = new LiteDbEngine();

        var error = Assert.Throws<NotSupportedException>(() => StepRun.Prepare(engine, Variant.Default, new CrudWorkload(10), CrudStep.Create));

        Assert.Contains(engine.StepNotApplicable(CrudStep.Create, Variant.Default)!, error.Message, StringComparison.Ordinal);
        Assert.NotNull(engine.StepNotApplicable(SensorStep.Outages, Variant.Default));
        Assert.NotNull(engine.StepNotApplicable(ShipmentsStep.Join1, Variant.Default));
        Assert.Null(engine.StepNotApplicable(SensorStep.AvgSensor, Variant.Default));
        Assert.Null(engine.StepNotApplicable(CrudStep.Drop, Variant.Default));
        Assert.NotNull(engine.StepNotApplicable(CrudStep.Drop, Variant.Transaction));
    }

    [Fact]
    public void The_database_has_no_sql_connection()
    {
        using var database = new LiteDbEngine().CreateDatabase(Variant.Default);

        Assert.Throws<NotSupportedException>(() => database.Connection);
        Assert.False(database.Engine.HasSqlConnection);
    }

    [Fact]
    public void Crud_validation_fails_when_a_stray_document_survives_the_delete()
    {
        var workload = new CrudWorkload(20);
        using var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, workload, CrudStep.Delete);
        Lite(run.Database).GetCollection("Test", BsonAutoId.Int64).Insert(new BsonDocument { ["textdata"] = "stray" });

        run.Execute();

        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    [Fact]
    public void Contacts_validation_fails_when_a_stray_document_carries_the_planted_state()
    {
        var workload = new ContactsWorkload(rows: 300, stateRows: 100, zipRows: 50, connections: 5);
        using var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, workload, ContactsStep.UpdateByStateRowByRow);
        Lite(run.Database).GetCollection(ContactsWorkload.Table).Insert(new BsonDocument
        {
            ["_id"] = 100_000, ["lastname"] = "x", ["firstname"] = "x", ["street"] = "x", ["city"] = "x",
            ["state"] = ContactsData.PlantedState, ["zip"] = "1", ["country"] = "x", ["phone"] = "x",
        });

        Assert.Throws<WorkloadValidationException>(() =>
        {
            run.Execute();
            run.Validate();
        });
    }

    [Theory]
    [InlineData("Shipment", 7, "ShipDate")]
    [InlineData("Charges", 11, "Amount")]
    [InlineData("Packages", 3, "Weight")]
    public void A_corrupted_import_fails_validation(string collection, int key, string field)
    {
        using var run = StepRun.Prepare(new LiteDbEngine(), Variant.Batch, ShipmentsTestData.Workload, ShipmentsStep.Import);
        run.Execute();
        var documents = Lite(run.Database).GetCollection(collection);
        var document = documents.FindById(key);
        document[field] = BsonValue.Null;
        documents.Update(document);

        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    [Fact]
    public void Insert1_adds_the_invoice_with_its_date_and_amount()
    {
        using var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, ShipmentsTestData.Workload, ShipmentsStep.Insert1);
        run.Execute();

        var invoice = Lite(run.Database).GetCollection("Invoice").FindById(ShipmentsTestData.Scale.Invoices + 1);

        Assert.Equal(new DateTime(2005, 1, 1), invoice["InvoiceDate"].AsDateTime);
        Assert.Equal(100.5m, invoice["NetCharge"].AsDecimal);
        run.Validate();
    }

    private static LiteDatabase Lite(BenchDatabase database) => ((LiteDbDatabase)database).Lite;
}
