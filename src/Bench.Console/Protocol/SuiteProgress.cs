using System.Diagnostics;
using System.Globalization;
using BenchmarkDotNet.EventProcessors;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace EmbeddedDbBench.Console.Protocol;

/// <summary>
/// One progress line per case: which workload, engine, step and variant starts, cases done of
/// the total, and the time left, foreseen from each remaining case's protocol and foreseen run
/// time, corrected by how the finished cases compared with their forecasts.
/// </summary>
public sealed class SuiteProgress(ProtocolBook book) : EventProcessor
{
    // A benchmark process's start, global setup and exit, seen here at about a second.
    private const double ProcessSeconds = 1.5;

    // A run whose length can't be foreseen (queries, transactions, bulk paths) is short.
    private const double UnforeseenRunSeconds = 0.3;

    private readonly Stopwatch _caseClock = new();
    private readonly List<BenchmarkReport> _finished = [];
    private readonly Dictionary<BenchmarkCase, TimeSpan> _caseTimes = [];
    private IReadOnlyList<BenchmarkCase> _cases = [];
    private int _done;
    private double _spentSeconds;
    private double _forecastOfDoneSeconds;

    /// <summary>The reports of the cases finished so far.</summary>
    public IReadOnlyList<BenchmarkReport> Finished => _finished;

    /// <summary>Each finished case's time, its start to its end (<see cref="RunTimes.Cases"/>).</summary>
    public IReadOnlyDictionary<BenchmarkCase, TimeSpan> CaseTimes => _caseTimes;

    /// <summary>How many cases the run holds.</summary>
    public int Total => _cases.Count;

    /// <summary>The cases about to run, in order; set before the run starts.</summary>
    public void Expect(IReadOnlyList<BenchmarkCase> cases) => _cases = cases;

    /// <inheritdoc />
    public override void OnStartRunBenchmark(BenchmarkCase benchmarkCase)
    {
        var left = Forecast(_cases.Skip(_done)) * Correction();
        var protocol = book.Of(benchmarkCase);
        System.Console.WriteLine(string.Create(CultureInfo.InvariantCulture,
            $"// [{_done + 1}/{_cases.Count}] {benchmarkCase.Descriptor.DisplayInfo} {benchmarkCase.Parameters.DisplayInfo}{(protocol is null ? "" : $", {benchmarkCase.Job.Run.WarmupCount}+{benchmarkCase.Job.Run.IterationCount} runs")}; about {Minutes(left)} left"));
        _caseClock.Restart();
    }

    /// <inheritdoc />
    public override void OnEndRunBenchmark(BenchmarkCase benchmarkCase, BenchmarkReport report)
    {
        // One reading: the case's time in the report and in the forecast's correction are the same figure.
        var elapsed = _caseClock.Elapsed;
        _finished.Add(report);
        _caseTimes[benchmarkCase] = elapsed;
        _spentSeconds += elapsed.TotalSeconds;
        _forecastOfDoneSeconds += Forecast([benchmarkCase]);
        _done++;
    }

    private double Forecast(IEnumerable<BenchmarkCase> remaining) => remaining.Sum(c => book.Of(c) is { } protocol
        // The job's counts, not the book's: a paired round under the runtime's default JIT warms up longer than its case.
        ? ProcessSeconds + (c.Job.Run.WarmupCount + c.Job.Run.IterationCount) * (protocol.PredictedRunSeconds ?? UnforeseenRunSeconds)
        : ProcessSeconds);

    private double Correction() => _forecastOfDoneSeconds > 0 ? Math.Clamp(_spentSeconds / _forecastOfDoneSeconds, 0.5, 3) : 1;

    private static string Minutes(double seconds) => seconds < 90
        ? string.Create(CultureInfo.InvariantCulture, $"{seconds:0} s")
        : string.Create(CultureInfo.InvariantCulture, $"{seconds / 60:0} min");
}
