using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// What a variant risks in the documentation's words, as the engine declares it
/// (<see cref="Engine.Facts"/>), looked up by the name the ledger and the durability checks record.
/// </summary>
public static class DocumentedDurability
{
    // A ledger from an engine the catalog no longer has: claim nothing, least of all "durable".
    private static readonly DurabilityNote _undeclared = new(
        "not declared: no engine of this build has this name", "not declared: no engine of this build has this name", null);

    /// <summary>The note the engine named <paramref name="engineName"/> declares for <paramref name="variant"/>.</summary>
    public static DurabilityNote For(string engineName, Variant variant) =>
        EngineCatalog.Find(engineName)?.Facts.Durability.For(variant) ?? _undeclared;
}
