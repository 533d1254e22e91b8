using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Published;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// Firebird in the reports, embedded or server: Forced Writes on by default, off as SyncOff;
/// mORMot's one Firebird row (its form not given) and the 2006 study's Firebird 1.5 embedded.
/// </summary>
internal static class FirebirdFacts
{
    private const string ForcedWrites = "https://firebirdsql.org/file/documentation/html/en/firebirddocs/gfix/firebird-gfix.html";

    private static readonly Dictionary<Variant, DurabilityNote> _notes = new()
    {
        [Variant.Default] = DurabilityNote.Durable,
        [Variant.SyncOff] = new(
            "pages go to the OS cache; a crash of the engine's process loses nothing the OS already holds",
            "an OS crash or power loss can lose recent commits and can leave the database corrupt", ForcedWrites),
    };

    private static readonly PublishedRows _published = new([MormotRow.FirebirdZeos], [], [ShipmentsProduct.Firebird15Embedded]);

    /// <summary>The facts of a Firebird engine named <paramref name="displayName"/>, measured by <paramref name="measuredBy"/>.</summary>
    public static EngineFacts Of(string displayName, DurabilityChecks measuredBy) =>
        new(displayName, EngineDurability.WithTransactions(_notes, measuredBy), _published);
}
