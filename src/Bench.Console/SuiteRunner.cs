using System.Diagnostics;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.ConsoleArguments.ListBenchmarks;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Benchmarks.Layers;
using EmbeddedDbBench.Console.Compare;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Drift;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Rebuild;
using EmbeddedDbBench.Console.ReferenceRun;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Console.Ycsb;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console;

/// <summary>
/// Runs the benchmarks BenchmarkDotNet-style, each case under the protocol the
/// <see cref="ProtocolPlanner"/> gives it (or the job the command line names), and turns every
/// failure into a non-zero exit code: a benchmark that failed to run, a validation error, or a
/// filter that matched nothing.
/// </summary>
public static class SuiteRunner
{
    /// <summary>The filter used when none is given: the main job on the embedded default.</summary>
    public const string DefaultFilter = $"*Crud*{SqliteEngine.FilterWord}*";

    /// <summary>The job name that keeps every study's full protocol (<c>--job full</c>).</summary>
    public const string FullJob = "full";

    /// <summary>The job name that runs every case once (<c>--job dry</c>).</summary>
    public const string DryJob = "dry";

    // The parser library's own verbs, which parse to no options: BenchmarkDotNet's switcher prints them.
    // "-?" has no meaning in BenchmarkDotNet ("-h" is its --hide): here it asks for the help too.
    private static readonly string[] _informationalArguments = ["--help", "--version", "-?"];

    /// <summary>Runs with BenchmarkDotNet command-line <paramref name="args"/>; returns the process exit code.</summary>
    public static int Run(string[] args)
    {
        // The crash check's child: it prints only its acknowledgements, and is killed.
        if (args is [CrashWriter.Verb, .. var writer])
        {
            return CrashWriter.Run(writer);
        }

        // W6's reader process: it prints its readiness and its figures only, and stops when told or orphaned.
        if (args is [ReaderProcessChild.Verb, .. var reader])
        {
            return ReaderProcessChild.Run(reader, EngineCatalog.Find, System.Console.In, System.Console.Out);
        }

        if (args is [Core.Writers.WriterProcessChild.Verb, .. var w8Writer])
        {
            return Core.Writers.WriterProcessChild.Run(w8Writer, EngineCatalog.Find, System.Console.In, System.Console.Out);
        }

        // The drift canary's child: it prints only its timings.
        if (args is [Canary.Verb])
        {
            return Canary.Run();
        }

        // The harness check's child: it prints only its rounds.
        if (args is [HarnessRounds.Verb, .. var pairs])
        {
            return HarnessRounds.Run(pairs);
        }

        // The SQLite layers by turns: it saves its rounds in the results folder it is given.
        if (args is [LayerRounds.Verb, .. var layerArguments])
        {
            return LayerRounds.Run(layerArguments);
        }

        if (args is [LayerFirstRuns.Verb, .. var firstRunArguments])
        {
            return LayerFirstRuns.Run(firstRunArguments);
        }

        if (!VariablesAreValid())
        {
            return 2;
        }

        if (args is [CompareCommand.Verb, .. var compared])
        {
            return CompareCommand.Run(compared, ArtifactsFolder.Locate());
        }

        if (args is [CrashCheck.Verb, .. var checkedEngines])
        {
            return CrashCheck.Run(checkedEngines, ArtifactsFolder.Locate());
        }

        if (args is [ReportCommand.Verb, .. var reportArguments])
        {
            return ReportCommand.Run(reportArguments, System.Console.Out, System.Console.Error);
        }

        if (args is [ReferenceBlocksCommand.Verb, .. var blockArguments])
        {
            return ReferenceBlocksCommand.Run(blockArguments, ArtifactsFolder.RepositoryRoot());
        }

        if (args is [PowerCheck.Verb, .. var powerArguments])
        {
            return PowerCheck.Run(powerArguments, ArtifactsFolder.Locate());
        }

        if (args is [FaultCheck.Verb, .. var faultArguments])
        {
            return FaultCheck.Run(faultArguments, ArtifactsFolder.Locate());
        }

        if (args.Any(a => _informationalArguments.Contains(a, StringComparer.OrdinalIgnoreCase)))
        {
            BenchmarkSwitcher.FromTypes([.. BenchmarkCatalog.Types]).Run([.. args.Select(a => a == "-?" ? "--help" : a)]);
            return 0;
        }

        // --ycsb and --ycsb-property are the suite's own: checked, then passed to the benchmark processes.
        if (YcsbCommandLine.Take(ref args) is { } ycsbError)
        {
            System.Console.Error.WriteLine($"error: {ycsbError}");
            return 2;
        }

        if (SuiteCommandLine.Parse(args) is not { } commandLine)
        {
            return 2;
        }

        if (commandLine.Options.PrintInformation)
        {
            BenchmarkSwitcher.FromTypes([.. BenchmarkCatalog.Types]).Run(commandLine.Arguments);
            return 0;
        }

        if (commandLine.Options.ListBenchmarkCaseMode != ListBenchmarkCaseMode.Disabled)
        {
            return List(commandLine);
        }

        if (!commandLine.Options.Filters.Any())
        {
            System.Console.WriteLine($"// No --filter given: running the main job, --filter {DefaultFilter}.");
            commandLine = commandLine.With("--filter", DefaultFilter);
        }

        return Run(commandLine);
    }

