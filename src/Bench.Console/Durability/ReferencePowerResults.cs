using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// The reference run's power-cut results (<c>docs/results/power-durability.json</c>, kept by
/// <c>docs/results/refresh.sh</c>), quoted where the simulator cannot run: how an engine's files
/// survive a cut depends on the engine build and its settings, not on the machine it runs on. Only
/// results of the same engine build are quoted, each marked with where it came from.
/// </summary>
public static class ReferencePowerResults
{
    /// <summary>The reference run's results file, relative to the repository.</summary>
    public static readonly string RelativePath = Path.Combine("docs", "results", PowerCheck.FileName);

    /// <summary>The reference run's folder in the repository above the working directory, or null outside one.</summary>
    public static string? Folder => ArtifactsFolder.RepositoryRoot() is { } root ? Path.GetDirectoryName(Path.Combine(root, RelativePath)) : null;

    /// <summary>
    /// The results in <paramref name="referenceFolder"/> for <paramref name="targets"/> (both models) whose engine build matches
    /// this one's, each marked as quoted and why; each target not quoted is told to <paramref name="log"/> with the reason.
    /// </summary>
    public static IReadOnlyList<PowerResult> Quote(IReadOnlyList<(Engine Engine, Variant Variant)> targets, string? referenceFolder, string whySimulatorCannotRun, TextWriter log)
    {
        ArgumentNullException.ThrowIfNull(targets);
        ArgumentNullException.ThrowIfNull(log);
        var reference = referenceFolder is null ? [] : PowerCheck.Load(referenceFolder);
        if (reference.Count == 0)
        {
            log.WriteLine($"// The price: power cuts cannot be simulated here ({whySimulatorCannotRun}) and no reference run's {RelativePath} was found: the report gives the documentation's words only.");
            return [];
        }

        var quoted = new List<PowerResult>();
        foreach (var (engine, variant) in targets)
        {
            var version = PowerCheck.EngineVersion(engine);
            var theirs = reference.Where(r => r.Engine == engine.Name && r.Variant == variant && r.Source is null && r.Error is null).ToArray();
            if (theirs.Length == 0)
            {
                log.WriteLine($"//   {engine.Name} {variant}: the reference run did not cut it");
            }
            else if (theirs.FirstOrDefault(r => r.EngineVersion != version) is { } other)
            {
                log.WriteLine($"//   {engine.Name} {variant}: not quoted: the reference run cut {other.EngineVersion ?? "an unrecorded build"}, this build is {version}");
            }
            else
            {
                quoted.AddRange(theirs.Select(r => r with { Source = $"quoted from the reference run of {r.MeasuredOn} ({RelativePath.Replace('\\', '/')}): simulated cuts cannot run here, {whySimulatorCannotRun}" }));
            }
        }

        log.WriteLine($"// The price: power cuts cannot be simulated here ({whySimulatorCannotRun}); quoted {quoted.Count} results of the reference run ({RelativePath}) for the same engine builds.");
        return quoted;
    }
}
