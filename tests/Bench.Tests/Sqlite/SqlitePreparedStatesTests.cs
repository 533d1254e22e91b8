using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Sensors;
using EmbeddedDbBench.Core.Shipments;
using EmbeddedDbBench.Core.Ycsb;
using EmbeddedDbBench.Console.Ycsb;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Shipments;
using Microsoft.Data.Sqlite;

namespace EmbeddedDbBench.Tests.Sqlite;

/// <summary>A prepared state shared between runs (<see cref="PreparedStates"/>) on SQLite, through each provider.</summary>
public abstract class SqlitePreparedStatesTests<TEngine> : IDisposable where TEngine : SqliteEngine, new()
{
    private readonly string _folder = Path.Combine(Path.GetTempPath(), $"embeddeddbbench-prepared-{Guid.NewGuid():N}");
    private readonly PreparedStates _states;

    protected SqlitePreparedStatesTests() => _states = new PreparedStates(_folder);

    private static ContactsWorkload Contacts { get; } = new(rows: 600, stateRows: 200, zipRows: 100, connections: 5);

    public static TheoryData<Variant> Variants() => new(new TEngine().SupportedVariants());

    [Theory]
    [MemberData(nameof(Variants))]
    public void A_later_run_loads_the_saved_state_keeps_its_variant_and_validates(Variant variant)
    {
        var counting = new PreparationCounter<ContactsStep>(Contacts);
        using (var first = StepRun.Prepare(new TEngine(), variant, counting, ContactsStep.UpdateByZip, _states))
        {
            Assert.True(File.Exists(_states.PathOf(first.Database.Engine, variant, Contacts.SharedState(ContactsStep.UpdateByZip)!)));
        }

        var preparedOnce = counting.Runs;
        using var later = StepRun.Prepare(new TEngine(), variant, counting, ContactsStep.DeleteByState, _states);

        Assert.Equal(preparedOnce, counting.Runs);
        Assert.Equal(Contacts.Expected(ContactsStep.DeleteByState), later.Execute());
        later.Validate();
        using var fresh = new TEngine().CreateDatabase(variant);
        Assert.Equal(fresh.ReadSettings().ToString(), later.Database.ReadSettings().ToString());
    }

    [Fact]
    public void A_step_that_starts_from_an_empty_table_shares_nothing()
    {
        Assert.Null(Contacts.SharedState(ContactsStep.Insert));
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, Contacts, ContactsStep.Insert, _states);

