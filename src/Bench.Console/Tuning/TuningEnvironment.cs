using System.Globalization;
using EmbeddedDbBench.Console.Protocol;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>The tuning report's "where it ran" section: machine, runtime setting, disk, engines and providers.</summary>
public static class TuningEnvironment
{
    /// <summary>Appends the section.</summary>
    public static void Append(ReportDocument document, RunEnvironment environment, DiskSyncRate? disk, IReadOnlyList<TuningCase> cases)
    {
        var diskText = disk is null
            ? "not measured (the data folder could not be written)"
            : string.Create(CultureInfo.InvariantCulture,
                $"{disk.MedianSeconds * 1000:0.000} ms per 4 KiB write + fsync at the median of {disk.Syncs:N0} ({disk.SyncsPerSecond:N0} syncs/s)");
        document.Heading(2, "Where it ran").Table(
            ["what", "value"],
            [
                ["OS", environment.Os],
                ["kernel", environment.Kernel],
                ["CPU", environment.Cpu],
                [".NET", environment.Runtime],
                ["benchmark processes", $"{RunProtocol.TieredCompilationVariable}=0: every method compiled once, fully optimised"],
                ["databases in", environment.DataFolder],
                ["filesystem", environment.FileSystem],
                ["disk sync rate", diskText],
                .. cases.Select(c => (c.EngineName, c.Record?.Provider, c.Record?.ServerVersion)).Distinct()
                    .Select(e => (IReadOnlyList<string>)[e.EngineName, $"{e.ServerVersion} through {e.Provider}"]),
            ]);
    }
}
