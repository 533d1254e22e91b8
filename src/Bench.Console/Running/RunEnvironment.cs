using System.Runtime.InteropServices;
using System.Text.Json.Serialization;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Running;

/// <summary>The machine a run was measured on, as the tuning report states it.</summary>
/// <param name="Os">Operating system and version.</param>
/// <param name="Kernel">Kernel release (Linux), or the OS version.</param>
/// <param name="Cpu">Processor model and logical cores.</param>
/// <param name="Runtime">The .NET runtime and architecture.</param>
/// <param name="DataFolder">Where the embedded databases were created.</param>
/// <param name="FileSystem">The filesystem type of that folder, where it can be read, flagged when it keeps files in memory.</param>
public sealed record RunEnvironment(string Os, string Kernel, string Cpu, string Runtime, string DataFolder, string FileSystem)
{
    /// <summary>The file system a folder of the run lives on (a server's files): this machine's mounts unless given.</summary>
    [JsonIgnore]
    public Func<string, FolderFileSystem> FileSystemOf { get; init; } = FolderFileSystem.Of;

    /// <summary>Reads this machine's facts.</summary>
    public static RunEnvironment Current()
    {
        var dataFolder = ScratchFolder.ParentPath;
        return new RunEnvironment(
            RuntimeInformation.OSDescription,
            ReadFirstLine("/proc/sys/kernel/osrelease") ?? Environment.OSVersion.VersionString,
            $"{CpuModel()}, {Environment.ProcessorCount} logical cores",
            $"{RuntimeInformation.FrameworkDescription} {RuntimeInformation.ProcessArchitecture}",
            dataFolder,
            FolderFileSystem.Of(dataFolder).WithWarning);
    }

    private static string CpuModel()
    {
        if (File.Exists("/proc/cpuinfo"))
        {
            var model = File.ReadLines("/proc/cpuinfo").FirstOrDefault(l => l.StartsWith("model name", StringComparison.Ordinal));
            if (model?.Split(':', 2) is [_, var name])
            {
                return name.Trim();
            }
        }

        return Environment.GetEnvironmentVariable("PROCESSOR_IDENTIFIER") ?? RuntimeInformation.ProcessArchitecture.ToString();
    }

    private static string? ReadFirstLine(string path) => File.Exists(path) ? File.ReadLines(path).FirstOrDefault() : null;
}
