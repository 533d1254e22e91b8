using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Sync;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Sync;

/// <summary>
/// W2's sync form against one server: every step, method, embedded source and variant leaves both
/// sides with the table W2 expects, and a change lost, duplicated or applied to the wrong row on
/// the way fails validation.
/// </summary>
public abstract class ContactsSyncTests<TTarget> where TTarget : Engine, new()
{
    public static TheoryData<SyncMethod, ContactsSyncStep, Variant> MethodsStepsAndVariants()
    {
        var data = new TheoryData<SyncMethod, ContactsSyncStep, Variant>();
        foreach (var method in Enum.GetValues<SyncMethod>())
        {
            foreach (var step in Enum.GetValues<ContactsSyncStep>().Skip(1))
            {
                foreach (var variant in new[] { Variant.Default, Variant.Wal })
                {
                    data.Add(method, step, variant);
                }
            }
        }

        return data;
    }

    [EngineTheory]
    [MemberData(nameof(MethodsStepsAndVariants))]
    public void Step_changes_both_sides_alike(SyncMethod method, ContactsSyncStep step, Variant variant)
    {
        var workload = Small(method);
        using var run = StepRun.Prepare(Synced(new MicrosoftSqliteEngine()), variant, workload, step);

        var outcome = run.Execute();

        Assert.Equal(workload.RowsPerRun(step), outcome.Rows);
        run.Validate();
    }

    [EngineTheory]
    [InlineData(SyncMethod.Naive)]
    [InlineData(SyncMethod.Tuned)]
    public void Both_SQLite_providers_serve_as_the_embedded_side(SyncMethod method)
    {
        var workload = Small(method);
        using var run = StepRun.Prepare(Synced(new SystemDataSqliteEngine()), Variant.Default, workload, ContactsSyncStep.UpdateByZip);

        run.Execute();

        run.Validate();
    }

    [EngineTheory]
    [InlineData(SyncMethod.Naive)]
    [InlineData(SyncMethod.Tuned)]
    public void A_row_that_differs_on_the_server_fails_validation(SyncMethod method)
    {
        using var run = Prepared(method, ContactsSyncStep.DeleteByZip);
        run.Execute();
        Target(run).Connection.Execute($"UPDATE Contacts SET phone = 'tampered' WHERE id = {FirstKey(r => r.State == ContactsData.PlantedState)}");

        var error = Assert.Throws<WorkloadValidationException>(run.Validate);

        Assert.Contains("server", error.Message, StringComparison.Ordinal);
    }

    [EngineFact]
    public void A_change_lost_on_the_way_fails_validation()
    {
        using var run = Prepared(SyncMethod.Tuned, ContactsSyncStep.DeleteByState);
        var key = FirstKey(r => r.State == ContactsData.PlantedState);
        Log(run, $"WHEN NEW.id = {key} BEGIN DELETE FROM {ChangeLogTable} WHERE seq = NEW.seq; END");

        Assert.Throws<WorkloadValidationException>(() =>
        {
            run.Execute();
            run.Validate();
        });
    }

    [EngineFact]
    public void A_change_logged_twice_reaches_the_server_once()
    {
        using var run = Prepared(SyncMethod.Tuned, ContactsSyncStep.UpdateByState);
        var key = FirstKey(r => r.State == ContactsData.PlantedState);
        // SQLite does not fire a trigger from its own insert (recursive_triggers is off): one copy.
        Log(run, $"WHEN NEW.id = {key} BEGIN INSERT INTO {ChangeLogTable} (op, id) VALUES (NEW.op, NEW.id); END");

        var outcome = run.Execute();

        // Shipped twice, the server would report one update too many and the outcome would fail.
        Assert.Equal(Small(SyncMethod.Tuned).RowsPerRun(ContactsSyncStep.UpdateByState), outcome.Rows);
        run.Validate();
    }

    [EngineTheory]
    [InlineData(SyncMethod.Naive)]
    [InlineData(SyncMethod.Tuned)]
    public void A_row_the_server_holds_twice_over_fails_validation(SyncMethod method)
    {
        using var run = Prepared(method, ContactsSyncStep.Insert);
        run.Execute();
        Target(run).Connection.Execute(
            "INSERT INTO Contacts (id, lastname, firstname, street, city, state, zip, country, phone) " +
            "SELECT id + 100000, lastname, firstname, street, city, state, zip, country, phone FROM Contacts WHERE id = 1");

        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    [EngineFact]
    public void A_change_applied_to_the_wrong_row_fails_validation()
    {
        using var run = Prepared(SyncMethod.Tuned, ContactsSyncStep.UpdateByZip);
        var key = FirstKey(r => r.Zip == ContactsData.PlantedZip);
        var other = FirstKey(r => r.Zip != ContactsData.PlantedZip);
        Log(run, $"WHEN NEW.id = {key} BEGIN UPDATE {ChangeLogTable} SET id = {other} WHERE seq = NEW.seq; END");

        Assert.Throws<WorkloadValidationException>(() =>
        {
            run.Execute();
            run.Validate();
        });
    }

    private const string ChangeLogTable = "contacts_changes";

    // The study's proportions (25,000 / 10,000 / 5,000) scaled down: the naive method commits every row on both sides.
    private static ContactsSyncWorkload Small(SyncMethod method) =>
        new(method, new ContactsWorkload(rows: 300, stateRows: 100, zipRows: 50, connections: 1));

    private static SyncedEngine Synced(Engine source) => new(source, new TTarget());

    private static StepRun<ContactsSyncStep> Prepared(SyncMethod method, ContactsSyncStep step) =>
        StepRun.Prepare(Synced(new MicrosoftSqliteEngine()), Variant.Wal, Small(method), step);

    private static BenchDatabase Target(StepRun<ContactsSyncStep> run) => ((SyncedDatabase)run.Database).Target;

    private static int FirstKey(Func<Contact, bool> where) =>
        Small(SyncMethod.Tuned).Contacts.Data.Rows.First(where).Id;

    // A trigger on the embedded change log that tampers with the line logged for one row.
    private static void Log(StepRun<ContactsSyncStep> run, string body) =>
        ((SyncedDatabase)run.Database).Source.Connection.Execute($"CREATE TRIGGER tamper AFTER INSERT ON {ChangeLogTable} {body}");
}
