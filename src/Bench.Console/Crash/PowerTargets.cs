using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Crash;

/// <summary>
/// The engines and variants the power check cuts: those the crash check tries (every on-disk
/// engine and variant but Memory).
/// </summary>
public static class PowerTargets
{
    /// <summary>The engines cut.</summary>
    public static IReadOnlyList<Engine> Engines => CrashTargets.Engines;

    /// <summary>Their names.</summary>
    public static IEnumerable<string> Names => Engines.Select(e => e.Name);

    /// <summary>The engine named <paramref name="name"/>, or null.</summary>
    public static Engine? Find(string name) => CrashTargets.Find(name);

    /// <summary>The variants cut on <paramref name="engine"/>.</summary>
    public static IEnumerable<Variant> Variants(Engine engine) => CrashTargets.Variants(engine);
}
