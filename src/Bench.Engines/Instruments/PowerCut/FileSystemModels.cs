namespace EmbeddedDbBench.Engines.Instruments.PowerCut;

/// <summary>
/// The file-system models by name: <c>posix</c>, <c>journaled</c>, on the command line, in the interposer's environment and
/// in saved results. The text is made here and read back here only; everything else holds the <see cref="FileSystemModel"/>.
/// </summary>
public static class FileSystemModels
{
    /// <summary>Every model, strictest first (their declaration order): the order reports show them in.</summary>
    public static IReadOnlyList<FileSystemModel> All { get; } = Enum.GetValues<FileSystemModel>();

    // Every member, no discard: CS8509 names this switch when a model is added.
    /// <summary>The name of <paramref name="model"/>.</summary>
    public static string NameOf(FileSystemModel model) => model switch
    {
        FileSystemModel.Posix => "posix",
        FileSystemModel.Journaled => "journaled",
    };

    /// <summary>The model named <paramref name="name"/> (<c>posix</c>, <c>journaled</c>, as <see cref="NameOf"/> writes it), or null.</summary>
    public static FileSystemModel? Parse(string? name) =>
        All.Cast<FileSystemModel?>().FirstOrDefault(m => string.Equals(NameOf(m!.Value), name, StringComparison.Ordinal));
}
