using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>Finds the ledger record and the timing of a reported benchmark case.</summary>
public static class LedgerLookup
{
    private static (string Path, long Length, IReadOnlyDictionary<string, CaseRecord> Records)? _cache;

    /// <summary>The key under which the benchmark process recorded <paramref name="benchmarkCase"/>.</summary>
    public static string KeyOf(BenchmarkCase benchmarkCase) => CaseKey.Create(
        benchmarkCase.Descriptor.Type,
        benchmarkCase.Descriptor.WorkloadMethod.Name,
        benchmarkCase.Parameters.Items.Select(p => new KeyValuePair<string, object?>(p.Name, p.Value)));

    /// <summary>The record for <paramref name="benchmarkCase"/> in the current ledger, if any.</summary>
    public static CaseRecord? RecordOf(BenchmarkCase benchmarkCase) =>
        Records().GetValueOrDefault(KeyOf(benchmarkCase));

    /// <summary>All records of the current ledger, the latest per case.</summary>
    public static IReadOnlyDictionary<string, CaseRecord> Records()
    {
        if (CaseLedger.FromEnvironment() is not { } ledger)
        {
            return new Dictionary<string, CaseRecord>();
        }

        var length = File.Exists(ledger.Path) ? new FileInfo(ledger.Path).Length : 0;
        if (_cache is not { } cache || cache.Path != ledger.Path || cache.Length != length)
        {
            _cache = cache = (ledger.Path, length, ledger.ReadLatest());
        }

        return cache.Records;
    }

    /// <summary>The mean time of a successful case in nanoseconds, or null when it has no measurements.</summary>
    public static double? MeanNanoseconds(Summary summary, BenchmarkCase benchmarkCase) =>
        summary[benchmarkCase] is { Success: true, ResultStatistics: { } statistics } ? statistics.Mean : null;
}
