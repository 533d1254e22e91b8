using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Benchmarks.Reference;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Running;

public sealed class PairedRoundsTests
{
    private static BenchmarkRunInfo Run(Type type, Func<BenchmarkCase, bool> keep)
    {
        var run = BenchmarkConverter.TypeToBenchmarks(type, ManualConfig.CreateEmpty());
        return new BenchmarkRunInfo([.. run.BenchmarksCases.Where(keep)], run.Type, run.Config);
    }

    private static string Name(BenchmarkCase c) => $"{c.Descriptor.WorkloadMethod.Name} {c.Parameters.DisplayInfo}";

    private static bool WriteUnder(BenchmarkCase c, params string[] variants) =>
        c.Descriptor.WorkloadMethod.Name == "Write" && variants.Contains(c.Parameters["Variant"].ToString()) && Equals(c.Parameters["N"], 1000);

    [Fact]
    public void Default_is_the_baseline_of_every_variant_of_the_same_step_and_size()
    {
        var crud = Run(typeof(Crud<MicrosoftSqliteEngine>), c => WriteUnder(c, "Default", "Batch", "Wal"));

        var group = Assert.Single(PairedRounds.Groups(crud.BenchmarksCases));

        Assert.Equal("Default", group.Baseline.Parameters["Variant"].ToString());
        Assert.Equal(["Batch", "Wal"], group.Compared.Select(c => c.Parameters["Variant"].ToString()).Order());
    }

    [Fact]
    public void W5_pairs_batch_with_direct_under_the_same_variant_and_the_plain_loop_with_the_harness()
    {
        var matrix = Run(typeof(Matrix<MicrosoftSqliteEngine>), c => c.Descriptor.WorkloadMethod.Name is "Direct" or "Batch" && c.Parameters["Variant"].ToString() == "Default");
        var harness = Run(typeof(Crud<MicrosoftSqliteEngine>), c => WriteUnder(c, "Batch"));
        var loop = Run(typeof(CrudPlainLoopSqlite), _ => true);

        var groups = PairedRounds.Groups([.. matrix.BenchmarksCases, .. harness.BenchmarksCases, .. loop.BenchmarksCases]);

        Assert.Equal(2, groups.Count);
        Assert.Equal(("Direct", "Batch"), (groups[0].Baseline.Descriptor.WorkloadMethod.Name, Assert.Single(groups[0].Compared).Descriptor.WorkloadMethod.Name));
        Assert.Equal(typeof(CrudPlainLoopSqlite), groups[1].Baseline.Descriptor.Type);
        Assert.Equal(typeof(Crud<MicrosoftSqliteEngine>), Assert.Single(groups[1].Compared).Descriptor.Type);
    }

    [Fact]
    public void Rounds_alternate_the_order_each_case_in_a_process_of_its_own_and_each_round_is_found_again()
    {
        var crud = Run(typeof(Crud<MicrosoftSqliteEngine>), c => WriteUnder(c, "Default", "Batch"));

        var groups = PairedRounds.Groups(crud.BenchmarksCases);
        var rounds = PairedRounds.Plan([crud], groups, 3, "/ledgers");

        Assert.Single(groups);
        Assert.All(rounds, run => Assert.Single(run.BenchmarksCases));
        Assert.Equal(
            ["Default", "Batch", "Batch", "Default", "Default", "Batch"],
            rounds.Select(run => run.BenchmarksCases[0].Parameters["Variant"].ToString()));
        Assert.Equal([(1, 1, 0), (1, 1, 1), (1, 2, 1), (1, 2, 0), (1, 3, 0), (1, 3, 1)], rounds.Select(run => PairedRounds.RoundOf(run.BenchmarksCases[0])!.Value));
        Assert.Null(PairedRounds.RoundOf(crud.BenchmarksCases[0]));
        // Each round's process writes its record to a ledger of its own: the run's ledger keeps the run's own cases' records.
        Assert.Equal(PairedRounds.RoundLedger("/ledgers", "pair1.2.1"), Ledger(rounds[2].BenchmarksCases[0]));
    }

