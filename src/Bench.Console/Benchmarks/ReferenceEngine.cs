using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// The engine the suite's own checks and smallest sets run on, chosen here once: SQLite through
/// Microsoft.Data.Sqlite, whose plain loops the harness check times (<c>HarnessRounds</c>), on which W7's
/// core set runs and on which W6 keeps both busy timeouts for its newer reader shapes. A choice of the
/// suite's, not something the engine does: a case asks whether its engine is this one.
/// </summary>
public static class ReferenceEngine
{
    /// <summary>The reference engine's type, as a benchmark class's type argument names it.</summary>
    public static Type Type { get; } = typeof(MicrosoftSqliteEngine);

    /// <summary>True when <paramref name="engineType"/> (a benchmark class's type argument) is the reference engine.</summary>
    public static bool Is(Type engineType) => engineType == Type;

    /// <summary>True when <paramref name="engine"/> is the reference engine.</summary>
    public static bool Is(Engine engine)
    {
        ArgumentNullException.ThrowIfNull(engine);
        return Is(engine.GetType());
    }
}