    // --list: the names of the cases a run with the same filter would select (every case without one); 2 when none.
    private static int List(SuiteCommandLine commandLine)
    {
        if (!commandLine.Options.Filters.Any())
        {
            commandLine = commandLine.With("--filter", "*");
        }

        // Nothing runs, so no ledger is written (the columns that read one are never drawn) and no protocol is planned.
        var planner = new CasePlanner(commandLine.Job, [.. commandLine.Options.Filters]);
        var suiteConfig = SuiteConfig.Create(commandLine.ArtifactsPath, new ProtocolBook(), new LedgerLookup(new CaseLedger("")), planner);
        if (Select(commandLine, suiteConfig, planner, note: null) is not { } runs)
        {
            return 2;
        }

        CaseList.Print(runs, commandLine.Options.ListBenchmarkCaseMode);
        return 0;
    }

    private static int Run(SuiteCommandLine commandLine)
    {
        var artifacts = commandLine.ArtifactsPath;
        var records = new LedgerLookup(CreateLedger(artifacts));
        try
        {
            return RunBenchmarks(commandLine, artifacts, records);
        }
        catch (IOException e)
        {
            // A full disk, mostly: BenchmarkDotNet's own log and exporters write there too, so
            // the run cannot go on. .NET words it in the message, with no code to test for.
            System.Console.Error.WriteLine(
                $"error: a file could not be written ({e.Message}). If the disk is full, free space or point " +
                $"{ArtifactsFolder.Variable} (reports, now {artifacts}; or --artifacts) or {ScratchFolder.ParentVariable} (the databases) at another disk; " +
                $"the cases that finished are in {records.Path}.");
            return 1;
        }
    }

    // The run's ledger under artifacts/ledger/.
    private static CaseLedger CreateLedger(string artifacts)
    {
        var ledger = new CaseLedger(Path.Combine(artifacts, "ledger", $"run-{DateTime.UtcNow:yyyyMMdd-HHmmss}-{Environment.ProcessId}.jsonl"));
        Directory.CreateDirectory(Path.GetDirectoryName(ledger.Path)!);
        // Benchmark processes inherit the environment: this is how they find the ledger, since
        // BenchmarkDotNet starts them itself. The host's own readers get it explicitly.
        Environment.SetEnvironmentVariable(CaseLedger.PathVariable, ledger.Path);
        return ledger;
    }

