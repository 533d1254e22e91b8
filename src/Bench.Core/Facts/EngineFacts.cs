using EmbeddedDbBench.Core.Durability;

namespace EmbeddedDbBench.Core.Facts;

/// <summary>
/// What the reports, the console's variable checks and the docs' tables say about an engine, declared by
/// the engine itself (<see cref="Engine.Facts"/>) so that nothing outside its folder matches its name.
/// Its n/a reasons are <see cref="Engine.Supports"/> and <see cref="Engine.StepNotApplicable"/>.
/// </summary>
/// <param name="DisplayName">The engine as a reader knows it, e.g. <c>SQLite through Microsoft.Data.Sqlite</c>.</param>
/// <param name="Durability">What each variant it runs risks, in its documentation's words.</param>
/// <param name="Published">The published seed rows and products it is compared with.</param>
/// <param name="Platforms">Its provider package on the claimed platforms: the native library it loads and what else a platform asks for.</param>
/// <param name="Host">Where its databases live: in process, or on a server with the variable that names a user-given one.</param>
/// <param name="Layer">Its place on the SQLite layers page, or null when it is not on it.</param>
public sealed record EngineFacts(
    string DisplayName,
    EngineDurability Durability,
    PublishedRows Published,
    EnginePlatforms Platforms,
    EngineHost Host,
    SqliteLayer? Layer = null);

/// <summary>An engine's bar on the SQLite layers page.</summary>
/// <param name="Label">The layer as the page names it, e.g. <c>Dapper</c>.</param>
/// <param name="Order">Its place from the engine up (the native floor is 0).</param>
public sealed record SqliteLayer(string Label, int Order)
{
    /// <summary>True for a provider the layers are compared with, which runs without a layer of its own; false for a layer.</summary>
    public bool IsProvider { get; init; }
}
