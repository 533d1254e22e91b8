using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The source studies' own tuning factors, where one measured the same change the suite does:
/// mORMot's 2014 matrix gives each setting's factor over "full" (synchronous FULL, the suite's
/// Default) for every insert mode and read, from its "ext" rows alone (<see cref="MormotPublished"/>).
/// </summary>
public static class PublishedFactors
{
    /// <summary>The published factor of <paramref name="variant"/> over Default for W5's <paramref name="step"/> on SQLite, or null.</summary>
    public static double? MatrixSqlite(string step, Variant variant) => MormotPublished.SqliteFactor(step, variant.ToString());
}
