using EmbeddedDbBench.Console.Benchmarks.Layers;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;

namespace EmbeddedDbBench.Tests.Running;

/// <summary>
/// The SQLite layers by turns in one process: the child runs every layer's validated steps at the runtime's default JIT and
/// saves its rounds; a run that fails validation fails the rounds, naming the layer; the warm-up ends when the JIT's count
/// stands still, or reports it still compiling at its cap; the order turns each round.
/// </summary>
public sealed class LayerRoundsTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("layer-rounds-").FullName;

    [NativeFact(NativeBuild.Floor)]
    public void The_child_runs_every_layer_by_turns_at_the_default_JIT_and_saves_validated_rounds()
    {
        Assert.Null(NativeFloor.MissingPrerequisite());

        var turns = LayerTurnsChild.Measure(_folder, LayerSides.Workloads, measuredRounds: 2, warmup: Warmup(1));

        Assert.Null(turns.Error);
        Assert.StartsWith("on (", turns.Jit, StringComparison.Ordinal);
        Assert.Equal([("Crud", "Write", "N=1000", 1000L), ("Contacts", "Insert", "-", 25_000L)], turns.Steps.Select(s => (s.Workload, s.Step, s.Size, s.RowsPerRun)));
        foreach (var step in turns.Steps)
        {
            Assert.Equal(LayerFigure.Layers, step.Layers.Select(l => l.Layer));
            Assert.All(step.Layers, layer => Assert.Equal(2, layer.Milliseconds.Count));
            Assert.All(step.Layers.SelectMany(l => l.Milliseconds), run => Assert.True(run > 0));
            // One warm-up round cannot show the count standing still over three: the cap stopped it.
            Assert.Equal(1, step.WarmupRounds);
            Assert.NotNull(step.StillCompiling);
        }

        Assert.Equal(turns, LayerTurns.Load(_folder), new TurnsComparer());
    }

    [Fact]
    public void The_measured_rounds_are_whole_turns_so_every_layer_runs_as_often_in_every_place()
    {
        // The order rotates by one place a round: a layer added to the page must not leave some places short of a turn.
        Assert.Equal(0, LayerRounds.MeasuredRounds % LayerSides.Labels.Count);
        Assert.Contains("sqlite-net", LayerSides.Labels);
        Assert.Contains("linq2db", LayerSides.Labels);
    }

    [Fact]
    public void The_childs_environment_drops_every_JIT_setting_and_keeps_the_rest()
    {
        var environment = new Dictionary<string, string?>
        {
            ["DOTNET_TieredCompilation"] = "0",
            ["COMPlus_TieredPGO"] = "0",
            ["DOTNET_TC_CallCountingDelayMs"] = "0",
            ["DOTNET_ReadyToRun"] = "0",
            ["DOTNET_gcServer"] = "1",
            ["EMBEDDEDDBBENCH_LEDGER"] = "ledger.jsonl",
        };

        DefaultJitChild.AtRuntimeDefaults(environment);

        Assert.Equal(["DOTNET_gcServer", "EMBEDDEDDBBENCH_LEDGER"], environment.Keys.Order(StringComparer.Ordinal));
    }

    [Fact]
    public void A_run_without_a_layer_case_deletes_an_earlier_runs_rounds_and_starts_no_child()
    {
        PageLedgerRounds().Save(_folder);
        using var log = new StringWriter();

        LayerTurnsChild.AfterCases([], measures: true, _folder, log);

        Assert.Null(LayerTurns.Load(_folder));
        Assert.Empty(log.ToString());
        // A fresh artifacts folder has no results folder yet: nothing to delete, no error.
        LayerTurnsChild.AfterCases([], measures: false, Path.Combine(_folder, "results"), log);
    }

    [NativeFact(NativeBuild.Floor)]
    public void A_native_write_that_fails_validation_fails_the_rounds_naming_the_layer_and_round()
    {
        Assert.Null(NativeFloor.MissingPrerequisite());
        // One text too few: C inserts 19 rows of 20 and says so; the harness's validation must refuse it.
        using var step = LayerSides.Of("Crud", CrudStep.Write, "N=20", () => new CrudWorkload(20), workload => new NativeFloorWorkload<CrudStep>(
            workload, CrudStep.Write, "crud", workload.Plan.InsertTexts.Skip(1).Select(t => (IEnumerable<string>)[t]), oneTransaction: true) { Build = NativeFloorLibrary.Build });

        var failure = Assert.Throws<LayerRoundsException>(() => LayerRounds.Measure(step, measuredRounds: 1, warmup: Warmup(0)));

        Assert.StartsWith("native C's Crud Write failed in round 1: ", failure.Message, StringComparison.Ordinal);
        Assert.IsType<WorkloadValidationException>(failure.InnerException);
    }

    // Every layer, the native floor among them: its program is built with gcc.
    [NativeFact(NativeBuild.Floor)]
    public void Each_layer_runs_its_first_run_in_fresh_processes_at_the_default_JIT_and_a_failing_child_is_named()
    {
        Assert.Null(NativeFloor.MissingPrerequisite());
        var measured = new LayerTurns(DateTime.UtcNow, "on", [new("Crud", "Write", "N=1000", 1000, 1, null, 0, [.. LayerSides.Labels.Select(layer => new LayerRuns(layer, [1.0]))])], null);

        var firstRuns = LayerFirstRuns.Measure(measured, processes: 1);
        var failed = LayerFirstRuns.Measure(measured with { Steps = [measured.Steps[0] with { Layers = [new("no such layer", [1.0])] }] }, processes: 1);

        Assert.Null(firstRuns.FirstRunError);
        Assert.All(firstRuns.Steps[0].Layers, layer => Assert.True(layer.FirstRuns is [> 0], $"{layer.Layer}: {string.Join(", ", layer.FirstRuns ?? [])}"));
        Assert.StartsWith("the first runs in fresh processes stopped: no such layer's Crud Write failed (exit 1): error: no such layer's Crud first run failed:", failed.FirstRunError, StringComparison.Ordinal);
        Assert.Null(failed.Steps[0].Layers[0].FirstRuns);
    }

    [Fact]
    public void A_layer_whose_run_fails_validation_fails_the_rounds_in_its_warm_up()
    {
        using var step = new LayerStep("Contacts", "Insert", "-", 10,
            [new(LayerEngines.NativeLabel, () => 1), new("Dapper", () => throw new WorkloadValidationException("planted: 9 rows of 10"))]);

        var failure = Assert.Throws<LayerRoundsException>(() => LayerRounds.Measure(step, measuredRounds: 2, warmup: Warmup(3), Counts(1, 1, 1, 1)));

        Assert.Equal("Dapper's Contacts Insert failed in warm-up round 1: planted: 9 rows of 10", failure.Message);
    }

    [Fact]
    public void The_warm_up_ends_once_the_compiled_method_count_stands_still_over_three_rounds()
    {
        var order = new List<string>();
        using var step = Recording(order);

        // 500 before, 620 and 650 after the first two rounds, then still.
        var turns = LayerRounds.Measure(step, measuredRounds: 3, warmup: Warmup(15), Counts(500, 620, 650, 650, 650, 650, 652));

        Assert.Equal(5, turns.WarmupRounds);
        Assert.Null(turns.StillCompiling);
        Assert.Equal(2, turns.CompiledWhileMeasured);
        Assert.Equal(3, turns.Rounds);
    }

    [Fact]
    public void A_warm_up_that_reaches_its_cap_says_how_many_methods_it_was_still_compiling()
    {
        using var step = Recording([]);

        var turns = LayerRounds.Measure(step, measuredRounds: 2, warmup: Warmup(4), Counts(100, 200, 260, 270, 274, 274));

        Assert.Equal(4, turns.WarmupRounds);
        Assert.Equal(74, turns.StillCompiling);
    }

    [Fact]
    public void A_warm_up_its_time_budget_cut_short_of_the_minimum_keeps_the_minimum_for_the_page()
    {
        using var step = Recording([]);

        // A budget spent before the first round: the warm-up stops at once, far short of the 93 rounds it had to run.
        var turns = LayerRounds.Measure(step, measuredRounds: 1, warmup: new(JitWarmup.PastTierUp, 200, TimeSpan.Zero), Counts(100, 150, 160));

        Assert.Equal(JitWarmup.PastTierUp, turns.MinimumWarmupRounds);
        Assert.True(turns.WarmupRounds < JitWarmup.PastTierUp);
        Assert.NotNull(turns.StillCompiling);
    }

    [Fact]
    public void Each_round_starts_one_place_further_so_every_side_runs_once_in_every_place()
    {
        var order = new List<string>();
        using var step = Recording(order);

        LayerRounds.Measure(step, measuredRounds: 3, warmup: Warmup(0), Counts(1, 1));

        Assert.Equal(["a", "b", "c", "b", "c", "a", "c", "a", "b"], order);
    }

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    // A warm-up of at most `cap` rounds, ended by 3 rounds of stillness (the tests' counts are short).
    private static SteadyJitWarmup Warmup(int cap) => new(0, cap, TimeSpan.FromMinutes(10), JitWarmup.SteadyRounds);

    private static LayerTurns PageLedgerRounds() => new(DateTime.UtcNow, "on (the runtime's default), Dynamic PGO on", [], null);

    private static readonly string[] _sides = ["a", "b", "c"];

    private static LayerStep Recording(List<string> order) => new("Crud", "Write", "N=10", 10,
        [.. _sides.Select(name => new LayerSide(name, () =>
        {
            order.Add(name);
            return 1;
        }))]);

    // The JIT's count as the rounds read it: each value once, the last one from then on.
    private static Func<long> Counts(params long[] counts)
    {
        var read = 0;
        return () => counts[Math.Min(read++, counts.Length - 1)];
    }

    // Records compare their lists by reference: the saved file is read back into new ones.
    private sealed class TurnsComparer : IEqualityComparer<LayerTurns?>
    {
        public bool Equals(LayerTurns? x, LayerTurns? y) => x is not null && y is not null && x.Jit == y.Jit && x.Error == y.Error
            && x.Steps.Count == y.Steps.Count && x.Steps.Zip(y.Steps).All(s => s.First.Layers.SelectMany(l => l.Milliseconds).SequenceEqual(s.Second.Layers.SelectMany(l => l.Milliseconds)));

        public int GetHashCode(LayerTurns? obj) => 0;
    }
}
