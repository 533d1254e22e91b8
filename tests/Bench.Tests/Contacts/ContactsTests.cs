using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;

namespace EmbeddedDbBench.Tests.Contacts;

/// <summary>W2 on one engine: every step, under every variant the engine runs, validates.</summary>
public abstract class ContactsTests<TEngine> where TEngine : Engine, new()
{
    // The study's proportions (25,000 / 10,000 / 5,000) scaled down to keep the suite fast.
    private static ContactsWorkload Small() => new(rows: 500, stateRows: 200, zipRows: 100, connections: 10);

    public static TheoryData<Variant, ContactsStep> VariantsAndSteps()
    {
        var data = new TheoryData<Variant, ContactsStep>();
        var engine = new TEngine();
        foreach (var variant in engine.SupportedVariants())
        {
            foreach (var step in Enum.GetValues<ContactsStep>().Where(s => engine.StepNotApplicable(s, variant) is null))
            {
                data.Add(variant, step);
            }
        }

        return data;
    }

    [EngineTheory]
    [MemberData(nameof(VariantsAndSteps))]
    public void Step_returns_the_expected_outcome_and_leaves_the_expected_table(Variant variant, ContactsStep step)
    {
        var workload = Small();
        using var run = StepRun.Prepare(new TEngine(), variant, workload, step);

        var outcome = run.Execute();

        Assert.Equal(workload.Expected(step), outcome);
        Assert.Equal(workload.RowsPerRun(step), outcome.Rows);
        run.Validate();
    }

    [EngineTheory]
    [InlineData(ContactsStep.SelectByState)]
    [InlineData(ContactsStep.SelectByZip)]
    public void Selects_can_run_again_on_the_same_database(ContactsStep step)
    {
        var workload = Small();
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, step);

        run.Execute();
        run.Validate();
        run.Execute();

        run.Validate();
    }

    [EngineFact(NeedsSql = true, NeedsStep = ContactsStep.OpenClose)]
    public void Open_close_fails_when_its_connections_do_not_reach_the_fresh_database()
    {
        var workload = Small();
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, ContactsStep.OpenClose);
        // What a connection reaching another database (one already holding the table) would see.
        run.Database.Connection.Execute($"CREATE TABLE {ContactsWorkload.Table} (id INTEGER)");

        var outcome = run.Execute();

        Assert.Equal(workload.Connections, outcome.Rows);
        Assert.Throws<WorkloadValidationException>(() => outcome.Verify(workload.Expected(ContactsStep.OpenClose), "OpenClose"));
    }

    [EngineFact(NeedsSql = true)]
    public void Validation_fails_when_a_stray_row_carries_the_planted_state()
    {
        var workload = Small();
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, ContactsStep.UpdateByStateRowByRow);
        run.Database.Connection.Execute(
            "INSERT INTO Contacts (id, lastname, firstname, street, city, state, zip, country, phone) " +
            $"VALUES (100000, 'x', 'x', 'x', 'x', '{ContactsData.PlantedState}', '1', 'x', 'x')");

        Assert.Throws<WorkloadValidationException>(() =>
        {
            run.Execute();
            run.Validate();
        });
    }
}
