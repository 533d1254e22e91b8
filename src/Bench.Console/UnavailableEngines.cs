using BenchmarkDotNet.Running;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console;

/// <summary>
/// The selected engines that cannot run on this machine (a server engine with neither its
/// binaries nor a connection string; on Windows and macOS no throwaway server at all), one line
/// each, printed before the run: the reason is read once, not once per failed case.
/// </summary>
public static class UnavailableEngines
{
    /// <summary>"Engine: not available here: why" for each engine of <paramref name="runs"/> that lacks a prerequisite.</summary>
    public static IReadOnlyList<string> Of(IEnumerable<BenchmarkRunInfo> runs) =>
        [.. runs.Select(run => run.Type)
            .Where(type => type.IsGenericType)
            .Select(type => type.GetGenericArguments()[0])
            .Where(type => type.IsAssignableTo(typeof(Engine)))
            .Distinct()
            .Select(type => (Engine)Activator.CreateInstance(type)!)
            .Select(engine => engine.MissingPrerequisite() is { } why ? $"{engine.Name}: not available here: {why}" : null)
            .OfType<string>()];
}
