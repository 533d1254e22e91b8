namespace EmbeddedDbBench.Console.ReferenceRun;

/// <summary>
/// <c>reference-blocks [--check]</c>: writes the figures of the reference run under <c>docs/results/</c> into
/// the marked blocks of README.md and docs/reliability.md (what <c>refresh.sh</c> calls after a run), or, with
/// <c>--check</c>, says which blocks differ from the data and exits 1.
/// </summary>
public static class ReferenceBlocksCommand
{
    /// <summary>The verb.</summary>
    public const string Verb = "reference-blocks";

    /// <summary>Runs the verb in the repository at <paramref name="root"/>; returns the exit code.</summary>
    public static int Run(IReadOnlyList<string> args, string? root)
    {
        if (args is not ([] or ["--check"]) || root is null)
        {
            System.Console.Error.WriteLine(root is null
                ? "error: reference-blocks runs inside the repository (no EmbeddedDbBench.sln above the working folder)."
                : "usage: reference-blocks [--check]");
            return 2;
        }

        var stale = new List<string>();
        foreach (var (file, blocks) in Files(ReferenceResults.Load(Path.Combine(root, "docs", "results"))))
        {
            var path = Path.Combine(root, file);
            var text = File.ReadAllText(path);
            var written = Write(text, blocks, file);
            stale.AddRange(Stale(text, blocks, file).Select(name => $"{file}: block '{name}' differs from docs/results"));
            if (args is [] && written != text)
            {
                File.WriteAllText(path, written);
            }
        }

        if (args is ["--check"])
        {
            stale.ForEach(System.Console.Error.WriteLine);
            return stale.Count == 0 ? 0 : 1;
        }

        System.Console.WriteLine($"reference-blocks: {stale.Count} block(s) rewritten from docs/results.");
        return 0;
    }

    /// <summary>Each file's blocks, from <paramref name="run"/>.</summary>
    public static IReadOnlyList<(string File, IReadOnlyList<(string Name, string Content)> Blocks)> Files(ReferenceResults run) =>
    [
        ("README.md", HeadlineBlocks.Of(run)),
        (Path.Combine("docs", "reliability.md"), ReliabilityBlocks.Of(run)),
    ];

    /// <summary>The names of the blocks of <paramref name="text"/> whose content is not <paramref name="blocks"/>' own.</summary>
    public static IEnumerable<string> Stale(string text, IReadOnlyList<(string Name, string Content)> blocks, string fileName) =>
        blocks.Where(b => MarkedBlocks.Read(text, b.Name, fileName).Trim('\n') != b.Content.Trim('\n')).Select(b => b.Name);

    private static string Write(string text, IReadOnlyList<(string Name, string Content)> blocks, string fileName) =>
        blocks.Aggregate(text, (current, block) => MarkedBlocks.Write(current, block.Name, block.Content, fileName));
}
