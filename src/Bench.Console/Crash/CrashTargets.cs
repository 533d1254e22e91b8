using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Crash;

/// <summary>
/// The engines and variants the crash check tries: every on-disk engine of the catalog that
/// <see cref="CrashReopen"/> can reopen, under every variant it runs except Memory (nothing
/// on disk to survive). LiteDB is written through its own API (<see cref="CrashWriter"/>).
/// </summary>
public static class CrashTargets
{
    /// <summary>The engines tried.</summary>
    public static IReadOnlyList<Engine> Engines { get; } = [.. EngineCatalog.All.Where(CrashReopen.Supports)];

    /// <summary>Their names.</summary>
    public static IEnumerable<string> Names => Engines.Select(e => e.Name);

    /// <summary>The engine named <paramref name="name"/>, or null.</summary>
    public static Engine? Find(string name) => Engines.FirstOrDefault(e => string.Equals(e.Name, name, StringComparison.OrdinalIgnoreCase));

    /// <summary>The variants tried on <paramref name="engine"/>.</summary>
    public static IEnumerable<Variant> Variants(Engine engine) => engine.SupportedVariants().Where(v => !v.KeepsNothingOnDisk());
}
