using EmbeddedDbBench.Console.Host;

namespace EmbeddedDbBench.Console.Protocol;

/// <summary>
/// Hands <c>BenchmarkProgram.targets</c> (which says why) to BenchmarkDotNet's build of its benchmark program, as the
/// environment variable MSBuild reads as the property <see cref="Variable"/>: the build inherits this process's
/// environment. Not a build argument of the job, which every report prints with the case: that would be a path of this
/// machine in each of them.
/// </summary>
public static class BenchmarkProgramBuild
{
    /// <summary>The MSBuild property, read from the environment, whose targets file every project of the build imports last.</summary>
    public const string Variable = "CustomAfterMicrosoftCommonTargets";

    /// <summary>The targets file, copied beside the console's assembly.</summary>
    public static string TargetsFile => Path.Combine(AppContext.BaseDirectory, "BenchmarkProgram.targets");

    /// <summary>Points <see cref="Variable"/> at <see cref="TargetsFile"/> until disposed.</summary>
    public static InheritedVariables Configure() => InheritedVariables.Set((Variable, TargetsFile));
}
