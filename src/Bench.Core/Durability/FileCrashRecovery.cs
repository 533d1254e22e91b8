namespace EmbeddedDbBench.Core.Durability;

/// <summary>
/// An engine whose database is one file the writer's process holds (<c>bench</c> and the engine's extension,
/// anywhere under the data folder): a database whose file is gone is unopenable, every acknowledged commit lost;
/// otherwise the engine reopens the file.
/// </summary>
public abstract class FileCrashRecovery : CrashRecovery
{
    /// <summary>The database file's extension, e.g. <c>.db</c>.</summary>
    protected abstract string Extension { get; }

    /// <inheritdoc />
    public sealed override CrashReopened Reopen(CrashScene scene)
    {
        ArgumentNullException.ThrowIfNull(scene);
        var file = Directory.EnumerateFiles(scene.Folder, "bench.*", SearchOption.AllDirectories)
            .SingleOrDefault(f => string.Equals(Path.GetExtension(f), Extension, StringComparison.Ordinal));
        return file is null ? CrashReopened.Unopenable("the database file is gone") : Reopen(file, scene);
    }

    /// <summary>Reopens <paramref name="file"/>, the database <paramref name="scene"/> left, as <see cref="CrashRecovery.Reopen"/> does.</summary>
    protected abstract CrashReopened Reopen(string file, CrashScene scene);
}
