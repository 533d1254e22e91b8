namespace EmbeddedDbBench.Console.Running;

/// <summary>The file system a folder lives on, and whether it keeps what it is given.</summary>
/// <param name="Type">The file system type ("ext4", "tmpfs"), or "unknown".</param>
/// <param name="Description">Type, device and mount point, as the report prints them.</param>
public sealed record FolderFileSystem(string Type, string Description)
{
    // File systems in memory: fsync returns at once and nothing survives a power cut.
    private static readonly string[] _inMemory = ["tmpfs", "ramfs", "devtmpfs"];

    /// <summary>Whether the file system keeps files in memory only, so that a sync reaches no disk.</summary>
    public bool IsVolatile => _inMemory.Contains(Type);

    /// <summary><see cref="Description"/>, and for a volatile file system what that does to the figures.</summary>
    public string WithWarning => IsVolatile
        ? $"{Description}. NOT DURABLE: {Type} keeps files in memory and its fsync returns at once, so every "
            + "Default-vs-SyncOff ratio measured here means nothing, and the synced rows' costs are not a disk's"
        : Description;

    /// <summary>
    /// Linux: the mount whose mount point is the longest prefix of <paramref name="folder"/> (which
    /// need not exist any more). Elsewhere the drive's format, which DriveInfo reports.
    /// </summary>
    public static FolderFileSystem Of(string folder)
    {
        var full = Path.GetFullPath(folder);
        if (File.Exists("/proc/mounts"))
        {
            var mount = File.ReadLines("/proc/mounts")
                .Select(line => line.Split(' '))
                .Where(parts => parts.Length > 2 && IsUnder(full, parts[1]))
                .MaxBy(parts => parts[1].Length);
            return mount is null ? new("unknown", "unknown") : new(mount[2], $"{mount[2]} on {mount[0]} (mounted at {mount[1]})");
        }

        try
        {
            var format = new DriveInfo(Path.GetPathRoot(full) ?? full).DriveFormat;
            return new(format, format);
        }
        catch (ArgumentException)
        {
            return new("unknown", "unknown");
        }
    }

    // "/tmpdata" is not under the mount point "/tmp".
    private static bool IsUnder(string folder, string mountPoint) =>
        folder == mountPoint || folder.StartsWith(mountPoint.TrimEnd('/') + "/", StringComparison.Ordinal);
}
