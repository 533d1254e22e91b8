using System.Text.Json;
using System.Text.Json.Serialization;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Drift;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console.Tuning;

namespace EmbeddedDbBench.Console.Rebuild;

/// <summary>
/// What a finished run keeps beside its pages (<see cref="FileName"/> under <c>results/</c>) so that its pages, charts and
/// tuning report can be rendered again by today's code without measuring again (<see cref="ReportCommand"/>): every case
/// with its statistics, protocol and record, and what the tuning report read beside them. The checks' results
/// (crash, power, fault) and the layers' rounds are files of their own in the same folder, read from there.
/// </summary>
/// <param name="MeasuredAtUtc">When the run's cases finished.</param>
/// <param name="Cases">Every case of the run, failed ones included.</param>
/// <param name="Environment">The machine the run measured on.</param>
/// <param name="Disk">The disk's sync rate, or null when it could not be measured.</param>
public sealed record StoredRun(DateTime MeasuredAtUtc, IReadOnlyList<StoredCase> Cases, RunEnvironment Environment, DiskSyncRate? Disk)
{
    /// <summary>The file's name under <c>results/</c>.</summary>
    public const string FileName = "measured-run.json";

    // One-run cases have no interval: NaN is written as a named literal rather than rejected. What a type computes from
    // its members (a rate, a spread) is not kept: it is computed again when read.
    private static readonly JsonSerializerOptions _json = new()
    {
        WriteIndented = true,
        IgnoreReadOnlyProperties = true,
        NumberHandling = JsonNumberHandling.AllowNamedFloatingPointLiterals,
        DefaultIgnoreCondition = JsonIgnoreCondition.WhenWritingNull,
    };

    /// <summary>The drift canary's readings over the run, or null when none were taken.</summary>
    public RunDrift? Drift { get; init; }

    /// <summary>The harness check's pairs by turns, or null when none ran.</summary>
    public HarnessTurns? HarnessTurns { get; init; }

    /// <summary>The file system of each server folder the cases' records name, as the run found it.</summary>
    public IReadOnlyDictionary<string, FolderFileSystem> ServerFileSystems { get; init; } = new Dictionary<string, FolderFileSystem>();

    /// <summary>
    /// True when the run measured paired rounds (<c>--pairs N</c>, <c>--jit-pairs N</c>): each case keeps its paired ratio,
    /// but the rounds themselves are BenchmarkDotNet's summaries, not kept, so their own sections are not rendered again.
    /// </summary>
    public bool HadPairedRounds { get; init; }

    /// <summary>The run's <paramref name="cases"/> and <paramref name="inputs"/>, as <see cref="Save"/> writes them.</summary>
    public static StoredRun Of(DateTime measuredAtUtc, IReadOnlyList<MeasuredCase> cases, TuningInputs inputs)
    {
        ArgumentNullException.ThrowIfNull(cases);
        ArgumentNullException.ThrowIfNull(inputs);
        var folders = cases.Select(c => c.Record?.ServerFolder).OfType<string>().SelectMany(f => f.Split(", ")).Distinct();
        return new StoredRun(measuredAtUtc, [.. cases.Select(StoredCase.From)], inputs.Environment, inputs.Disk)
        {
            Drift = inputs.Drift,
            HarnessTurns = inputs.HarnessTurns,
            ServerFileSystems = folders.ToDictionary(f => f, inputs.Environment.FileSystemOf, StringComparer.Ordinal),
            HadPairedRounds = inputs.Paired is { Groups.Count: > 0 },
        };
    }

    /// <summary>Writes the run to <paramref name="resultsPath"/>; returns the file's path.</summary>
    public string Save(string resultsPath)
    {
        var path = Path.Combine(resultsPath, FileName);
        File.WriteAllText(path, JsonSerializer.Serialize(this, _json));
        return path;
    }

    /// <summary>Reads the run kept in <paramref name="resultsPath"/> (stamped by the reference run or not).</summary>
    /// <exception cref="FileNotFoundException">The folder holds no <see cref="FileName"/>.</exception>
    /// <exception cref="InvalidDataException">The file is not a stored run; the message names it.</exception>
    public static StoredRun Load(string resultsPath)
    {
        var path = Path.Combine(resultsPath, FileName);
        if (!File.Exists(path))
        {
            throw new FileNotFoundException($"{resultsPath} holds no {FileName}: only a run of this suite's version or later keeps one (a results folder of an artifacts folder, or docs/results).", path);
        }

        try
        {
            return JsonSerializer.Deserialize<StoredRun>(RunStamp.Results(File.ReadAllText(path)), _json)
                ?? throw new InvalidDataException($"{path} holds no run.");
        }
        catch (JsonException e)
        {
            throw new InvalidDataException($"{path} is not a stored run: {e.Message}", e);
        }
    }

    /// <summary>The run's cases, planned again by today's code.</summary>
    /// <exception cref="InvalidDataException">A case names a workload, engine, step or parameter today's code lacks; the message says which.</exception>
    public IReadOnlyList<MeasuredCase> PlannedAgain()
    {
        var planner = new CasePlanner();
        return [.. Cases.Select((c, i) => Planned(planner, c, i))];
    }

    private static MeasuredCase Planned(CasePlanner planner, StoredCase stored, int index)
    {
        try
        {
            return stored.ToMeasured(planner);
        }
        catch (InvalidDataException e)
        {
            throw new InvalidDataException($"{FileName}: case {index + 1} ({stored.Workload}<{stored.EngineType}>.{stored.Step}) cannot be read by this suite: {e.Message}", e);
        }
    }

    /// <summary>What the tuning report read beside the cases, as the run kept it.</summary>
    public TuningInputs TuningInputs() => new(
        Environment with { FileSystemOf = folder => ServerFileSystems.TryGetValue(folder, out var kept) ? kept : new FolderFileSystem("unknown", "not kept by the run") },
        Disk)
    {
        Drift = Drift,
        HarnessTurns = HarnessTurns,
    };
}
