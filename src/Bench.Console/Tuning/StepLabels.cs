namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// A chart's step labels without the parameters every one of them shares: "Writes Readers=4, Recording=On, BusyTimeout=AsShipped"
/// and "Writes Readers=16, Recording=On, BusyTimeout=AsShipped" read "Writes Readers=4" and "Writes Readers=16", the shared
/// "Recording=On, BusyTimeout=AsShipped" said once beside the axis, so that the labels do not take the image.
/// </summary>
public static class StepLabels
{
    /// <summary>The labels of <paramref name="steps"/> (a step, a space, then its parameters joined by ", ") without the parameters all share, and those shared.</summary>
    public static (IReadOnlyList<string> Labels, IReadOnlyList<string> Shared) Shortened(IReadOnlyList<string> steps)
    {
        ArgumentNullException.ThrowIfNull(steps);
        var split = steps.Select(Split).ToArray();
        // One step alone shares all its parameters with itself: they go beside the axis too, where they run across the
        // image, not upright under its one group of bars, where W6's five took most of the image.
        string[] shared = [.. split.FirstOrDefault().Parameters?.Where(p => split.All(s => s.Parameters.Contains(p))) ?? []];
        var labels = split.Select(s => s.Parameters.Except(shared).ToArray() is { Length: > 0 } own ? $"{s.Step} {string.Join(", ", own)}" : s.Step).ToArray();
        return (labels, shared);
    }

    private static (string Step, string[] Parameters) Split(string label)
    {
        var space = label.IndexOf(' ', StringComparison.Ordinal);
        return space < 0 ? (label, []) : (label[..space], label[(space + 1)..].Split(", "));
    }
}
