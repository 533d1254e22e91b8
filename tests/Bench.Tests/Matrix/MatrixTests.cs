using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Matrix;

namespace EmbeddedDbBench.Tests.Matrix;

/// <summary>W5 on one engine: every insert and read mode, under every variant W5 runs, validates.</summary>
public abstract class MatrixTests<TEngine> where TEngine : Engine, new()
{
    private const int Rows = 300;

    public static TheoryData<Variant, MatrixStep> VariantsAndSteps()
    {
        var data = new TheoryData<Variant, MatrixStep>();
        var engine = new TEngine();
        foreach (var variant in engine.SupportedVariants().Where(MatrixWorkload.RunsUnder))
        {
            foreach (var step in Enum.GetValues<MatrixStep>().Where(s => engine.StepNotApplicable(s, variant) is null))
            {
                data.Add(variant, step);
            }
        }

        return data;
    }

    [EngineTheory]
    [MemberData(nameof(VariantsAndSteps))]
    public void Step_returns_the_expected_outcome_and_leaves_the_expected_table(Variant variant, MatrixStep step)
    {
        var workload = new MatrixWorkload(Rows);
        using var run = StepRun.Prepare(new TEngine(), variant, workload, step);

        var outcome = run.Execute();

        Assert.Equal(workload.Expected(step), outcome);
        run.Validate();
    }

    [EngineTheory]
    [InlineData(Variant.Transaction, MatrixStep.Trans)]
    [InlineData(Variant.Batch, MatrixStep.BatchTrans)]
    public void Transaction_modes_still_validate_inside_a_variant_transaction(Variant variant, MatrixStep step)
    {
        var workload = new MatrixWorkload(Rows);
        using var run = StepRun.Prepare(new TEngine(), variant, workload, step);

        run.Execute();

        run.Validate();
    }

    [EngineFact(NeedsSql = true)]
    public void Validation_fails_when_the_table_holds_a_row_the_workload_did_not_write()
    {
        var workload = new MatrixWorkload(Rows);
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, MatrixStep.All);
        run.Database.Connection.Execute("UPDATE SampleRecord SET LastName = 'changed' WHERE ID = 7");

        run.Execute();

        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    [EngineFact]
    public void Transaction_and_Batch_variants_are_left_to_the_insert_modes()
    {
        Assert.False(MatrixWorkload.RunsUnder(Variant.Transaction));
        Assert.False(MatrixWorkload.RunsUnder(Variant.Batch));
        Assert.True(MatrixWorkload.RunsUnder(Variant.Default));
    }
}
