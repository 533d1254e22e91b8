namespace EmbeddedDbBench.Core;

/// <summary>
/// One database engine reached through one provider. An engine hands out a fresh
/// <see cref="BenchDatabase"/> per run, knows its SQL dialect, and says which variants it can
/// express. Its <see cref="Name"/> is the text benchmark filters and report columns show.
/// </summary>
public abstract class Engine
{
    /// <summary>Short, filter-friendly name, e.g. <c>Sqlite</c>.</summary>
    public abstract string Name { get; }

    /// <summary>The ADO.NET provider (or native API) and its version.</summary>
    public abstract string Provider { get; }

    /// <summary>SQL differences between this engine and the workloads' common SQL.</summary>
    public abstract SqlDialect Dialect { get; }

    /// <summary>Whether <paramref name="variant"/> can be run on this engine, and if not, why.</summary>
    public abstract VariantSupport Supports(Variant variant);

    /// <summary>
    /// Creates a fresh, empty database with <paramref name="variant"/> applied and a connection open.
    /// Throws <see cref="EngineUnavailableException"/> when the engine cannot be reached.
    /// </summary>
    public abstract BenchDatabase CreateDatabase(Variant variant);

    /// <summary>
    /// Null when the engine can run on this machine as far as can be told without running it;
    /// otherwise what is missing (a server package, a native library) and how to get it.
    /// </summary>
    public virtual string? MissingPrerequisite() => null;

    /// <summary>Every variant of <see cref="Variant"/> with this engine's support for it.</summary>
    public IReadOnlyList<VariantSupport> AllVariants() =>
        Enum.GetValues<Variant>().Select(Supports).ToArray();

    /// <summary>The variants this engine runs.</summary>
    public IEnumerable<Variant> SupportedVariants() =>
        AllVariants().Where(s => s.IsSupported).Select(s => s.Variant);

    /// <inheritdoc />
    public override string ToString() => Name;
}
