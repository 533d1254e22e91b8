namespace EmbeddedDbBench.Engines.Instruments.PowerCut;

/// <summary>
/// What a simulated power cut keeps of the names (creates, renames, unlinks) made before it. Declared strictest first, the
/// order reports show them in; each one's name is <see cref="FileSystemModels.NameOf"/>'s.
/// </summary>
public enum FileSystemModel
{
    /// <summary>
    /// The worst case POSIX allows (LazyFS's "clear unsynced data", ALICE): a name is durable only
    /// once its directory was fsynced. No common Linux file system is this strict for names.
    /// </summary>
    Posix,

    /// <summary>
    /// ext4 with <c>data=ordered</c> (its default) and XFS: an fsync or fdatasync of any file commits
    /// the journal transaction that holds every earlier create, rename and unlink, so those names are
    /// durable with it; file contents stay durable per file as synced (a name whose content never was
    /// comes back empty).
    /// </summary>
    Journaled,
}
