using System.Globalization;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Running;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>The tuning report's "where it ran" section: machine, runtime setting, disk, engines and providers.</summary>
public static class TuningEnvironment
{
    /// <summary>Appends the section.</summary>
    public static void Append(ReportDocument document, RunEnvironment environment, DiskSyncRate? disk, IReadOnlyList<MeasuredCase> cases)
    {
        var diskText = disk is null
            ? "not measured (the data folder could not be written)"
            : string.Create(CultureInfo.InvariantCulture,
                $"{disk.MedianSeconds * 1000:0.000} ms per 4 KiB write + fsync at the median of {disk.Syncs:N0} ({disk.SyncsPerSecond:N0} syncs/s)");
        document.Heading(2, "Where it ran").Table<(string What, string Value)>(
            [
                ("OS", environment.Os),
                ("kernel", environment.Kernel),
                ("CPU", environment.Cpu),
                (".NET", environment.Runtime),
                ("tiered compilation in the benchmark processes", Tiering(cases)),
                ("databases in", environment.DataFolder),
                ("filesystem", environment.FileSystem),
                ("disk sync rate", diskText),
                .. ServerFolders(cases, environment.FileSystemOf),
                .. cases.Select(c => (c.EngineName, c.Record?.Provider, c.Record?.ServerVersion)).Distinct()
                    .Select(e => (e.EngineName, $"{e.ServerVersion} through {e.Provider}")),
            ],
            new("what", r => r.What), new("value", r => r.Value));
    }

    // Each server case's process started its own server in a folder of its own under the data folder.
    private static IEnumerable<(string What, string Value)> ServerFolders(IReadOnlyList<MeasuredCase> cases, Func<string, FolderFileSystem> fileSystemOf) =>
        cases.Where(c => c.Record?.ServerFolder is not null)
            .GroupBy(c => c.EngineName)
            .Select(g =>
            {
                var folders = g.SelectMany(c => c.Record!.ServerFolder!.Split(", ")).Distinct().ToArray();
                var fileSystems = folders.Select(fileSystemOf).Distinct().Select(f => f.WithWarning);
                return ($"{g.Key}: server files in",
                    $"{folders[0]}{(folders.Length > 1 ? $" and {folders.Length - 1} more (a server per case)" : "")}; {string.Join("; ", fileSystems)}");
            });

    // As each benchmark process recorded it: the planner keeps tiering off where the disk's commits bound a run, and
    // chooses the runtime's default JIT, warmed up until the JIT stands still, for the CPU-bound cases; a job shaped on the
    // command line bypasses the planner.
    private static string Tiering(IReadOnlyList<MeasuredCase> cases)
    {
        var settings = cases.GroupBy(c => c.Record?.TieredCompilation ?? "not recorded").OrderByDescending(g => g.Count()).ToArray();
        var text = string.Join("; ", settings.Select(g => settings.Length == 1 ? $"{g.Key}, every case" : $"{g.Key}, {g.Count()} cases"));
        if (settings.All(g => g.Key.StartsWith("off", StringComparison.Ordinal)))
        {
            return text + ": every method compiled once, fully optimised";
        }

        var tiered = cases.Where(c => c.Record?.TieredCompilation?.StartsWith("on", StringComparison.Ordinal) == true).ToArray();
        var planned = tiered.Where(c => c.Protocol?.Jit == Protocol.JitMode.TieredPgo).ToArray();
        var steady = planned.Count(c => c.Record is { JitWarmupRuns: not null, JitWarmupStillCompiling: null });
        var stillCompiling = planned.Count(c => c.Record?.MethodsCompiledWhileMeasured > 0);
        var warmupSeconds = planned.Select(c => c.Record?.JitWarmupSeconds ?? 0).ToArray();
        return text + (tiered.Length > 0 && planned.Length == tiered.Length
            ? string.Create(CultureInfo.InvariantCulture,
                $": the runtime's default JIT for the CPU-bound cases (Transaction, Batch, Memory, reads; the JIT column says which), each warmed up untimed until the JIT stood still, {(steady == planned.Length ? $"as it did in all {steady}" : $"as it did in {steady} of those {planned.Length} (the others' JIT column says how far it got)")}, the warm-ups {warmupSeconds.Sum():N0} s in all (the longest {warmupSeconds.DefaultIfEmpty().Max():N1} s); methods were compiled during the timed calls in {stillCompiling} of them (the process's count: the runtime's own housekeeping too, docs/architecture.md)")
            : ": where tiering was on outside the planner, timed code may have run as tier-0 (see docs/architecture.md, The JIT each case runs under)");
    }
}