    [Fact]
    public void Jit_pairs_set_each_case_with_warm_up_under_tiering_off_beside_the_runtimes_default_jit_warmed_to_tier_1()
    {
        var crud = Run(typeof(Crud<MicrosoftSqliteEngine>), c => WriteUnder(c, "Batch"));
        var book = new ProtocolBook();
        book.Add(crud.BenchmarksCases[0], new RunProtocol(1, 8, "as the study ran it"));

        var group = Assert.Single(PairedRounds.JitGroups(crud.BenchmarksCases, book));
        var rounds = PairedRounds.Plan([crud], [group], 2, "/ledgers", firstGroup: 3);

        Assert.True(group.ComparesJit);
        Assert.Equal("0", Variable(group.Baseline, RunProtocol.TieredCompilationVariable));
        Assert.Equal("1", Variable(Assert.Single(group.Compared), RunProtocol.TieredCompilationVariable));
        Assert.Equal(1, Assert.Single(group.Compared).Job.Run.WarmupCount);
        Assert.Equal(SteadyJitWarmup.Suite.ToString(), Variable(Assert.Single(group.Compared), SteadyJitWarmup.Variable));
        Assert.Null(Variable(group.Baseline, SteadyJitWarmup.Variable));
        Assert.Equal(8, Assert.Single(group.Compared).Job.Run.IterationCount);
        Assert.Equal([(3, 1, 0), (3, 1, 1), (3, 2, 1), (3, 2, 0)], rounds.Select(run => PairedRounds.RoundOf(run.BenchmarksCases[0])!.Value));
        Assert.Equal("1", Variable(rounds[1].BenchmarksCases[0], RunProtocol.TieredCompilationVariable));
    }

    [Fact]
    public void A_case_measured_once_without_warm_up_gets_no_jit_pair()
    {
        var crud = Run(typeof(Crud<MicrosoftSqliteEngine>), c => WriteUnder(c, "Default"));
        var book = new ProtocolBook();
        book.Add(crud.BenchmarksCases[0], new RunProtocol(0, 1, "one run ≈ 200 s"));

        Assert.Empty(PairedRounds.JitGroups(crud.BenchmarksCases, book));
    }

    private static string? Variable(BenchmarkCase c, string name) =>
        c.Job.Environment.EnvironmentVariables?.LastOrDefault(v => v.Key == name)?.Value;

    private static string? Ledger(BenchmarkCase c) => Variable(c, EmbeddedDbBench.Core.Ledger.CaseLedger.PathVariable);

    [Fact]
    public void The_jit_option_takes_a_number_of_rounds_out_of_the_command_line()
    {
        var paired = SuiteCommandLine.Parse(["--filter", "*Crud*", PairedRounds.JitOption, "3"])!;

        Assert.Equal(3, paired.JitRounds);
        Assert.Equal(0, paired.PairedRounds);
        Assert.DoesNotContain(PairedRounds.JitOption, paired.Arguments);
        Assert.Null(SuiteCommandLine.Parse(["--filter", "*Crud*", PairedRounds.JitOption, "31"]));
    }

    [Fact]
    public void The_option_takes_a_number_of_rounds_out_of_the_command_line_and_refuses_one()
    {
        var paired = SuiteCommandLine.Parse(["--filter", "*Crud*", PairedRounds.Option, "5"])!;

        Assert.Equal(5, paired.PairedRounds);
        Assert.DoesNotContain(PairedRounds.Option, paired.Arguments);
        Assert.Equal(0, SuiteCommandLine.Parse(["--filter", "*Crud*"])!.PairedRounds);
        Assert.Null(SuiteCommandLine.Parse(["--filter", "*Crud*", PairedRounds.Option, "1"]));
        Assert.Null(SuiteCommandLine.Parse(["--filter", "*Crud*", PairedRounds.Option]));
    }
}
