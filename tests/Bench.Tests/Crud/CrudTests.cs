using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;

namespace EmbeddedDbBench.Tests.Crud;

/// <summary>W1 on one engine: every step, under every variant the engine runs, validates.</summary>
public abstract class CrudTests<TEngine> where TEngine : Engine, new()
{
    private const int N = 50;

    public static TheoryData<Variant, CrudStep> VariantsAndSteps()
    {
        var data = new TheoryData<Variant, CrudStep>();
        var engine = new TEngine();
        foreach (var variant in engine.SupportedVariants())
        {
            foreach (var step in Enum.GetValues<CrudStep>().Where(s => engine.StepNotApplicable(s, variant) is null))
            {
                data.Add(variant, step);
            }
        }

        return data;
    }

    [EngineTheory]
    [MemberData(nameof(VariantsAndSteps))]
    public void Step_returns_the_expected_outcome_and_leaves_the_expected_table(Variant variant, CrudStep step)
    {
        var workload = new CrudWorkload(N);
        using var run = StepRun.Prepare(new TEngine(), variant, workload, step);

        var outcome = run.Execute();

        Assert.Equal(workload.Expected(step), outcome);
        run.Validate();
    }

    [EngineFact(NeedsSql = true)]
    public void Validation_fails_when_a_step_touches_the_wrong_rows()
    {
        var workload = new CrudWorkload(N);
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, CrudStep.Delete);
        // An extra row the workload never wrote: the delete step then leaves it behind.
        run.Database.Connection.Execute("INSERT INTO Test (textdata) VALUES ('stray')");

        run.Execute();

        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    [EngineFact(NeedsOwnApi = true)]
    public void An_engine_s_own_api_records_no_statement_latencies_rather_than_a_count_of_zero()
    {
        var workload = new CrudWorkload(N);
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, CrudStep.Write);
        run.RecordStatements();

        run.Execute();
        run.Validate();

        // Its own API's statements never pass the harness: nothing recorded, not a count of zero.
        Assert.Null(run.StatementLatencies);
    }

    [EngineTheory(NeedsSql = true, NeedsWorkloadStatements = true)]
    [InlineData(CrudStep.Write)]
    [InlineData(CrudStep.Update)]
    [InlineData(CrudStep.Delete)]
    public void Each_write_statement_is_timed_when_the_run_records_statements(CrudStep step)
    {
        var workload = new CrudWorkload(N);
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, step);
        run.RecordStatements();

        run.Execute();
        run.Validate();

        Assert.Equal(N, run.StatementLatencies!.Operations);
        Assert.Equal(N, run.StatementLatencies.Histogram.TotalCount);
    }
}
