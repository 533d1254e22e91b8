using BenchmarkDotNet.EventProcessors;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Ledger;

namespace EmbeddedDbBench.Console.Drift;

/// <summary>
/// Reads the <see cref="Canary"/> before the first case, between cases once
/// <see cref="ReadingInterval"/> has passed since the last reading, and at the end
/// (<see cref="Finish"/>), and notes when each case ran, so that the report can set every case
/// beside the readings nearest in time. BenchmarkDotNet calls an event processor in the host
/// between one benchmark process's end and the next one's start, so the canary never runs beside a case.
/// </summary>
public sealed class DriftWatch : EventProcessor
{
    /// <summary>The least time between two readings during the cases: about a reading a minute, under 2% of the run.</summary>
    public static readonly TimeSpan ReadingInterval = TimeSpan.FromSeconds(60);

    private readonly List<CanaryReading> _readings = [];
    private readonly List<CaseWindow> _cases = [];
    private readonly List<string> _errors = [];
    private DateTime _caseStart;

    /// <summary>What was measured so far.</summary>
    public RunDrift Drift => new([.. _readings], [.. _cases], [.. _errors]);

    /// <inheritdoc />
    public override void OnStartRunBenchmark(BenchmarkCase benchmarkCase)
    {
        if (_readings.Count == 0 && _errors.Count == 0)
        {
            Read();
        }

        _caseStart = DateTime.UtcNow;
    }

    /// <inheritdoc />
    public override void OnEndRunBenchmark(BenchmarkCase benchmarkCase, BenchmarkReport report)
    {
        _cases.Add(new CaseWindow(LedgerLookup.KeyOf(benchmarkCase), benchmarkCase.Job.Id, _caseStart, DateTime.UtcNow));
        var last = _readings.Count > 0 ? _readings[^1].AtUtc : DateTime.MinValue;
        if (DateTime.UtcNow - last >= ReadingInterval)
        {
            Read();
        }
    }

    /// <summary>The last reading, after the last case (none when no case ran or the last case was just read after).</summary>
    public void Finish()
    {
        if (_cases.Count > 0 && (_readings.Count == 0 || _readings[^1].CasesBefore < _cases.Count))
        {
            Read();
        }
    }

    private void Read()
    {
        // A canary that keeps failing says so three times, then the run goes on without it.
        if (_errors.Count >= 3)
        {
            return;
        }

        var (reading, error) = CanaryProbe.Read(_cases.Count);
        if (reading is not null)
        {
            _readings.Add(reading);
        }
        else
        {
            _errors.Add(error!);
            System.Console.Error.WriteLine($"warning: drift canary: {error}");
        }
    }
}
