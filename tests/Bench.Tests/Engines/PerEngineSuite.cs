using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>
/// A test suite written once, generic over the engine (<c>CrudTests&lt;TEngine&gt;</c>), which every engine
/// <see cref="Runs"/> selects must bind with a sealed one-line subclass: xunit lists tests by class, so each
/// engine gets a class of its own in the test explorer.
/// </summary>
/// <param name="Suite">The open generic suite.</param>
/// <param name="Runs">Whether an engine must be bound to it.</param>
public sealed record PerEngineSuite(Type Suite, Func<Engine, bool> Runs)
{
    /// <summary>The suite's name without its arity, e.g. <c>CrudTests</c>.</summary>
    public string Name => Suite.Name[..Suite.Name.IndexOf('`', StringComparison.Ordinal)];

    /// <summary>The sealed classes of this test assembly that bind the suite, each with its engine type.</summary>
    public IReadOnlyList<(Type Binding, Type Engine)> Bindings { get; } = [.. typeof(PerEngineSuite).Assembly.GetTypes()
        .Where(t => t is { IsSealed: true, IsAbstract: false, BaseType.IsGenericType: true } && t.BaseType.GetGenericTypeDefinition() == Suite)
        .Select(t => (t, t.BaseType!.GetGenericArguments()[0]))];

    /// <summary>True when a sealed class binds the suite to <paramref name="engine"/>'s type.</summary>
    public bool Binds(Engine engine) => Bindings.Any(b => b.Engine == engine.GetType());
}
