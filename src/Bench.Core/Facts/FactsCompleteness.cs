using EmbeddedDbBench.Core.Published;

namespace EmbeddedDbBench.Core.Facts;

/// <summary>
/// Whether engines declare every fact the reports, the console and the docs ask of them: a display name,
/// a durability note for each variant they run, published rows that are in the seeds' tables, their
/// platforms, and where their databases live (a server engine with its connection variable).
/// </summary>
public static class FactsCompleteness
{
    /// <summary>What each of <paramref name="engines"/> fails to declare, one line per gap; empty when nothing is missing.</summary>
    public static IReadOnlyList<string> Gaps(IEnumerable<Engine> engines)
    {
        ArgumentNullException.ThrowIfNull(engines);
        return [.. engines.SelectMany(GapsOf)];
    }

    private static IEnumerable<string> GapsOf(Engine engine)
    {
        var facts = engine.Facts;
        if (facts is null)
        {
            yield return $"{engine.Name}: no facts";
            yield break;
        }

        if (string.IsNullOrWhiteSpace(facts.DisplayName))
        {
            yield return $"{engine.Name}: no display name";
        }

        foreach (var variant in engine.SupportedVariants().Where(v => facts.Durability?.For(v) is not { ProcessCrash.Length: > 0, PowerLoss.Length: > 0 }))
        {
            yield return $"{engine.Name}: no durability words for {variant}";
        }

        foreach (var gap in UnresolvedRows(engine.Name, facts.Published))
        {
            yield return gap;
        }

        if (facts.Platforms is not { Provider.Length: > 0 })
        {
            yield return $"{engine.Name}: no platforms declared (EnginePlatforms: its provider package and the native library it loads, if any)";
        }

        if (HostGap(facts.Host) is { } hostGap)
        {
            yield return $"{engine.Name}: {hostGap}";
        }
    }

    private static string? HostGap(EngineHost? host) => host switch
    {
        null => "no host declared (EngineHost.InProcess, or EngineHost.Server with the variable naming a user-given server)",
        { ConnectionVariable: null } => null,
        { ConnectionVariable.Name: var name } when !name.StartsWith("EMBEDDEDDBBENCH_", StringComparison.Ordinal) =>
            $"its server's connection variable '{name}' is not an EMBEDDEDDBBENCH_ variable",
        { ConnectionVariable: { } variable } when new[] { variable.Meaning, variable.Default, variable.Example }.Any(string.IsNullOrWhiteSpace) =>
            $"its server's connection variable {variable.Name} lacks its meaning, default or example",
        _ => null,
    };

    private static IEnumerable<string> UnresolvedRows(string engine, PublishedRows? published)
    {
        if (published is null)
        {
            yield return $"{engine}: no published rows declared (PublishedRows.None when it stands beside none)";
            yield break;
        }

        foreach (var row in published.Matrix.Where(key => MormotPublished.Rows.All(r => r.Key != key)))
        {
            yield return $"{engine}: mORMot row {row} is not in the published matrix";
        }

        foreach (var product in published.Sensors.Where(p => !Enum.GetValues<Sensors.SensorStep>().Any(step => SensorsPublished.For(step).Any(f => f.Product == p))))
        {
            yield return $"{engine}: the sensor study published no figure for {product}";
        }

        foreach (var product in published.Shipments.Where(p => ShipmentsPublished.Sizes.All(s => s.Product != p)))
        {
            yield return $"{engine}: the shipments study has no size for {product}";
        }
    }
}
