using System.Text.Json;
using EmbeddedDbBench.Console.Host;
using System.Text.Json.Serialization;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The tuning report's figures as JSON (<c>tuning-data.json</c>), one entry per case, so that two
/// runs' result folders can be compared (<see cref="Compare.CompareCommand"/>).
/// </summary>
public static class TuningData
{
    /// <summary>The file's name under <c>artifacts/results/</c>.</summary>
    public const string FileName = "tuning-data.json";

    // One-run cases have no interval: NaN is written as a named literal rather than rejected.
    private static readonly JsonSerializerOptions _options = new() { WriteIndented = true, NumberHandling = JsonNumberHandling.AllowNamedFloatingPointLiterals };

    /// <summary>Writes the figures of <paramref name="cases"/>.</summary>
    public static void Write(string resultsPath, IReadOnlyList<MeasuredCase> cases) => Write(resultsPath, cases.Select(Entry.From));

    /// <summary>Writes <paramref name="entries"/>.</summary>
    public static void Write(string resultsPath, IEnumerable<Entry> entries) =>
        File.WriteAllText(Path.Combine(resultsPath, FileName), JsonSerializer.Serialize(entries.ToArray(), _options));

    /// <summary>Reads the figures from a results folder (or an artifacts folder holding <c>results/</c>).</summary>
    public static IReadOnlyList<Entry> Read(string folder)
    {
        var path = File.Exists(Path.Combine(folder, FileName)) ? Path.Combine(folder, FileName) : Path.Combine(folder, "results", FileName);
        if (!File.Exists(path))
        {
            throw new FileNotFoundException($"{folder} holds no {FileName} (nor results/{FileName}): run the suite with it as its artifacts folder first.", path);
        }

        try
        {
            return JsonSerializer.Deserialize<Entry[]>(RunStamp.Results(File.ReadAllText(path)), _options) ?? [];
        }
        catch (JsonException e)
        {
            throw new InvalidDataException($"{path} is not a tuning data file: {e.Message}", e);
        }
    }

    /// <summary>One case's figures.</summary>
    /// <param name="Key">Workload, engine, step, parameters and variant.</param>
    /// <param name="Engine">Engine name and version.</param>
    /// <param name="MeanNanoseconds">Mean time.</param>
    /// <param name="LowerNanoseconds">Lower bound of the geometric mean's 99.9% interval on logs from three runs, of the runs' range from two (NaN for one run).</param>
    /// <param name="UpperNanoseconds">Upper bound, likewise.</param>
    /// <param name="Runs">Measured runs.</param>
    /// <param name="RunNanoseconds">Each measured run (absent from files written before they were kept: <c>compare</c> then gives no verdict).</param>
    public sealed record Entry(string Key, string Engine, double MeanNanoseconds, double LowerNanoseconds, double UpperNanoseconds, int Runs, IReadOnlyList<double>? RunNanoseconds = null)
    {
        /// <summary>
        /// The key of the case of <paramref name="workload"/> (its class's name without the engine), the engine's type name, the
        /// step with its parameters and the variant: the one key string left, which matches a case across two runs' files,
        /// which share no plan.
        /// </summary>
        public static string KeyOf(string workload, string engineTypeName, string stepLabel, Core.Variant variant) =>
            $"{workload}<{engineTypeName}>.{stepLabel} [{variant}]";

        /// <summary>The case's interval.</summary>
        public Interval Time => new(MeanNanoseconds, LowerNanoseconds, UpperNanoseconds, Runs) { Values = RunNanoseconds ?? [] };

        /// <summary>The entry of <paramref name="measuredCase"/>.</summary>
        public static Entry From(MeasuredCase measuredCase) => new(
            KeyOf(measuredCase.Workload, measuredCase.EngineTypeName, measuredCase.StepLabel, measuredCase.Variant),
            $"{measuredCase.EngineName} {measuredCase.Record?.ServerVersion}",
            measuredCase.Time.Mean,
            measuredCase.Time.Lower,
            measuredCase.Time.Upper,
            measuredCase.Time.Runs,
            measuredCase.Time.Values);
    }
}