    private static int RunBenchmarks(SuiteCommandLine commandLine, string artifacts, LedgerLookup records)
    {
        var runClock = Stopwatch.StartNew();
        var book = new ProtocolBook();
        var progress = new SuiteProgress(book);
        var drift = new DriftWatch();
        var job = commandLine.Job;
        if (job == SuiteJob.Dry && commandLine.Config.GetJobs().Any())
        {
            // Other job options (--inProcess, --launchCount, …) shape BenchmarkDotNet's own dry job.
            commandLine = commandLine.With("--job", DryJob);
            job = SuiteJob.Planned;
        }

        // Commit costs are probed only for the cases whose protocol is asked for: none where the command line names the job.
        var planner = new CasePlanner(job, [.. commandLine.Options.Filters], new CommitCosts());
        var suiteConfig = SuiteConfig.Create(artifacts, book, records, planner).AddEventProcessor(progress).AddEventProcessor(drift);
        if (Select(commandLine, suiteConfig, planner, System.Console.Out) is not { } runs)
        {
            return 2;
        }

        foreach (var unavailable in UnavailableEngines.Of(runs))
        {
            System.Console.WriteLine($"// {unavailable}");
        }

        // A BenchmarkDotNet job option (--iterationCount 2, --inProcess, …) names the job; otherwise the planner does.
        if (!commandLine.Config.GetJobs().Any())
        {
            runs = Planned(runs, planner, book);
            // The commit probe ran server engines on throwaway servers of this process: none may run beside the cases.
            ServerEndpoint.StopThrowawayServers();
        }

        // --pairs N: the ratios measured again after the run's own cases, in interleaved rounds; --jit-pairs N each case under both JIT modes.
        var cases = runs.SelectMany(run => run.BenchmarksCases).ToArray();
        var roundLedgers = Path.Combine(Path.GetDirectoryName(records.Path)!, Path.GetFileNameWithoutExtension(records.Path) + "-rounds");
        IReadOnlyList<PairGroup> ratioGroups = commandLine.PairedRounds > 0 ? PairedRounds.Groups(cases) : [];
        IReadOnlyList<PairGroup> jitGroups = commandLine.JitRounds > 0 ? PairedRounds.JitGroups(cases, book) : [];
        IReadOnlyList<PairGroup> groups = [.. ratioGroups, .. jitGroups];
        if (groups.Count > 0)
        {
            Directory.CreateDirectory(roundLedgers);
        }

        BenchmarkRunInfo[] rounds =
        [
            .. PairedRounds.Plan(runs, ratioGroups, commandLine.PairedRounds, roundLedgers),
            .. PairedRounds.Plan(runs, jitGroups, commandLine.JitRounds, roundLedgers, firstGroup: ratioGroups.Count + 1),
        ];
        progress.Expect([.. runs.Concat(rounds).SelectMany(run => run.BenchmarksCases)]);
        var disk = DiskSyncRate.Measure();
        var benchmarkDotNet = Stopwatch.StartNew();
        var all = RunInterruptibly([.. runs, .. rounds], artifacts, progress, planner, book, records, inProcess: commandLine.Options.RunInProcess);
        benchmarkDotNet.Stop();
        drift.Finish();
        var summaries = all.Where(s => !PairedRounds.IsRound(s)).ToArray();
        var paired = new PairedMeasurements(groups, [.. all.Where(PairedRounds.IsRound)], roundLedgers);
        var after = new List<(string Stage, TimeSpan Time)>();
        var stage = Stopwatch.StartNew();
        // The harness and its plain loop again by turns in one process, where the two cases' processes drifted apart.
        var vouched = job != SuiteJob.Dry && !commandLine.Config.GetJobs().Any() ? HarnessPairs.Vouched(cases.Select(planner.Plan)) : [];
        var harnessTurns = vouched.Length > 0 ? HarnessPairs.MeasureByTurns(vouched, System.Console.Out) : null;
        Clocked(after, "the harness check by turns", stage, ran: harnessTurns is not null);
        // The SQLite layers again by turns in one process at the runtime's default JIT, where their cases' processes drifted apart.
        var layersRan = LayerTurnsChild.AfterCases(cases.Select(planner.Plan), job != SuiteJob.Dry && !commandLine.Config.GetJobs().Any(), Path.Combine(artifacts, "results"), System.Console.Out);
        Clocked(after, "the SQLite layers by turns and their first runs", stage, layersRan);
        // The suite's own protocol measures its price too; a dry run or a job shaped on the command line checks the cases only.
        if (job != SuiteJob.Dry && !commandLine.Config.GetJobs().Any() && !commandLine.SkipsPowerCheck)
        {
            var checkedAny = MainJobPowerCheck.Run(MainJobPowerCheck.TargetsOf(runs.SelectMany(run => run.BenchmarksCases).Select(planner.Plan)), Path.Combine(artifacts, "results"), System.Console.Out);
            Clocked(after, "the power check", stage, checkedAny);
        }

        var times = new RunTimes(progress.CaseTimes, benchmarkDotNet.Elapsed, after, runClock.Elapsed);
        return Report(summaries, MeasuredCases.From(summaries, planner.Plan, book, records, paired), artifacts, book, records, new TuningInputs(RunEnvironment.Current(), disk) { Drift = drift.Drift, Paired = paired, HarnessTurns = harnessTurns }, times);
    }

