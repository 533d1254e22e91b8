using System.Globalization;

namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>How YCSB chooses the key of a read, update, scan or read-modify-write (<c>requestdistribution</c>).</summary>
public enum RequestDistribution
{
    /// <summary>Every loaded key equally likely.</summary>
    Uniform,

    /// <summary>Zipfian popularity (constant 0.99), the ranks scrambled by a hash so hot keys spread over the key space.</summary>
    Zipfian,

    /// <summary>The most recently inserted keys most likely (a zipfian offset back from the newest).</summary>
    Latest,

    /// <summary><c>hotspotopnfraction</c> of the operations on the first <c>hotspotdatafraction</c> of the keys, uniform within each set.</summary>
    Hotspot,
}

/// <summary>How a scan's length is chosen between 1 and <c>maxscanlength</c> (<c>scanlengthdistribution</c>).</summary>
public enum ScanLengthDistribution
{
    /// <summary>Every length equally likely.</summary>
    Uniform,

    /// <summary>Short scans most likely (zipfian over the lengths).</summary>
    Zipfian,
}

/// <summary>
/// One YCSB core workload as its property file gives it (YCSB's <c>CoreWorkload</c> properties, with
/// YCSB's documented defaults where the file names none). Built by <see cref="YcsbPropertyFile"/>.
/// </summary>
public sealed record YcsbProperties
{
    /// <summary>The workload's name: the property file's name without extension (<c>workloada</c>).</summary>
    public required string Name { get; init; }

    /// <summary>Records loaded before the run phase (<c>recordcount</c>).</summary>
    public int RecordCount { get; init; } = 1_000;

    /// <summary>Operations in one run phase, over all threads (<c>operationcount</c>).</summary>
    public int OperationCount { get; init; } = 1_000;

    /// <summary>Text fields per record (<c>fieldcount</c>, 10).</summary>
    public int FieldCount { get; init; } = 10;

    /// <summary>Characters per field (<c>fieldlength</c>, 100).</summary>
    public int FieldLength { get; init; } = 100;

    /// <summary>Share of reads (<c>readproportion</c>, 0.95).</summary>
    public double ReadProportion { get; init; } = 0.95;

    /// <summary>Share of updates (<c>updateproportion</c>, 0.05).</summary>
    public double UpdateProportion { get; init; } = 0.05;

    /// <summary>Share of inserts of new keys (<c>insertproportion</c>, 0).</summary>
    public double InsertProportion { get; init; }

    /// <summary>Share of short range scans (<c>scanproportion</c>, 0).</summary>
    public double ScanProportion { get; init; }

    /// <summary>Share of read-modify-writes (<c>readmodifywriteproportion</c>, 0).</summary>
    public double ReadModifyWriteProportion { get; init; }

    /// <summary>Key choice (<c>requestdistribution</c>, uniform).</summary>
    public RequestDistribution RequestDistribution { get; init; } = RequestDistribution.Uniform;

    /// <summary>Longest scan (<c>maxscanlength</c>, 1000).</summary>
    public int MaxScanLength { get; init; } = 1_000;

    /// <summary>Scan length choice (<c>scanlengthdistribution</c>, uniform).</summary>
    public ScanLengthDistribution ScanLengthDistribution { get; init; } = ScanLengthDistribution.Uniform;

    /// <summary>Whether keys are hashed (<c>insertorder=hashed</c>, the default) or ordered by insertion.</summary>
    public bool HashedInsertOrder { get; init; } = true;

    /// <summary>Share of the keys in the hot set (<c>hotspotdatafraction</c>, 0.2).</summary>
    public double HotspotDataFraction { get; init; } = 0.2;

    /// <summary>Share of operations on the hot set (<c>hotspotopnfraction</c>, 0.8).</summary>
    public double HotspotOperationFraction { get; init; } = 0.8;

    /// <summary>Client threads (<c>threadcount</c>, 1).</summary>
    public int ThreadCount { get; init; } = 1;

    /// <summary>Operations per second over all threads (<c>target</c>); 0 runs unthrottled (YCSB's default).</summary>
    public double Target { get; init; }

    /// <summary>Whether a read returns every field (<c>readallfields</c>, true) or one chosen at random.</summary>
    public bool ReadAllFields { get; init; } = true;

    /// <summary>Whether an update writes every field (<c>writeallfields</c>, false) or one chosen at random.</summary>
    public bool WriteAllFields { get; init; }

    /// <summary>The table's name (<c>table</c>, usertable).</summary>
    public string Table { get; init; } = "usertable";

    /// <summary>The sum of the five operation shares; YCSB normalises by it.</summary>
    public double ProportionSum => ReadProportion + UpdateProportion + InsertProportion + ScanProportion + ReadModifyWriteProportion;

    /// <summary>The workload as one line for the report: counts, shares and key choice.</summary>
    public string Describe() => string.Create(CultureInfo.InvariantCulture,
        $"{RecordCount:N0} records × {FieldCount} fields of {FieldLength} chars; {OperationCount:N0} operations on {ThreadCount} thread(s)" +
        $"{(Target > 0 ? $" paced at {Target:N0} ops/s" : "")}; read {ReadProportion:0.##} update {UpdateProportion:0.##} insert {InsertProportion:0.##} " +
        $"scan {ScanProportion:0.##} rmw {ReadModifyWriteProportion:0.##}; {RequestDistribution.ToString().ToLowerInvariant()}");
}
