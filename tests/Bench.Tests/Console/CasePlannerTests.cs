using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Core.Sync;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>One place plans a case, once per run, from the case's own typed values; nothing else reads BenchmarkDotNet's parameters by name (<see cref="ParameterLookupTests"/>).</summary>
public sealed class CasePlannerTests
{
    private static BenchmarkCase[] Cases(Type type) => BenchmarkConverter.TypeToBenchmarks(type, ManualConfig.CreateEmpty()).BenchmarksCases;

    [Fact]
    public void A_case_is_planned_once_per_run_with_its_engine_workload_step_variant_and_typed_parameters()
    {
        var planner = new CasePlanner();
        var sync = Cases(typeof(Sync<PostgresEngine>)).First(c => c.Descriptor.WorkloadMethod.Name == nameof(Sync<>.Insert)
            && CaseParameters.Of(c) is var p && p.Variant == Variant.Wal && p.Holds(nameof(Sync<>.Source), SyncSource.SystemData));

        var planned = planner.Plan(sync);

        Assert.Same(planned, planner.Plan(sync));
        Assert.Equal((typeof(Sync<>), "Sync", nameof(Sync<>.Insert), Variant.Wal), (planned.Workload, planned.WorkloadName, planned.Step, planned.Variant));
        // The engine is the case's own: the embedded source its parameter names, paired with the class's server.
        var engine = Assert.IsType<SyncedEngine>(planned.Engine);
        Assert.Equal((typeof(SystemDataSqliteEngine), typeof(PostgresEngine)), (engine.Source.GetType(), engine.Target.GetType()));
        Assert.Contains(planned.Parameters.Value<SyncMethod>(nameof(Sync<>.Method)), (SyncMethod[])[SyncMethod.Naive, SyncMethod.Tuned]);
        Assert.True(planned.Runs);
    }

    [Fact]
    public void A_step_the_engine_cant_express_is_planned_na_with_the_engines_reason_and_filtered_out()
    {
        var planner = new CasePlanner();
        var create = Cases(typeof(Crud<LiteDbEngine>)).Where(c => c.Descriptor.WorkloadMethod.Name == nameof(Crud<>.Create)).Select(planner.Plan).ToArray();

        Assert.NotEmpty(create);
        Assert.All(create, c => Assert.Equal(new LiteDbEngine().StepNotApplicable(CrudStep.Create, c.Variant), c.StepNotApplicable));
        Assert.All(create, c => Assert.False(c.Runs));
        Assert.DoesNotContain(BenchmarkConverter.TypeToBenchmarks(typeof(Crud<LiteDbEngine>), ManualConfig.CreateEmpty().AddFilter(planner.Filter)).BenchmarksCases,
            c => c.Descriptor.WorkloadMethod.Name == nameof(Crud<>.Create));
    }

    [Fact]
    public void A_protocol_is_planned_on_first_use_only_and_once()
    {
        var probes = 0;
        var planner = new CasePlanner(SuiteJob.Planned, commitCosts: new CommitCosts((_, _) => { probes++; return new CommitCost(0.0003, 0.1); }));
        var write = Cases(typeof(Crud<MicrosoftSqliteEngine>)).First(c => c.Descriptor.WorkloadMethod.Name == nameof(Crud<>.Write) && CaseParameters.Of(c).Variant == Variant.Default);

        var planned = planner.Plan(write);
        Assert.Equal(0, probes);

        Assert.Same(planned.Protocol, planner.Plan(write).Protocol);
        Assert.Equal(1, probes);
        Assert.Equal(CaseParameters.Of(write).Value<int>(nameof(Crud<>.N)), planned.Protocol!.AutocommitWrites);
    }

    [Fact]
    public void Without_commit_costs_no_protocol_is_planned()
    {
        var write = Cases(typeof(Crud<MicrosoftSqliteEngine>))[0];

        Assert.Null(new CasePlanner().Plan(write).Protocol);
    }
}