    // A stage after the cases that ran gets its time in the suite report; the clock restarts for the next one.
    private static void Clocked(List<(string Stage, TimeSpan Time)> after, string name, Stopwatch stage, bool ran)
    {
        if (ran)
        {
            after.Add((name, stage.Elapsed));
        }

        stage.Restart();
    }

    // The cases the command line selects, as planner plans them, the harness check joined; null (after the error) when none matches.
    private static BenchmarkRunInfo[]? Select(SuiteCommandLine commandLine, ManualConfig suiteConfig, CasePlanner planner, TextWriter? note)
    {
        var config = ManualConfig.Union(suiteConfig, commandLine.Config);
        var runs = FilterPatterns.PreferNames(
            [.. BenchmarkCatalog.Types.Select(type => BenchmarkConverter.TypeToBenchmarks(type, config)).Where(run => run.BenchmarksCases.Length > 0)],
            [.. commandLine.Options.Filters]);
        // The SQLite layers' core set or all of them, with the providers' matching cases (Benchmarks/Layers).
        var unfiltered = ManualConfig.Create(suiteConfig).AddJob([.. commandLine.Config.GetJobs()]);
        runs = LayerCases.Select(runs, planner, unfiltered, note);
        // W7's core set unless the filter names YCSB (Benchmarks/YcsbCases).
        runs = YcsbCases.Select(runs, planner, note);
        // W8's core set unless the filter names its writers (Benchmarks/WritersCases).
        runs = WritersCases.Select(runs, planner, note);
        // W3's naive import when the filter names W3, on one SQLite provider for both (Benchmarks/NaiveImportCases).
        runs = NaiveImportCases.Select(runs, commandLine.Job == SuiteJob.Planned && !commandLine.Config.GetJobs().Any(), [.. commandLine.Options.Filters], note);
        if (runs.Length == 0)
        {
            System.Console.Error.WriteLine(
                $"error: no benchmark matches --filter {string.Join(' ', commandLine.Options.Filters)}. Benchmarks are named " +
                "Workload<Engine>.Step, e.g. Crud<MicrosoftSqliteEngine>.Write; '--list flat' lists them all.");
            return null;
        }

        // Each plain loop the filter chose runs next to its harness's class.
        return HarnessPairs.Join(runs);
    }

