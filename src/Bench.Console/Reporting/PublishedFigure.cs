namespace EmbeddedDbBench.Console.Reporting;

/// <summary>One engine's published W4 figure for one phase, in seconds.</summary>
/// <param name="Engine">The engine the study measured.</param>
/// <param name="AtThousand">Seconds at N = 10^3, when published.</param>
/// <param name="AtMillion">Seconds at N = 10^6, when published.</param>
/// <param name="Note">A caveat printed beside the figure.</param>
public sealed record PublishedFigure(string Engine, double? AtThousand, double? AtMillion, string? Note = null)
{
    /// <summary>The suite's engine (its <c>Engine.Name</c>) that runs the same product, whose figures go beside these; null when none does.</summary>
    public string? MeasuredAs { get; init; }
}
