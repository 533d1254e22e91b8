using EmbeddedDbBench.Console.Benchmarks.Layers;
using EmbeddedDbBench.Console.Benchmarks.Lookup;

namespace EmbeddedDbBench.Tests.Support;

/// <summary>A C program a test builds with gcc, against the native library of a provider this application ships.</summary>
public enum NativeBuild
{
    /// <summary>The SQLite layers' native floor (<c>Benchmarks/Layers/*.c</c>), or another program linked as it is against libe_sqlite3.</summary>
    Floor,

    /// <summary>DuckDB's native point lookup (<c>duckdb_point_lookup.c</c>), against the libduckdb DuckDB.NET loads.</summary>
    PointLookup,
}

/// <summary>Why a test that builds a <see cref="NativeBuild"/> is skipped here (<see cref="PrerequisiteSkip"/>: never under CI on Linux).</summary>
internal static class NativeBuildSkip
{
    /// <summary>Null when the test runs; otherwise the missing prerequisite (not Linux, no gcc on PATH, no native library).</summary>
    public static string? Reason(NativeBuild build) => PrerequisiteSkip.Reason(Missing(build));

    /// <summary>What <paramref name="build"/> lacks here, or null: the same check the suite makes before it plans the program's cases.</summary>
    public static string? Missing(NativeBuild build) => build switch
    {
        NativeBuild.Floor => NativeFloor.MissingPrerequisite(),
        NativeBuild.PointLookup => DuckDbPointLookup.MissingPrerequisite(),
        _ => throw new ArgumentOutOfRangeException(nameof(build)),
    };
}

/// <summary>
/// A test that builds a C program with gcc: skipped, with the reason, where it can't be built (not Linux, no gcc, the
/// provider's library not restored), except under CI on Linux, where the test runs and fails on the missing prerequisite.
/// </summary>
/// <param name="build">The program the test builds.</param>
[AttributeUsage(AttributeTargets.Method)]
public sealed class NativeFactAttribute(NativeBuild build) : FactAttribute
{
    /// <inheritdoc />
    public override string? Skip { get => base.Skip ?? NativeBuildSkip.Reason(build); set => base.Skip = value; }
}

/// <summary>A <see cref="NativeFactAttribute"/> with data, skipped for the same reasons.</summary>
/// <param name="build">The program the test builds.</param>
[AttributeUsage(AttributeTargets.Method)]
public sealed class NativeTheoryAttribute(NativeBuild build) : TheoryAttribute
{
    /// <summary>The test also runs the program under the power-cut simulator: skipped, too, where the simulator can't be built.</summary>
    public bool UnderPowerCut { get; set; }

    /// <inheritdoc />
    public override string? Skip
    {
        get => base.Skip ?? (UnderPowerCut ? Instruments.PowerCutFactAttribute.SkipReason() : null) ?? NativeBuildSkip.Reason(build);
        set => base.Skip = value;
    }
}