    // The suite's pages and the exit code: 1 on a critical validation error or any failed case.
    private static int Report(Summary[] summaries, IReadOnlyList<MeasuredCase> cases, string artifacts, ProtocolBook book, LedgerLookup records, TuningInputs tuning, RunTimes times)
    {
        if (summaries.Any(s => s.HasCriticalValidationErrors))
        {
            foreach (var error in summaries.SelectMany(s => s.ValidationErrors).Where(v => v.IsCritical))
            {
                System.Console.Error.WriteLine($"error: {error.Message}");
            }

            return 1;
        }

        var finishedAt = DateTime.UtcNow;
        var failures = SuiteReport.Write(artifacts, summaries, cases, book, records, finishedAt, times)
            .Concat(RoundFailures(tuning.Paired).Select(f => $"paired round: {f}")).ToArray();
        foreach (var written in TuningReport.Write(Path.Combine(artifacts, "results"), cases, tuning))
        {
            System.Console.WriteLine($"// Tuning report: {written}");
        }

        // What the pages were made from, so that a newer suite can render them again (the report verb).
        System.Console.WriteLine($"// Measured run: {StoredRun.Of(finishedAt, cases, tuning).Save(Path.Combine(artifacts, "results"))}");

        foreach (var failure in failures)
        {
            System.Console.Error.WriteLine($"error: {failure}");
        }

        return failures.Length == 0 ? 0 : 1;
    }

    // A paired round's process wrote its record to a ledger of its own.
    private static IReadOnlyList<string> RoundFailures(PairedMeasurements? paired) => paired is null ? [] : CaseFailures.Of(paired.Rounds, paired.RecordOf);

    private static bool VariablesAreValid()
    {
        var (errors, warnings) = SuiteVariables.Check(SuiteVariables.Current());
        foreach (var warning in warnings)
        {
            System.Console.Error.WriteLine($"warning: {warning}");
        }

        foreach (var error in errors)
        {
            System.Console.Error.WriteLine($"error: {error}");
        }

        return errors.Count == 0;
    }

    // Ctrl+C still leaves the finished cases' report, and no scratch database behind.
    private static Summary[] RunInterruptibly(BenchmarkRunInfo[] runs, string artifacts, SuiteProgress progress, CasePlanner planner, ProtocolBook book, LedgerLookup ledger, bool inProcess)
    {
        // In process no benchmark process can be killed on its own, and the variable the
        // folder works through would be changed for the whole host process.
        using var scratch = inProcess ? null : RunScratchFolder.Create();
        using var build = inProcess ? null : BenchmarkProgramBuild.Configure();
        var interrupted = 0;
        ConsoleCancelEventHandler onInterrupt = (_, _) =>
        {
            if (Interlocked.Exchange(ref interrupted, 1) == 0)
            {
                System.Console.WriteLine($"// Interrupted: {InterruptedRunReport.Write(artifacts, MeasuredCases.Finished(progress.Finished, planner.Plan, book, ledger), progress.Total)}");
                scratch?.Dispose();
            }
        };
        System.Console.CancelKeyPress += onInterrupt;
        try
        {
            return BenchmarkRunner.Run(runs);
        }
        finally
        {
            System.Console.CancelKeyPress -= onInterrupt;
        }
    }

    // Each case gets its own job: the planner's protocol and JIT. No memory diagnoser: each process
    // measures its allocations around the timed calls, without the diagnoser's extra run (see Allocations).
    private static BenchmarkRunInfo[] Planned(BenchmarkRunInfo[] runs, CasePlanner planner, ProtocolBook book) =>
        [.. runs.Select(run => new BenchmarkRunInfo(
            [.. run.BenchmarksCases.Select(benchmarkCase =>
            {
                var protocol = planner.Plan(benchmarkCase).Protocol!;
                book.Add(benchmarkCase, protocol);
                return BenchmarkCase.Create(benchmarkCase.Descriptor, protocol.ToJob().Freeze(), benchmarkCase.Parameters, benchmarkCase.Config);
            })],
            run.Type,
            run.Config))];
}
