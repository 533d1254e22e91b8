using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Ledger;

/// <summary>
/// Finds the ledger record and the timing of a reported benchmark case. The host creates one for
/// the run's ledger and hands it to the columns and pages that read records; the file is re-read
/// only when it has grown, since report columns ask for every case and cell. Its key is the one
/// name of a case the protocol book, the drift watch and the reports share, hence a folder of its
/// own below them all.
/// </summary>
/// <param name="ledger">The run's ledger, which benchmark processes append to.</param>
public sealed class LedgerLookup(CaseLedger ledger)
{
    private (long Length, IReadOnlyDictionary<string, CaseRecord> Records)? _cache;

    /// <summary>The ledger file's path.</summary>
    public string Path => ledger.Path;

    /// <summary>
    /// The key under which the benchmark process recorded <paramref name="benchmarkCase"/> (<see cref="CaseKey"/>): class,
    /// method and every parameter value, as the process's own instance reads them.
    /// </summary>
    public static string KeyOf(BenchmarkCase benchmarkCase)
    {
        ArgumentNullException.ThrowIfNull(benchmarkCase);
        return CaseKey.Create(benchmarkCase.Descriptor.Type, benchmarkCase.Descriptor.WorkloadMethod.Name,
            benchmarkCase.Parameters.Items.Select(p => new KeyValuePair<string, object?>(p.Name, p.Value)));
    }

    /// <summary>The mean time of a successful case in nanoseconds, or null when it has no measurements.</summary>
    public static double? MeanNanoseconds(Summary summary, BenchmarkCase benchmarkCase) =>
        summary[benchmarkCase] is { Success: true, ResultStatistics: { } statistics } ? statistics.Mean : null;

    /// <summary>The record for <paramref name="benchmarkCase"/> in the ledger, if any.</summary>
    public CaseRecord? RecordOf(BenchmarkCase benchmarkCase) =>
        Records().GetValueOrDefault(KeyOf(benchmarkCase));

    /// <summary>All records of the ledger, the latest per case.</summary>
    public IReadOnlyDictionary<string, CaseRecord> Records()
    {
        var length = File.Exists(ledger.Path) ? new FileInfo(ledger.Path).Length : 0;
        if (_cache is not { } cache || cache.Length != length)
        {
            _cache = cache = (length, ledger.ReadLatest());
        }

        return cache.Records;
    }
}
