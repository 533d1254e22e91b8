using BenchmarkDotNet.Running;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// The one rule of "this case under Default", for the suite report's speed-up column and the tuning report alike: the
/// same step on the same engine and table, the same parameters, the variant Default.
/// </summary>
public static class DefaultCase
{
    // W3's naive import fills the table the imports fill, row by row under the engine's defaults: the imports' Default,
    // measured in a class of its own (its own protocol and filter).
    private static readonly Dictionary<Type, Type> _sameTable = new() { [typeof(ShipmentsNaiveImport<>)] = typeof(ShipmentsImport<>) };

    /// <summary>The workload class whose table <paramref name="workload"/> (a generic type definition) fills: itself, or W3's imports for the naive import.</summary>
    public static Type TableOf(Type workload) => _sameTable.GetValueOrDefault(workload, workload);

    /// <summary>True when <paramref name="candidate"/> is the Default of <paramref name="variantCase"/>.</summary>
    public static bool IsDefaultOf(BenchmarkCase candidate, BenchmarkCase variantCase)
    {
        ArgumentNullException.ThrowIfNull(candidate);
        ArgumentNullException.ThrowIfNull(variantCase);
        var (type, variantType) = (candidate.Descriptor.Type, variantCase.Descriptor.Type);
        return candidate.Descriptor.WorkloadMethod.Name == variantCase.Descriptor.WorkloadMethod.Name
            && (type == variantType || (type.IsGenericType && variantType.IsGenericType
                && type.GetGenericArguments().SequenceEqual(variantType.GetGenericArguments())
                && TableOf(type.GetGenericTypeDefinition()) == TableOf(variantType.GetGenericTypeDefinition())))
            && CaseParameters.Of(candidate) is var parameters && parameters.Variant == Variant.Default
            && parameters.SameButVariant(CaseParameters.Of(variantCase));
    }
}
