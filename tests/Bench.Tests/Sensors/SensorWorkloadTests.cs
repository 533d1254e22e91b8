using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Sensors;

namespace EmbeddedDbBench.Tests.Sensors;

/// <summary>W4 on one engine: every phase returns the outcome computed in C# and leaves the expected table.</summary>
public abstract class SensorWorkloadTests<TEngine> where TEngine : Engine, new()
{
    private static readonly Dictionary<int, SensorWorkload> _workloads = new()
    {
        [1_000] = SensorWorkload.Generated(1_000),
        [10_000] = SensorWorkload.Generated(10_000),
    };

    // The study's own table, without a key: the same outcomes expected.
    private static readonly SensorWorkload _unkeyed = SensorWorkload.Generated(1_000, table: SensorTable.Unkeyed);

    public static TheoryData<Variant, SensorStep> KeyPhasesUnderEveryVariant()
    {
        var data = new TheoryData<Variant, SensorStep>();
        var supported = new TEngine().SupportedVariants().ToHashSet();
        foreach (var variant in supported.Where(v => SensorWorkload.RunsUnder(SensorStep.Load, v)))
        {
            foreach (var step in SensorSteps.KeyPhases)
            {
                data.Add(variant, step);
            }
        }

        return data;
    }

    public static TheoryData<int, SensorStep> QueryPhases()
    {
        var data = new TheoryData<int, SensorStep>();
        foreach (var n in _workloads.Keys)
        {
            foreach (var step in SensorSteps.Phases.Where(s => s.IsQuery() && s != SensorStep.Read && new TEngine().StepNotApplicable(s, Variant.Default) is null))
            {
                data.Add(n, step);
            }
        }

        return data;
    }

    [EngineTheory]
    [MemberData(nameof(KeyPhasesUnderEveryVariant))]
    public void Key_phase_at_ten_to_the_three_validates(Variant variant, SensorStep step) => RunAndValidate(1_000, variant, step);

    [EngineTheory]
    [InlineData(SensorStep.Read)]
    [InlineData(SensorStep.Update)]
    [InlineData(SensorStep.Delete)]
    public void Key_phase_at_ten_to_the_four_validates_in_a_transaction(SensorStep step) => RunAndValidate(10_000, Variant.Batch, step);

    [EngineTheory]
    [MemberData(nameof(QueryPhases))]
    public void Query_phase_validates(int n, SensorStep step) => RunAndValidate(n, Variant.Default, step);

    [EngineFact]
    public void Query_phases_validate_under_the_read_variants()
    {
        // Servers run none of them (Wal, Exclusive and Memory are SQLite's and DuckDB's).
        var engine = new TEngine();
        foreach (var variant in engine.SupportedVariants().Where(v => v != Variant.Default && SensorWorkload.RunsUnder(SensorStep.AvgSensor, v)))
        {
            foreach (var step in SensorSteps.Phases.Where(s => s.IsQuery() && s != SensorStep.Read && engine.StepNotApplicable(s, variant) is null))
            {
                RunAndValidate(1_000, variant, step);
            }
        }
    }

    [EngineFact]
    public void Query_phases_return_rows_at_the_smallest_scale()
    {
        var workload = _workloads[1_000];

        Assert.All(SensorSteps.Phases, step => Assert.True(workload.Expected(step).Rows > 0, $"{step} returns nothing"));
        Assert.InRange(workload.Expected(SensorStep.HotSensors).Rows, 1, 53);
    }

    [EngineFact(NeedsStep = SensorStep.Outages)]
    public void Query_phase_keeps_its_database_across_runs()
    {
        var workload = _workloads[1_000];
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, SensorStep.Outages);

        for (var i = 0; i < 3; i++)
        {
            Assert.Equal(workload.Expected(SensorStep.Outages), run.Execute());
            run.Validate();
        }
    }

    [EngineFact(NeedsSql = true, NeedsStep = SensorStep.Anomalies)]
    public void Validation_fails_when_a_query_sees_a_row_the_workload_never_loaded()
    {
        var workload = _workloads[1_000];
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, SensorStep.Anomalies);
        run.Database.Connection.Execute("INSERT INTO readings VALUES (1, 1, 0, 500, 0, 0, 0)");

        var outcome = run.Execute();

        Assert.NotEqual(workload.Expected(SensorStep.Anomalies), outcome);
        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    public static TheoryData<SensorStep> UnkeyedPhases()
    {
        var engine = new TEngine();
        return engine.HasSqlConnection
            ? new TheoryData<SensorStep>(SensorSteps.Phases.Where(s => engine.StepNotApplicable(s, Variant.Batch) is null))
            : [];
    }

    [EngineTheory(NeedsSql = true)]
    [MemberData(nameof(UnkeyedPhases))]
    public void Every_phase_validates_on_the_studys_unkeyed_table(SensorStep step) =>
        RunAndValidate(_unkeyed, step.IsQuery() && step != SensorStep.Read ? Variant.Default : Variant.Batch, step);

    [EngineFact(NeedsSql = true)]
    public void The_unkeyed_table_has_no_key_and_a_duplicate_reading_fails_validation()
    {
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, _unkeyed, SensorStep.AvgSensor);
        var first = _unkeyed.Plan.Rows[0];

        // Accepted without a key: the reading loaded twice.
        run.Database.Connection.Execute(FormattableString.Invariant(
            $"INSERT INTO readings VALUES ({first.SensorId}, {first.Timestamp}, {first.Epoch}, {first.Temperature}, {first.Humidity}, {first.Light}, {first.Voltage})"));

        Assert.NotEqual(_unkeyed.Expected(SensorStep.AvgSensor), run.Execute());
        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    private static void RunAndValidate(int n, Variant variant, SensorStep step) => RunAndValidate(_workloads[n], variant, step);

    private static void RunAndValidate(SensorWorkload workload, Variant variant, SensorStep step)
    {
        using var run = StepRun.Prepare(new TEngine(), variant, workload, step);

        var outcome = run.Execute();

        Assert.Equal(workload.Expected(step), outcome);
        run.Validate();
    }
}
