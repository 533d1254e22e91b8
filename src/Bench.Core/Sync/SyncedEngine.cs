using EmbeddedDbBench.Core.Facts;

namespace EmbeddedDbBench.Core.Sync;

/// <summary>
/// An embedded engine paired with the server its changes are pushed to. Each database it creates
/// is a fresh embedded database under the variant beside a fresh server database under
/// <see cref="Variant.Default"/> (the server as shipped); the variant is the embedded side's lever.
/// </summary>
/// <param name="source">The embedded engine the application writes to.</param>
/// <param name="target">The server engine the changes are pushed to.</param>
public sealed class SyncedEngine(Engine source, Engine target) : Engine
{
    /// <summary>The embedded engine.</summary>
    public Engine Source { get; } = source;

    /// <summary>The server engine.</summary>
    public Engine Target { get; } = target;

    /// <inheritdoc />
    public override string Name => $"{Source.Name}→{Target.Name}";

    /// <inheritdoc />
    /// <remarks>
    /// The embedded side's durability (where the application's commits land first) and platforms; no published row;
    /// hosted as the target is, on its server.
    /// </remarks>
    public override EngineFacts Facts => new(
        $"{Source.Facts.DisplayName}, synced to {Target.Facts.DisplayName}", Source.Facts.Durability, PublishedRows.None,
        Source.Facts.Platforms, Target.Facts.Host);

    /// <inheritdoc />
    public override string Provider => $"{Source.Provider} → {Target.Provider}";

    /// <inheritdoc />
    public override SqlDialect Dialect => Source.Dialect;

    /// <inheritdoc />
    public override VariantSupport Supports(Variant variant) => Source.Supports(variant);

    /// <inheritdoc />
    public override string? MissingPrerequisite() => Source.MissingPrerequisite() ?? Target.MissingPrerequisite();

    /// <inheritdoc />
    public override BenchDatabase CreateDatabase(Variant variant)
    {
        var target = Target.CreateDatabase(Variant.Default);
        try
        {
            return new SyncedDatabase(this, Source.CreateDatabase(variant), target);
        }
        catch
        {
            target.Dispose();
            throw;
        }
    }
}
