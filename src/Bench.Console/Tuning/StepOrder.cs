using System.Text.RegularExpressions;
using EmbeddedDbBench.Console.Results;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// A workload's steps in its own order for every size: parameters first (N=200 before N=1000,
/// compared as numbers), then the steps as the benchmark class declares them (W1: Create, Write,
/// Update, Read, Delete, Drop), never in the order the cases happened to finish.
/// </summary>
public static partial class StepOrder
{
    /// <summary>The distinct step labels of <paramref name="cases"/>, ordered.</summary>
    public static IReadOnlyList<string> Of(Type workload, IEnumerable<MeasuredCase> cases) =>
        cases.DistinctBy(c => c.StepLabel)
            .OrderBy(c => NaturalKey(c.OtherParameters), StringComparer.Ordinal)
            .ThenBy(c => DeclarationIndex(workload, c.Plan.Workload, c.Step))
            .Select(c => c.StepLabel)
            .ToArray();

    // Numbers padded to a fixed width, so that "N=1000" sorts after "N=200".
    private static string NaturalKey(string parameters) => Digits().Replace(parameters, m => m.Value.PadLeft(12, '0'));

    // Classes grouped under one workload (W3's naive import under the imports) keep their group's class first.
    private static (int Class, int Method) DeclarationIndex(Type workload, Type benchmarkClass, string step) =>
        (benchmarkClass == workload ? 0 : 1, benchmarkClass.GetMethod(step)?.MetadataToken ?? int.MaxValue);

    [GeneratedRegex("[0-9]+")]
    private static partial Regex Digits();
}
