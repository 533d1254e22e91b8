using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Published;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// Firebird in the reports, embedded or server: Forced Writes on by default, off as SyncOff;
/// mORMot's one Firebird row (its form not given) and the 2006 study's Firebird 1.5 embedded; one managed
/// package for both forms, the embedded one needing Firebird's own client library.
/// </summary>
internal static class FirebirdFacts
{
    private const string ForcedWrites = "https://firebirdsql.org/file/documentation/html/en/firebirddocs/gfix/firebird-gfix.html";

    private static readonly Dictionary<Variant, DurabilityNote> _notes = new()
    {
        [Variant.Default] = DurabilityNote.Durable with { Source = ForcedWrites },
        [Variant.SyncOff] = new(
            "pages go to the OS cache; a crash of the engine's process loses nothing the OS already holds",
            "an OS crash or power loss can lose recent commits and can leave the database corrupt", ForcedWrites),
    };

    private static readonly PublishedRows _published = new([MormotRow.FirebirdZeos], [], [ShipmentsProduct.Firebird15Embedded]);

    // One package for both forms; the caveat is the embedded form's, stated on both rows as docs/engines.md has it.
    private static readonly EnginePlatforms _platforms = new("FirebirdSql.Data.FirebirdClient", null,
        "embedded needs Firebird's own client library, not a NuGet asset: Debian's `libfbclient2`, "
        + "on Windows `fbclient.dll` with its `plugins/engine*.dll` from Firebird's zip kit");

    /// <summary>Where the server form's databases live: a throwaway Firebird 3, or the server <c>EMBEDDEDDBBENCH_FIREBIRD</c> names.</summary>
    public static EngineHost Server { get; } = EngineHost.Server(new(
        FirebirdServer.ConnectionStringVariable, "a Firebird server to use instead of a throwaway one", "a throwaway Firebird 3",
        "`DataSource=db;User=SYSDBA;Password=…`"));

    /// <summary>The facts of a Firebird engine named <paramref name="displayName"/>, measured by <paramref name="measuredBy"/>, its databases where <paramref name="host"/> says.</summary>
    public static EngineFacts Of(string displayName, DurabilityChecks measuredBy, EngineHost host) =>
        new(displayName, EngineDurability.WithTransactions(_notes, measuredBy), _published, _platforms, host);
}
