using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// The engines and variants the power check cuts: those the crash check tries (every on-disk
/// engine and variant but Memory), and the server engines that declare how their throwaway server
/// restarts on the cut folder (<see cref="Engine.CrashRecovery"/>). Transaction and Batch are cut as they
/// commit (a step's rows per commit), so their cuts are their own.
/// </summary>
public static class PowerTargets
{
    /// <summary>The engines cut.</summary>
    public static IReadOnlyList<Engine> Engines { get; } =
        [.. CrashTargets.Engines, .. EngineCatalog.All.Where(e => e.CrashRecovery is { RunsInWriterProcess: false })];

    /// <summary>Their names.</summary>
    public static IEnumerable<string> Names => Engines.Select(e => e.Name);

    /// <summary>The engine named <paramref name="name"/>, or null.</summary>
    public static Engine? Find(string name) => Engines.FirstOrDefault(e => string.Equals(e.Name, name, StringComparison.OrdinalIgnoreCase));

    /// <summary>The variants cut on <paramref name="engine"/> unless one is named, and those that can be named.</summary>
    public static IEnumerable<Variant> Variants(Engine engine) => CrashTargets.Variants(engine);

    /// <summary>The integrity check used on <paramref name="engine"/>.</summary>
    public static string CheckName(Engine engine) => Recovery(engine).CheckName;

    /// <summary>How <paramref name="engine"/>, one of <see cref="Engines"/>, is written to and reopened.</summary>
    public static CrashRecovery Recovery(Engine engine)
    {
        ArgumentNullException.ThrowIfNull(engine);
        return engine.CrashRecovery ?? throw new ArgumentException($"{engine.Name} declares no crash recovery: neither check can reopen it.", nameof(engine));
    }
}
