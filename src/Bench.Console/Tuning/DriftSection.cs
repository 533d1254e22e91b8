using System.Globalization;
using System.Text.Json;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Drift;
using EmbeddedDbBench.Console.Statistics;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The tuning report's drift section: the canary's readings over the run, their spread and what
/// they cost; <c>canary.json</c> with every reading and, per case, the readings before and after
/// it; and the note a speed-up carries when its interval claims more precision than that drift allows.
/// </summary>
public static class DriftSection
{
    /// <summary>The file with the readings and each case's nearest ones, under <c>artifacts/results/</c>.</summary>
    public const string FileName = "canary.json";

    private static readonly JsonSerializerOptions _options = new() { WriteIndented = true };

    /// <summary>Appends the section and writes <see cref="FileName"/>; nothing when no reading was taken.</summary>
    public static void Append(ReportDocument document, string resultsPath, RunDrift? drift)
    {
        if (drift is null || (drift.Readings.Count == 0 && drift.Errors.Count == 0))
        {
            return;
        }

        document.Heading(2, "The machine's drift over this run")
            .Paragraph(Description());
        if (drift.Readings.Count > 0)
        {
            document.Paragraph(Summary(drift));
            document.Table(
                drift.Readings.Select((reading, i) => (Number: i + 1, Reading: reading)),
                new("reading", r => r.Number.ToString(CultureInfo.InvariantCulture)),
                new("at (UTC)", r => r.Reading.AtUtc.ToString("HH:mm:ss", CultureInfo.InvariantCulture)),
                new("after case", r => $"{r.Reading.CasesBefore} of {drift.Cases.Count}", Right: true),
                new("median ms", r => r.Reading.MedianMilliseconds.ToString("0.00", CultureInfo.InvariantCulture), Right: true),
                new("timed repeats, ms", r => string.Join(", ", r.Reading.Milliseconds.Select(m => m.ToString("0.00", CultureInfo.InvariantCulture)))),
                new("÷ fastest reading", r => (r.Reading.MedianMilliseconds / drift.MinMilliseconds).ToString("0.000", CultureInfo.InvariantCulture), Right: true));
        }

        if (drift.Errors.Count > 0)
        {
            document.List(drift.Errors.Select(e => "canary: " + e));
        }

        Write(resultsPath, drift);
    }

    private static string Description() =>
        string.Create(CultureInfo.InvariantCulture,
            $"A canary: one fixed task, {Canary.Rows:N0} rows into an in-memory SQLite table through Microsoft.Data.Sqlite, one transaction, one prepared command, {Canary.WarmupRepeats} untimed and {Canary.MeasuredRepeats} timed repeats each validated, in a process of its own with tiered compilation off, run before the first case, between cases at least {DriftWatch.ReadingInterval.TotalSeconds:0} s after the previous reading, and after the last case; never while a case runs. ") +
        "Its figure is the median of the timed repeats. The same code taking longer is the machine running slower, and a ratio of two " +
        "cases measured at different moments carries that change whatever the cases' own intervals say. The canary measures the CPU " +
        "and memory path only: a disk's drift (its sync time) is not in it. Each case's readings before and after it are in results/" + FileName + ".";

    /// <summary>The spread, the readings behind it and their cost, in one sentence.</summary>
    public static string Summary(RunDrift drift)
    {
        var cost = string.Create(CultureInfo.InvariantCulture,
            $"The readings took {drift.CostSeconds:0.0} s of the run's {drift.RunSeconds:0} s ({(drift.RunSeconds > 0 ? drift.CostSeconds / drift.RunSeconds : 0):P1}), process starts included.");
        return drift.HasSpread
            ? string.Create(CultureInfo.InvariantCulture,
                $"{drift.Readings.Count} readings: fastest {drift.MinMilliseconds:0.00} ms, slowest {drift.MaxMilliseconds:0.00} ms, max/min {drift.MaxOverMin:0.000} " +
                $"(drift {PairedRatio.Percent(drift.PlusMinus)} about the middle). A speed-up whose interval is narrower than that is marked. ") + cost
            : "1 reading: no spread to show. " + cost;
    }

    /// <summary>
    /// The note for a speed-up whose interval claims a precision finer than the drift the canary saw
    /// (its bounds' ± about their middle below the readings'), else empty. A paired ratio needs none:
    /// its pairs were measured back to back.
    /// </summary>
    public static string Note(SpeedUp speedUp, RunDrift? drift)
    {
        // A paired factor's two sides ran seconds apart in every pair: the run's drift is not in it.
        if (drift is not { HasSpread: true } || speedUp.IsOneRun || speedUp.IsPaired || double.IsInfinity(speedUp.High))
        {
            return "";
        }

        var claimed = (speedUp.High - speedUp.Low) / (speedUp.High + speedUp.Low);
        return claimed < drift.PlusMinus ? $"; finer than the machine's drift over this run: {PairedRatio.Percent(drift.PlusMinus)}" : "";
    }

    private static void Write(string resultsPath, RunDrift drift)
    {
        var cases = drift.Cases.Select(c =>
        {
            var before = drift.Readings.LastOrDefault(r => r.AtUtc <= c.StartUtc);
            var after = drift.Readings.FirstOrDefault(r => r.AtUtc >= c.EndUtc);
            return new { c.Key, Job = c.JobId, c.StartUtc, c.EndUtc, CanaryBeforeMs = before?.MedianMilliseconds, CanaryAfterMs = after?.MedianMilliseconds };
        });
        var file = new { drift.Readings, Cases = cases, drift.Errors };
        File.WriteAllText(Path.Combine(resultsPath, FileName), JsonSerializer.Serialize(file, _options));
    }
}
