using System.Text.Json;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Console.Rebuild;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;

namespace EmbeddedDbBench.Console.ReferenceRun;

/// <summary>
/// What a reference run left under <c>docs/results/</c>: its stages (<c>runs.tsv</c>: stage, date, commit,
/// duration, command), the checks' results and every case's mean from <c>tuning-data.json</c>.
/// </summary>
/// <param name="Stages">Each stage's row of <c>runs.tsv</c>.</param>
/// <param name="Power">The power check's results (<c>power-durability.json</c>).</param>
/// <param name="Crashes">The crash check's results (<c>crash-durability.json</c>).</param>
/// <param name="Faults">The fault check's results (<c>fault-durability.json</c>).</param>
/// <param name="Means">Each case's mean, ns, its measured runs and the geometric mean of their times where the file keeps them (else the mean), by the key <c>tuning-data.json</c> files it under.</param>
public sealed record ReferenceResults(
    IReadOnlyList<ReferenceStage> Stages,
    IReadOnlyList<PowerResult> Power,
    IReadOnlyList<CrashResult> Crashes,
    IReadOnlyList<FaultResult> Faults,
    IReadOnlyDictionary<string, (double MeanNanoseconds, int Runs, double GeometricNanoseconds)> Means)
{
    /// <summary>The file each stage's row is kept in.</summary>
    public const string StagesFile = "runs.tsv";

    /// <summary>Reads <paramref name="folder"/> (the repository's <c>docs/results</c>).</summary>
    public static ReferenceResults Load(string folder) => new(
        ReadStages(Path.Combine(folder, StagesFile)),
        PowerCheck.Load(folder),
        CrashCheck.Load(folder),
        FaultCheck.Load(folder),
        ReadMeans(Path.Combine(folder, Tuning.TuningData.FileName)))
    {
        Measured = File.Exists(Path.Combine(folder, StoredRun.FileName)) ? StoredRun.Load(folder).PlannedAgain() : [],
    };

    /// <summary>
    /// The suite's cases as the run kept them (<c>measured-run.json</c>), planned again by today's code; empty for a run
    /// that kept none.
    /// </summary>
    public IReadOnlyList<MeasuredCase> Measured { get; init; } = [];

    /// <summary>The power cuts the run made, every engine, variant and model together.</summary>
    public int Cuts => Power.Sum(p => p.Cuts.Count);

    /// <summary>The fault check's trials, and those whose fault was injected (the others measured nothing).</summary>
    public (int Injected, int Trials) FaultTrials => (Faults.Sum(f => f.Measured.Count), Faults.Sum(f => f.Trials.Count));

    /// <summary>The stage <c>refresh.sh pages</c> records: the suite's measurement rendered again, by later code on purpose.</summary>
    public const string PagesStage = "pages";

    /// <summary>The stages that measured (the checks and the suite): every stage but <see cref="PagesStage"/>, which only renders.</summary>
    public IEnumerable<ReferenceStage> MeasuredStages => Stages.Where(s => s.Name != PagesStage);

    /// <summary>The stage named <paramref name="name"/>, or null when the run has none.</summary>
    public ReferenceStage? Stage(string name) => Stages.FirstOrDefault(s => s.Name == name);

    private static ReferenceStage[] ReadStages(string path) => !File.Exists(path)
        ? []
        : File.ReadLines(path)
            .Where(line => line.Length > 0)
            .Select((line, index) => line.Split('\t') is [var name, var date, var commit, var duration, var command]
                ? new ReferenceStage(name, date, commit, duration, command)
                : throw new InvalidDataException($"{path}, line {index + 1}: expected five tab-separated fields (stage, date, commit, duration, command)."))
            .ToArray();

    // Read by the properties the blocks need, so the file may carry more.
    private static Dictionary<string, (double, int, double)> ReadMeans(string path)
    {
        if (!File.Exists(path))
        {
            return [];
        }

        using var document = JsonDocument.Parse(RunStamp.Results(File.ReadAllText(path)));
        return document.RootElement.EnumerateArray().ToDictionary(
            c => c.GetProperty("Key").GetString() ?? throw new InvalidDataException($"{path}: a case without a key."),
            c => (c.GetProperty("MeanNanoseconds").GetDouble(), c.GetProperty("Runs").GetInt32(), GeometricMean(c)));
    }

    // The speed-ups' basis, as the tuning report takes it: the runs' geometric mean, where the file keeps the runs.
    private static double GeometricMean(JsonElement entry) =>
        entry.TryGetProperty("RunNanoseconds", out var runs) && runs.ValueKind == JsonValueKind.Array && runs.GetArrayLength() > 0
            ? Interval.Of([.. runs.EnumerateArray().Select(r => r.GetDouble())]).GeometricMean
            : entry.GetProperty("MeanNanoseconds").GetDouble();
}

/// <summary>One stage of a reference run as <c>runs.tsv</c> records it.</summary>
/// <param name="Name">crash-check, power-check, fault-check or suite.</param>
/// <param name="Date">When it ended, UTC.</param>
/// <param name="Commit">The commit it ran.</param>
/// <param name="Duration">How long it took, build included.</param>
/// <param name="Command">The command, from the repository's root.</param>
public sealed record ReferenceStage(string Name, string Date, string Commit, string Duration, string Command);
