using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Benchmarks.Reference;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Tuning;

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

        var (groups, rounds) = PairedRounds.Plan([crud], 3);

        Assert.Single(groups);
        Assert.All(rounds, run => Assert.Single(run.BenchmarksCases));
        Assert.Equal(
            ["Default", "Batch", "Batch", "Default", "Default", "Batch"],
            rounds.Select(run => run.BenchmarksCases[0].Parameters["Variant"].ToString()));
        Assert.Equal([(1, 1), (1, 1), (1, 2), (1, 2), (1, 3), (1, 3)], rounds.Select(run => PairedRounds.RoundOf(run.BenchmarksCases[0])!.Value));
        Assert.Null(PairedRounds.RoundOf(crud.BenchmarksCases[0]));
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
