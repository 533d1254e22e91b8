using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Published;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The source studies' own tuning factors, where one measured the same change the suite does:
/// mORMot's 2014 matrix gives each setting's factor over "full" (synchronous FULL, the suite's
/// Default) for every insert mode and read, from its "ext" rows alone (<see cref="MormotPublished"/>),
/// for the engines that declare those rows.
/// </summary>
public static class PublishedFactors
{
    /// <summary>
    /// The published factor of <paramref name="variant"/> over Default for W5's <paramref name="step"/>
    /// among the matrix rows <paramref name="engine"/> stands beside, or null.
    /// </summary>
    public static double? Matrix(Engine engine, string step, Variant variant)
    {
        ArgumentNullException.ThrowIfNull(engine);
        return MormotPublished.Factor(engine.Facts.Published.Matrix, step, variant);
    }
}
