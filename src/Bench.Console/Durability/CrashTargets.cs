using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// The engines and variants the crash check tries: every engine of the catalog whose database runs
/// inside the writer's process and that declares how to reopen it (<see cref="Engine.CrashRecovery"/>),
/// under every variant it runs except Memory (nothing on disk to survive).
/// </summary>
public static class CrashTargets
{
    /// <summary>The engines tried.</summary>
    public static IReadOnlyList<Engine> Engines { get; } = [.. EngineCatalog.All.Where(Reopens)];

    /// <summary>Their names.</summary>
    public static IEnumerable<string> Names => Engines.Select(e => e.Name);

    /// <summary>The engine named <paramref name="name"/>, or null.</summary>
    public static Engine? Find(string name) => Engines.FirstOrDefault(e => string.Equals(e.Name, name, StringComparison.OrdinalIgnoreCase));

    /// <summary>True when <paramref name="engine"/>'s database runs in the writer's process and the engine declares how to reopen it.</summary>
    public static bool Reopens(Engine engine)
    {
        ArgumentNullException.ThrowIfNull(engine);
        return engine.CrashRecovery is { RunsInWriterProcess: true };
    }

    /// <summary>True when the crash check tries <paramref name="variant"/> on <paramref name="engine"/>.</summary>
    public static bool Tries(Engine engine, Variant variant) => Reopens(engine) && Variants(engine).Contains(variant);

    /// <summary>The variants tried on <paramref name="engine"/>.</summary>
    public static IEnumerable<Variant> Variants(Engine engine) => engine.SupportedVariants().Where(v => !v.KeepsNothingOnDisk());
}