        Assert.False(Directory.Exists(_folder) && Directory.EnumerateFiles(_folder).Any());
    }

    [Fact]
    public void A_copy_that_lost_a_row_fails_the_run_that_loads_it()
    {
        StepRun.Prepare(new TEngine(), Variant.Default, Contacts, ContactsStep.SelectByZip, _states).Dispose();
        Tamper(Contacts.SharedState(ContactsStep.SelectByZip)!, "DELETE FROM Contacts WHERE rowid = 1");

        Assert.Throws<WorkloadValidationException>(() => StepRun.Prepare(new TEngine(), Variant.Default, Contacts, ContactsStep.SelectByZip, _states));
    }

    [Fact]
    public void A_copy_with_a_changed_value_loads_and_fails_its_run_when_the_table_is_read_back()
    {
        StepRun.Prepare(new TEngine(), Variant.Default, Contacts, ContactsStep.UpdateByZip, _states).Dispose();
        Tamper(Contacts.SharedState(ContactsStep.UpdateByZip)!, "UPDATE Contacts SET lastname = 'Changed' WHERE rowid = 1");

        using var run = StepRun.Prepare(new TEngine(), Variant.Default, Contacts, ContactsStep.UpdateByZip, _states);
        Assert.Equal(Contacts.Expected(ContactsStep.UpdateByZip), run.Execute());
        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    [Fact]
    public void W3_statements_share_one_import_and_a_damaged_copy_is_caught()
    {
        var workload = ShipmentsTestData.Workload;
        var counting = new PreparationCounter<ShipmentsStep>(workload);
        StepRun.Prepare(new TEngine(), Variant.Default, counting, ShipmentsStep.Join1, _states).Dispose();
        using (var scan = StepRun.Prepare(new TEngine(), Variant.Default, counting, ShipmentsStep.Scan1, _states))
        {
            Assert.Equal(2, counting.Runs);
            Assert.Equal(workload.Expected(ShipmentsStep.Scan1), scan.Execute());
            scan.Validate();
        }

        Tamper(workload.SharedState(ShipmentsStep.Join1)!, "DELETE FROM Charges WHERE PKeyCharges = 1");
        var error = Assert.Throws<WorkloadValidationException>(() => StepRun.Prepare(new TEngine(), Variant.Default, workload, ShipmentsStep.Insert1, _states));
        Assert.Contains("Charges", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void W4_runs_share_the_loaded_table_delete_its_updated_one_and_a_damaged_copy_is_caught()
    {
        var workload = SensorWorkload.Generated(1_000);
        var counting = new PreparationCounter<SensorStep>(workload);
        StepRun.Prepare(new TEngine(), Variant.Default, counting, SensorStep.Read, _states).Dispose();
        foreach (var step in new[] { SensorStep.Update, SensorStep.AvgSensor })
        {
            var before = counting.Runs;
            using var run = StepRun.Prepare(new TEngine(), Variant.Default, counting, step, _states);
            Assert.Equal(before, counting.Runs);
            Assert.Equal(workload.Expected(step), run.Execute());
            run.Validate();
        }

        Assert.Null(workload.SharedState(SensorStep.Load));
        Assert.NotEqual(workload.SharedState(SensorStep.Read), workload.SharedState(SensorStep.Delete));
        using (var delete = StepRun.Prepare(new TEngine(), Variant.Default, counting, SensorStep.Delete, _states))
        {
            Assert.Equal(workload.Expected(SensorStep.Delete), delete.Execute());
            delete.Validate();
        }

        Tamper(workload.SharedState(SensorStep.Read)!, "UPDATE readings SET temperature = temperature + 1 WHERE rowid = 1");
        Assert.Throws<WorkloadValidationException>(() => StepRun.Prepare(new TEngine(), Variant.Default, workload, SensorStep.Read, _states));
    }

    [Fact]
    public void W7_runs_share_the_loaded_table_and_a_damaged_copy_is_caught_on_load_or_after_the_run()
    {
        // Workload C only reads, so no write of the run can overwrite the damage before the table is checked.
        YcsbWorkload Workload() => new(YcsbPropertyFile.Override(YcsbWorkloads.Shipped("workloadc"), ["recordcount=300", "operationcount=400", "threadcount=1"]));
        var counting = new PreparationCounter<YcsbStep>(Workload());
        StepRun.Prepare(new TEngine(), Variant.Default, counting, YcsbStep.Run, _states).Dispose();
        var preparedOnce = counting.Runs;
        using (var later = StepRun.Prepare(new TEngine(), Variant.Default, counting, YcsbStep.Run, _states))
        {
            Assert.Equal(preparedOnce, counting.Runs);
            later.Execute();
            later.Validate();
        }

        var state = Workload().SharedState(YcsbStep.Run)!;
        Tamper(state, "UPDATE usertable SET field0 = 'changed' WHERE ycsb_key = (SELECT MIN(ycsb_key) FROM usertable)");
        using (var changed = StepRun.Prepare(new TEngine(), Variant.Default, Workload(), YcsbStep.Run, _states))
        {
            Assert.Throws<WorkloadValidationException>(() =>
            {
                changed.Execute();
                changed.Validate();
            });
        }

        Tamper(state, "DELETE FROM usertable WHERE ycsb_key = (SELECT MAX(ycsb_key) FROM usertable)");
        var error = Assert.Throws<WorkloadValidationException>(() => StepRun.Prepare(new TEngine(), Variant.Default, Workload(), YcsbStep.Run, _states));
        Assert.Contains("299 records", error.Message, StringComparison.Ordinal);
    }

    public void Dispose()
    {
        if (Directory.Exists(_folder))
        {
            Directory.Delete(_folder, recursive: true);
        }

        GC.SuppressFinalize(this);
    }

    // The copy is a plain SQLite file: any connection can damage it.
    private void Tamper(string state, string sql)
    {
        using var connection = new SqliteConnection($"Data Source={_states.PathOf(new TEngine(), Variant.Default, state)};Pooling=False");
        connection.Open();
        connection.Execute(sql);
    }

    // Counts the preparation steps run, forwarding everything, shared state included.
    private sealed class PreparationCounter<TStep>(IWorkload<TStep> inner) : IWorkload<TStep> where TStep : struct, Enum
    {
        public int Runs { get; private set; }

        public StepOutcome Run(TStep step, StepContext context)
        {
            Runs++;
            return inner.Run(step, context);
        }

        public StepOutcome Expected(TStep step) => inner.Expected(step);

        public IEnumerable<TStep> Preparation(TStep step) => inner.Preparation(step);

        public void VerifyState(BenchDatabase database, TStep completed) => inner.VerifyState(database, completed);

        public string? SharedState(TStep step) => inner.SharedState(step);

        public void VerifyRestored(BenchDatabase database, TStep step) => inner.VerifyRestored(database, step);

        public long RowsPerRun(TStep step) => inner.RowsPerRun(step);

        public IDisposable? Arrange(TStep step, BenchDatabase database) => inner.Arrange(step, database);
    }
}

public sealed class MicrosoftSqlitePreparedStatesTests : SqlitePreparedStatesTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqlitePreparedStatesTests : SqlitePreparedStatesTests<SystemDataSqliteEngine>;
