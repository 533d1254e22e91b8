using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Tests.Platforms;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>
/// Every place a declared engine must fill, one line per gap: its facts (<see cref="FactsCompleteness"/>:
/// durability, published rows, platforms, host), its entry in <see cref="EngineCatalog"/>, a sealed binding in
/// each suite of <see cref="PerEngineSuites"/> it concerns, docs/engines.md's row for its provider with its
/// platform cell; and for a server engine its connection variable's row in docs/servers.md and an
/// unreachable-server case. <see cref="EngineCompletenessTests"/> shows a new engine failing it.
/// </summary>
public static class EngineCompleteness
{
    /// <summary>What each of <paramref name="engines"/> leaves unfilled; empty when nothing is.</summary>
    public static IReadOnlyList<string> Gaps(IEnumerable<Engine> engines)
    {
        var enginesPage = EnginesPageTable.Rows(EnginesPageTable.PageText());
        var serversPage = ServersPage.Text();
        return [.. engines.SelectMany(engine => GapsOf(engine, enginesPage, serversPage))];
    }

    private static IEnumerable<string> GapsOf(Engine engine, IReadOnlyList<(string Provider, string Platforms)> enginesPage, string serversPage)
    {
        var factGaps = FactsCompleteness.Gaps([engine]);
        if (factGaps.Count > 0)
        {
            // The places below are read from the facts.
            return factGaps;
        }

        return [.. PlacesOf(engine, enginesPage), .. ServerPlacesOf(engine, serversPage)];
    }

    private static IEnumerable<string> PlacesOf(Engine engine, IReadOnlyList<(string Provider, string Platforms)> enginesPage)
    {
        var type = engine.GetType().Name;
        if (!EngineCatalog.All.Any(e => e.GetType() == engine.GetType()))
        {
            yield return $"{engine.Name}: not in EngineCatalog (the benchmark classes close over the catalog's engines)";
        }

        foreach (var suite in PerEngineSuites.All.Where(s => s.Runs(engine) && !s.Binds(engine)))
        {
            yield return $"{engine.Name}: no sealed class binds {suite.Name}<{type}> (one line beside the suite's other engines)";
        }

        var platforms = engine.Facts.Platforms;
        var cells = enginesPage.Where(row => row.Provider == platforms.Provider).Select(row => row.Platforms).ToList();
        if (cells.Count == 0)
        {
            yield return $"{engine.Name}: docs/engines.md has no row for its provider {platforms.Provider}";
        }
        else if (cells.Any(cell => cell != PlatformSupport.PageCell(platforms)))
        {
            yield return $"{engine.Name}: docs/engines.md's platform cell for {platforms.Provider} is not \"{PlatformSupport.PageCell(platforms)}\"";
        }
    }

    private static IEnumerable<string> ServerPlacesOf(Engine engine, string serversPage)
    {
        if (engine.Facts.Host.ConnectionVariable is not { } variable)
        {
            yield break;
        }

        if (!serversPage.Contains(ServersPage.Row(variable.Name, variable.Meaning, variable.Default, variable.Example), StringComparison.Ordinal))
        {
            yield return $"{engine.Name}: docs/servers.md has no row for {variable.Name} as its facts declare it";
        }

        if (!UnreachableServerTests.UnreachableServers.Any(row => (Type)row[0] == engine.GetType()))
        {
            yield return $"{engine.Name}: no case in UnreachableServerTests.UnreachableServers";
        }
    }
}
