using EmbeddedDbBench.Console.Ycsb;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ycsb;
using EmbeddedDbBench.Engines.LiteDb;
using LiteDB;

namespace EmbeddedDbBench.Tests.LiteDb;

/// <summary>
/// W7 on LiteDB beyond the shared suite: the usertable changed through LiteDB's API behind a run's
/// back fails the table check or the run's own reads and scans, and writes of different fields of one
/// record by several threads keep every one.
/// </summary>
public sealed class LiteDbYcsbChecksTests
{
    private const string Table = "usertable";

    private static YcsbWorkload Small(string name, params string[] overrides) =>
        new(YcsbPropertyFile.Override(YcsbWorkloads.Shipped(name), ["recordcount=300", "operationcount=400", "threadcount=1", .. overrides]));

    [Fact]
    public void A_field_changed_behind_the_run_fails_the_table_check()
    {
        var workload = Small("workloada");
        using var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, workload, YcsbStep.Run);
        run.Execute();
        // A whole value of the right field, but a version no write gave that key.
        var changed = Usertable(run).UpdateMany(BsonExpression.Create("{ field0: @0 }", YcsbValue.Create(1, 0, 0, 100)), BsonExpression.Create("_id = @0", workload.Plan.KeyNames[0]));

        Assert.Equal(1, changed);
        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    [Fact]
    public void A_document_no_run_loaded_or_inserted_fails_the_table_check()
    {
        var workload = Small("workloada");
        using var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, workload, YcsbStep.Run);
        run.Execute();
        var stray = LiteDbYcsbStore.ToDocument(workload.Plan.LoadedRows[0], LiteDbYcsbStore.FieldNames(workload.Properties));
        stray["_id"] = "user-stray";
        Usertable(run).Insert(stray);

        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    [Theory]
    [InlineData("field10", "a member beyond the record's fields")]
    [InlineData("field0", "a field that is not a string")]
    public void A_document_whose_members_are_not_the_record_s_fields_fails_the_table_check(string member, string what)
    {
        var workload = Small("workloadc");
        using var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, workload, YcsbStep.Run);
        run.Execute();
        var document = Usertable(run).FindById(workload.Plan.KeyNames[0]);
        document[member] = member == "field0" ? new BsonValue(7) : new BsonValue(document["field0"].AsString);
        Assert.True(Usertable(run).Update(document), what);

        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    [Theory]
    [InlineData("true")]
    [InlineData("false")]
    public void A_read_of_a_value_the_run_did_not_write_fails_the_run(string readAllFields)
    {
        var workload = Small("workloadc", $"readallfields={readAllFields}");
        using var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, workload, YcsbStep.Run);
        // Every record's fields swapped with the next key's loaded values: whole values, of another key.
        var fields = LiteDbYcsbStore.FieldNames(workload.Properties);
        var swapped = workload.Plan.LoadedRows.Select((row, i) =>
        {
            var document = LiteDbYcsbStore.ToDocument(workload.Plan.LoadedRows[(i + 1) % workload.Properties.RecordCount], fields);
            document["_id"] = (string)row[0]!;
            return document;
        }).ToList();
        Assert.Equal(workload.Properties.RecordCount, Usertable(run).Update(swapped));

        var error = Assert.Throws<WorkloadValidationException>(() => run.Execute());
        Assert.Contains("not a whole value the run wrote", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_scan_that_does_not_start_at_its_key_fails_the_run()
    {
        var workload = Small("workloade");
        var plan = workload.Plan.Threads[0];
        Assert.Equal(YcsbOperation.Scan, plan.Kinds[0]);
        // The first operation's key: no insert has run, so a drawn key wraps into the loaded ones.
        var key = workload.Plan.KeyNames[plan.Keys[0] % workload.Properties.RecordCount];
        using var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, workload, YcsbStep.Run);
        Assert.True(Usertable(run).Delete(key));

        var error = Assert.Throws<WorkloadValidationException>(() => run.Execute());
        Assert.Contains($"a scan from key {key} returned the key", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Threads_writing_different_fields_of_the_same_records_lose_no_write()
    {
        // Four records, four threads, updates only: the threads meet on every record, mostly on different fields.
        var workload = Small("workloada", "recordcount=4", "operationcount=2000", "threadcount=4", "readproportion=0", "updateproportion=1", "requestdistribution=uniform");
        using (var run = StepRun.Prepare(new LiteDbEngine(), Variant.Default, workload, YcsbStep.Run))
        {
            Assert.Equal(2000, run.Execute().Rows);
            run.Validate();
        }

        var roles = workload.Summaries().ToDictionary(r => r.Role);
        Assert.Equal(2000, roles["UPDATE"].Operations);
        Assert.Contains("connection=direct instances=1", workload.SettingsReadBack, StringComparison.Ordinal);
    }

    private static ILiteCollection<BsonDocument> Usertable(StepRun<YcsbStep> run) => ((LiteDbDatabase)run.Database).Lite.GetCollection(Table);
}
