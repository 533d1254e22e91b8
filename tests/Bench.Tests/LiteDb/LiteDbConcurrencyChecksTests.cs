using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Tests.Concurrency;
using LiteDB;

namespace EmbeddedDbBench.Tests.LiteDb;

/// <summary>
/// W6 on LiteDB beyond the shared suite: tampering through LiteDB's API, with the table's check and the readers' own
/// checks shown to fail the run, and readers that really run beside the writer.
/// </summary>
public sealed class LiteDbConcurrencyChecksTests
{
    private static ConcurrencyWorkload Small(int readers, int writerOperations = 60) =>
        new(readers, writerOperations, rows: 400, writerDeadline: TimeSpan.FromSeconds(3));

    [Fact]
    public void A_document_the_writer_did_not_leave_fails_validation()
    {
        var workload = Small(readers: 1);
        using var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, workload, ConcurrencyStep.Writes);
        run.Execute();
        // What a writer operation applied twice would leave: one document a version further on.
        Lite(run.Database).GetCollection("W6Contacts").UpdateMany("{ version: $.version + 1 }", "_id = 1");

        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    [Fact]
    public void An_inserted_document_the_writer_did_not_insert_fails_validation()
    {
        var workload = Small(readers: 0);
        using var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, workload, ConcurrencyStep.Writes);
        run.Execute();
        var stray = LiteDbConcurrencyStore.ToDocument(workload.Plan.LoadedRows[0]);
        stray["_id"] = workload.Plan.KeyCount + 1;
        Lite(run.Database).GetCollection("W6Contacts").Insert(stray);

        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    [Fact]
    public void Point_and_aggregate_readers_share_the_direct_instance_beside_the_writer()
    {
        var workload = Small(readers: 4, writerOperations: 300);
        using (var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, workload, ConcurrencyStep.Writes))
        {
            run.Execute();
            run.Validate();
        }

        var roles = workload.Summaries().ToDictionary(r => r.Role);
        Assert.Equal(300, roles["writer"].Operations);
        Assert.True(roles["readers"].Operations > 0, "no point read ran beside the writer");
        Assert.True(roles["aggregate"].Operations > 0, "no aggregate ran beside the writer");
        Assert.Contains("connection=direct instances=1", workload.SettingsReadBack, StringComparison.Ordinal);
    }

    [Fact]
    public void A_document_changed_behind_the_writer_s_back_fails_the_point_readers_check()
    {
        // Point readers alone, as on the SQL engines (ConcurrencyReaderChecksTests).
        var workload = ReaderTamper.Workload(aggregateReader: false);
        var key = ReaderTamper.UntouchedKey(workload.Plan);
        var loadedStamp = ConcurrencyPlan.Stamp(key, 0);
        using var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, workload, ConcurrencyStep.Writes);
        Lite(run.Database).GetCollection("W6Contacts").UpdateMany("{ stamp: $.stamp + 1 }", $"_id = {key}");
        run.Execute();

        ReaderTamper.AssertPointReaderFailed(run, $"key {key} read at version 0 with stamp {loadedStamp + 1}, not that version's {loadedStamp}");
    }

    [Fact]
    public void A_document_no_operation_wrote_fails_the_aggregate_readers_check()
    {
        var workload = ReaderTamper.Workload(aggregateReader: true);
        var stray = ReaderTamper.StrayKey(workload.Plan);
        var document = LiteDbConcurrencyStore.ToDocument(workload.Plan.LoadedRows[0]);
        document["_id"] = stray;
        document["version"] = ReaderTamper.StrayVersion;
        document["stamp"] = ConcurrencyPlan.Stamp(stray, ReaderTamper.StrayVersion);
        using var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, workload, ConcurrencyStep.Writes);
        Lite(run.Database).GetCollection("W6Contacts").Insert(document);
        run.Execute();

        ReaderTamper.AssertAggregateReaderFailed(run, workload.Plan);
    }

    private static LiteDatabase Lite(BenchDatabase database) => ((LiteDbDatabase)database).Lite;
}
