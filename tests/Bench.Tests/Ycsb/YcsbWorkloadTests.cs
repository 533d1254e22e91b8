using EmbeddedDbBench.Console.Ycsb;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ycsb;

namespace EmbeddedDbBench.Tests.Ycsb;

/// <summary>
/// W7 on one engine: each core workload, scaled down and on four threads, runs its operations,
/// validates every read and the final table, and records each kind; a table changed behind the
/// run's back fails validation.
/// </summary>
public abstract class YcsbWorkloadTests<TEngine> where TEngine : Engine, new()
{
    private static YcsbProperties Small(string name, params string[] overrides) =>
        YcsbPropertyFile.Override(YcsbWorkloads.Shipped(name), ["recordcount=300", "operationcount=400", "threadcount=4", .. overrides]);

    public static TheoryData<string, Variant> WorkloadsAndVariants()
    {
        var data = new TheoryData<string, Variant>();
        foreach (var variant in new TEngine().SupportedVariants().Where(v => v is Variant.Default or Variant.Wal))
        {
            foreach (var name in YcsbWorkloads.CoreNames)
            {
                data.Add(name, variant);
            }
        }

        return data;
    }

    [EngineTheory(NeedsStep = YcsbStep.Run)]
    [MemberData(nameof(WorkloadsAndVariants))]
    public void Every_operation_runs_validated_and_is_recorded_by_kind(string name, Variant variant)
    {
        var workload = new YcsbWorkload(Small(name));
        using (var run = StepRun.Prepare(new TEngine(), variant, workload, YcsbStep.Run))
        {
            Assert.Equal(400, run.Execute().Rows);
            run.Validate();
        }

        var roles = workload.Summaries().ToDictionary(r => r.Role);
        Assert.Equal(400, roles["OVERALL"].Operations);
        var plan = workload.Plan.Threads.SelectMany(t => t.Kinds).ToArray();
        var rmw = plan.Count(k => k == YcsbOperation.ReadModifyWrite);
        foreach (var kind in Enum.GetValues<YcsbOperation>())
        {
            // A read-modify-write's read and update are counted under READ and UPDATE too.
            var expected = plan.Count(k => k == kind) + (kind is YcsbOperation.Read or YcsbOperation.Update ? rmw : 0);
            Assert.Equal(expected, roles.TryGetValue(YcsbWorkload.OutputName(kind), out var role) ? role.Operations : 0);
        }
    }

    [EngineFact(NeedsStep = YcsbStep.Run, NeedsSql = true)]
    public void A_field_changed_behind_the_run_fails_the_table_check()
    {
        var workload = new YcsbWorkload(Small("workloada", "threadcount=1"));
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, YcsbStep.Run);
        run.Execute();
        // A whole value of the right field, but a version no write gave that key.
        using var command = run.Database.Connection.CreateCommand();
        command.CommandText = run.Database.Engine.Dialect.CommandText($"UPDATE usertable SET field0 = @v WHERE ycsb_key = @k");
        command.AddParameter(run.Database.Engine.Dialect.ParameterName("@v"), YcsbValue.Create(1, 0, 0, 100));
        command.AddParameter(run.Database.Engine.Dialect.ParameterName("@k"), workload.Plan.KeyNames[0]);
        Assert.Equal(1, command.ExecuteNonQuery());
        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    [EngineFact(NeedsStep = YcsbStep.Run)]
    public void An_untouched_run_passes_the_same_table_check()
    {
        var workload = new YcsbWorkload(Small("workloada", "threadcount=1"));
        using var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, YcsbStep.Run);
        run.Execute();
        run.Validate();
    }
}
