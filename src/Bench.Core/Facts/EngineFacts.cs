namespace EmbeddedDbBench.Core.Facts;

/// <summary>
/// What the reports say about an engine, declared by the engine itself (<see cref="Engine.Facts"/>)
/// so that no page matches an engine's name. Its n/a reasons are <see cref="Engine.Supports"/> and
/// <see cref="Engine.StepNotApplicable"/>.
/// </summary>
/// <param name="DisplayName">The engine as a reader knows it, e.g. <c>SQLite through Microsoft.Data.Sqlite</c>.</param>
/// <param name="Durability">What each variant it runs risks, in its documentation's words.</param>
/// <param name="Published">The published seed rows and products it is compared with.</param>
/// <param name="Layer">Its place on the SQLite layers page, or null when it is not on it.</param>
public sealed record EngineFacts(string DisplayName, EngineDurability Durability, PublishedRows Published, SqliteLayer? Layer = null);

/// <summary>An engine's bar on the SQLite layers page.</summary>
/// <param name="Label">The layer as the page names it, e.g. <c>Dapper</c>.</param>
/// <param name="Order">Its place from the engine up (the native floor is 0).</param>
public sealed record SqliteLayer(string Label, int Order);
