using BenchmarkDotNet.Reports;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// One measured case as the tuning report compares it: which benchmark class, engine, step and
/// other parameters, which variant, and the mean with its 99.9% confidence interval.
/// </summary>
/// <param name="BenchmarkClass">The benchmark class (its generic definition for workload classes).</param>
/// <param name="EngineType">The engine type the class was closed over.</param>
/// <param name="Step">The benchmark method, which is the step.</param>
/// <param name="Parameters">The parameters other than the variant, e.g. <c>N=1000</c>; empty when none.</param>
/// <param name="Variant">The variant.</param>
/// <param name="Time">Mean and interval, in nanoseconds.</param>
/// <param name="Record">The benchmark process's ledger record.</param>
/// <param name="Protocol">The protocol the case ran, when the suite planned it.</param>
public sealed record TuningCase(
    Type BenchmarkClass,
    Type EngineType,
    string Step,
    string Parameters,
    Variant Variant,
    Interval Time,
    CaseRecord? Record,
    RunProtocol? Protocol)
{
    /// <summary>The engine's name as it recorded it, else its type name.</summary>
    public string EngineName => Record?.Engine ?? EngineType.Name;

    /// <summary>The value of the parameter <paramref name="name"/> as <see cref="Parameters"/> spells it, or null when the case has none.</summary>
    public string? Parameter(string name) =>
        Parameters.Split(", ").Where(p => p.StartsWith(name + "=", StringComparison.Ordinal)).Select(p => p[(name.Length + 1)..]).FirstOrDefault();

    /// <summary>W6's reader count, 0 for a case without one.</summary>
    public int Readers => int.Parse(Parameter("Readers") ?? "0", System.Globalization.CultureInfo.InvariantCulture);

    /// <summary>The step with its parameters, e.g. <c>Write N=1000</c>.</summary>
    public string StepLabel => Parameters.Length == 0 ? Step : $"{Step} {Parameters}";

    /// <summary>The validated cases of <paramref name="summaries"/> run by a workload class generic over the engine.</summary>
    public static IReadOnlyList<TuningCase> From(IEnumerable<Summary> summaries, ProtocolBook book, LedgerLookup ledger) =>
        summaries.SelectMany(summary => summary.Reports)
            .Where(report => report is { Success: true, ResultStatistics: not null }
                && report.BenchmarkCase.Descriptor.Type.IsGenericType)
            .Select(report =>
            {
                var benchmarkCase = report.BenchmarkCase;
                var type = benchmarkCase.Descriptor.Type;
                var parameters = CaseParameters.Of(benchmarkCase);
                return new TuningCase(
                    type.GetGenericTypeDefinition(),
                    type.GetGenericArguments()[0],
                    benchmarkCase.Descriptor.WorkloadMethod.Name,
                    parameters.Others,
                    parameters.Variant,
                    Interval.Of(report.ResultStatistics!),
                    ledger.RecordOf(benchmarkCase),
                    book.Of(benchmarkCase));
            })
            .Where(c => c.Record is { Error: null })
            .ToArray();
}
