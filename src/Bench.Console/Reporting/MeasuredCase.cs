using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Reports;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// One reported benchmark case in the terms report pages need: workload, engine, step,
/// parameters, the measured statistics and the process's ledger record.
/// </summary>
/// <param name="Workload">The benchmark class without its type argument, e.g. <c>Crud</c>.</param>
/// <param name="EngineType">The engine type argument's name, e.g. <c>MicrosoftSqliteEngine</c>.</param>
/// <param name="Step">The benchmark method, which is the workload step.</param>
/// <param name="Parameters">Parameter values as text, by name (e.g. N, Variant).</param>
/// <param name="MeanNanoseconds">Mean of the measured runs; null when the case failed.</param>
/// <param name="MedianNanoseconds">Median of the measured runs; null when the case failed.</param>
/// <param name="Record">What the benchmark process recorded; null when it left nothing.</param>
public sealed record MeasuredCase(
    string Workload,
    string EngineType,
    string Step,
    IReadOnlyDictionary<string, string> Parameters,
    double? MeanNanoseconds,
    double? MedianNanoseconds,
    CaseRecord? Record)
{
    /// <summary>Measured runs behind the statistics; 0 when the case failed.</summary>
    public int MeasuredRuns { get; init; }

    /// <summary>The fastest measured run, ns; null when the case failed.</summary>
    public double? FastestNanoseconds { get; init; }

    /// <summary>The slowest measured run, ns; null when the case failed.</summary>
    public double? SlowestNanoseconds { get; init; }

    /// <summary>Bytes the process allocated in one run, from BenchmarkDotNet's memory diagnoser; null where it did not run.</summary>
    public long? AllocatedBytesPerRun { get; init; }

    /// <summary>The case's variant, by its name; a clear error when the case has none, or one <see cref="Core.Variant"/> does not name.</summary>
    public Variant Variant => this[nameof(Core.Variant)] is { } name && Enum.GetNames<Variant>().Contains(name, StringComparer.Ordinal)
        ? Enum.Parse<Variant>(name)
        : throw new InvalidDataException($"{Workload}<{EngineType}>.{Step}: the variant '{this[nameof(Core.Variant)]}' is not one of {string.Join(", ", Enum.GetNames<Variant>())}.");

    /// <summary>True when the case ran <paramref name="step"/>.</summary>
    public bool Is<TStep>(TStep step)
        where TStep : struct, Enum => Step == step.ToString();

    /// <summary>The value of parameter <paramref name="name"/>, or null.</summary>
    public string? this[string name] => Parameters.GetValueOrDefault(name);

    /// <summary>True when the case was measured and validated.</summary>
    public bool IsValid => MeanNanoseconds is not null && Record is { Error: null };

    /// <summary>The workload name a benchmark class reports under: <c>Crud</c> for <c>Crud&lt;TEngine&gt;</c> open or closed.</summary>
    public static string WorkloadOf(Type benchmarkType) =>
        benchmarkType.IsGenericType ? benchmarkType.Name[..benchmarkType.Name.IndexOf('`', StringComparison.Ordinal)] : benchmarkType.Name;

    /// <summary>The cases of <paramref name="summaries"/>, with their records from <paramref name="ledger"/>.</summary>
    public static IReadOnlyList<MeasuredCase> From(IEnumerable<Summary> summaries, LedgerLookup ledger) =>
        summaries.SelectMany(summary => summary.BenchmarksCases.Select(c =>
        {
            var type = c.Descriptor.Type;
            var report = summary[c] is { Success: true } success ? success : null;
            var statistics = report?.ResultStatistics;
            return new MeasuredCase(
                WorkloadOf(type),
                type.IsGenericType ? type.GetGenericArguments()[0].Name : "",
                c.Descriptor.WorkloadMethod.Name,
                CaseParameters.Of(c).Items.ToDictionary(p => p.Key, p => p.Value?.ToString() ?? ""),
                statistics?.Mean,
                statistics?.Median,
                ledger.RecordOf(c))
            {
                MeasuredRuns = statistics?.N ?? 0,
                FastestNanoseconds = statistics?.Min,
                SlowestNanoseconds = statistics?.Max,
                AllocatedBytesPerRun = Allocations.PerRun(summary, c),
            };
        })).ToArray();
}
