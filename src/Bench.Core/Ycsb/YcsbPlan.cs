namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>YCSB's operations, in the order its output lists them.</summary>
public enum YcsbOperation : byte
{
    /// <summary>Read one record by key (every field, or one).</summary>
    Read,

    /// <summary>Update one record by key (one field, or every field).</summary>
    Update,

    /// <summary>Insert a record with the next new key.</summary>
    Insert,

    /// <summary>Read the records from a key on, in key order, up to the scan's length.</summary>
    Scan,

    /// <summary>Read one record, then update it.</summary>
    ReadModifyWrite,
}

/// <summary>
/// Everything a YCSB run will do, drawn from a fixed seed before any timing: per thread, each
/// operation's kind, key number (for <c>latest</c>, an offset back from the newest key), field and
/// scan length, and the values every write will store (<see cref="YcsbValue"/>, already built). The
/// key names of every record that can exist, and the value of every loaded record, are here too.
/// </summary>
public sealed class YcsbPlan
{
    /// <summary>The seed used when none is given.</summary>
    public const int DefaultSeed = 2026;

    private readonly Dictionary<string, long> _keyNumbers;

    /// <summary>Draws the plan for <paramref name="properties"/> from <paramref name="seed"/>.</summary>
    public YcsbPlan(YcsbProperties properties, int seed = DefaultSeed)
    {
        ArgumentNullException.ThrowIfNull(properties);
        Properties = properties;
        var threads = properties.ThreadCount;
        PerThread = (properties.OperationCount + threads - 1) / threads;
        var sum = properties.ProportionSum;
        double[] cumulative =
        [
            properties.ReadProportion / sum,
            (properties.ReadProportion + properties.UpdateProportion) / sum,
            (properties.ReadProportion + properties.UpdateProportion + properties.InsertProportion) / sum,
            (properties.ReadProportion + properties.UpdateProportion + properties.InsertProportion + properties.ScanProportion) / sum,
        ];
        // Zipfian keys are drawn over the loaded keys and the inserts YCSB expects (twice the
        // insert share), as YCSB does; a key not inserted yet when its turn comes wraps into those that are.
        var expectedNew = properties.RequestDistribution == RequestDistribution.Zipfian ? (long)(properties.OperationCount * properties.InsertProportion * 2) : 0;
        var keys = new KeyChooser(properties.RequestDistribution,
            properties.RequestDistribution == RequestDistribution.Latest ? properties.RecordCount + properties.OperationCount : properties.RecordCount + expectedNew,
            properties.HotspotDataFraction, properties.HotspotOperationFraction);
        var scanLengths = properties.ScanLengthDistribution == ScanLengthDistribution.Zipfian && properties.MaxScanLength >= 2
            ? new ZipfianGenerator(properties.MaxScanLength) : null;
        Threads = [.. Enumerable.Range(0, threads).Select(t => new ThreadPlan(this, t, properties.OperationCount / threads + (t < properties.OperationCount % threads ? 1 : 0),
            new Random(seed + t), cumulative, keys, scanLengths))];
        Inserts = Threads.Sum(t => t.Kinds.Count(k => k == YcsbOperation.Insert));
        KeyNames = [.. Enumerable.Range(0, properties.RecordCount + Inserts).Select(k => YcsbKeys.Name(k, properties.HashedInsertOrder))];
        _keyNumbers = new Dictionary<string, long>(KeyNames.Length, StringComparer.Ordinal);
        for (var k = 0; k < KeyNames.Length; k++)
        {
            if (!_keyNumbers.TryAdd(KeyNames[k], k))
            {
                throw new InvalidOperationException($"two YCSB key numbers hash to the key {KeyNames[k]}");
            }
        }
    }

    /// <summary>The workload's properties.</summary>
    public YcsbProperties Properties { get; }

    /// <summary>The most operations any one thread runs; versions are numbered per thread in steps of it.</summary>
    public int PerThread { get; }

    /// <summary>Each thread's operations.</summary>
    public IReadOnlyList<ThreadPlan> Threads { get; }

    /// <summary>Insert operations over all threads: the rows the run adds.</summary>
    public int Inserts { get; }

    /// <summary>The name of every key number that can exist: the loaded ones, then the inserted ones.</summary>
    public string[] KeyNames { get; }

    /// <summary>The key number of <paramref name="name"/>, or -1 for a name no record can have.</summary>
    public long KeyNumber(string name) => _keyNumbers.TryGetValue(name, out var number) ? number : -1;

    /// <summary>The version written by operation <paramref name="index"/> of thread <paramref name="thread"/> (1 and up; 0 is the load's).</summary>
    public uint VersionOf(int thread, int index) => (uint)(thread * PerThread + index + 1);

    /// <summary>The thread and operation that wrote <paramref name="version"/> (&gt; 0).</summary>
    public (int Thread, int Index) WriterOf(uint version) => ((int)((version - 1) / (uint)PerThread), (int)((version - 1) % (uint)PerThread));

    /// <summary>The loaded rows (key, then every field at version 0), built when the load asks for each.</summary>
    public IReadOnlyList<object?[]> LoadedRows => new LoadedRowList(this);

    /// <summary>The values of a row written at <paramref name="version"/> (every field), for the key <paramref name="key"/> when the version is 0.</summary>
    public string[] RowValues(long key, uint version) =>
        [.. Enumerable.Range(0, Properties.FieldCount).Select(f => YcsbValue.Create(key, f, version, Properties.FieldLength))];

    // The load's rows, made one at a time as the bulk path reads them: 100,000 rows of ten
    // 100-character fields held at once would be 200 MB.
    private sealed class LoadedRowList(YcsbPlan plan) : IReadOnlyList<object?[]>
    {
        public int Count => plan.Properties.RecordCount;

        public object?[] this[int index] => [plan.KeyNames[index], .. plan.RowValues(index, 0)];

        public IEnumerator<object?[]> GetEnumerator()
        {
            for (var i = 0; i < Count; i++)
            {
                yield return this[i];
            }
        }

        System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator();
    }
}

/// <summary>One thread's operations, drawn before the run.</summary>
public sealed class ThreadPlan
{
    internal ThreadPlan(YcsbPlan plan, int thread, int count, Random random, double[] cumulative, KeyChooser keys, ZipfianGenerator? scanLengths)
    {
        var properties = plan.Properties;
        Kinds = new YcsbOperation[count];
        Keys = new long[count];
        Fields = new int[count];
        ScanLengths = new int[count];
        Values = new string[]?[count];
        for (var i = 0; i < count; i++)
        {
            var u = random.NextDouble();
            var kind = u < cumulative[0] ? YcsbOperation.Read : u < cumulative[1] ? YcsbOperation.Update
                : u < cumulative[2] ? YcsbOperation.Insert : u < cumulative[3] ? YcsbOperation.Scan : YcsbOperation.ReadModifyWrite;
            Kinds[i] = kind;
            Keys[i] = kind == YcsbOperation.Insert ? -1 : keys.Next(random);
            var writesAll = kind == YcsbOperation.Insert || (kind != YcsbOperation.Read && kind != YcsbOperation.Scan && properties.WriteAllFields);
            var readsAll = kind != YcsbOperation.Read || properties.ReadAllFields;
            Fields[i] = kind switch
            {
                YcsbOperation.Update or YcsbOperation.ReadModifyWrite or YcsbOperation.Insert => writesAll ? -1 : random.Next(properties.FieldCount),
                YcsbOperation.Read => readsAll ? -1 : random.Next(properties.FieldCount),
                _ => -1,
            };
            ScanLengths[i] = kind != YcsbOperation.Scan ? 0 : scanLengths is null ? 1 + random.Next(properties.MaxScanLength) : 1 + (int)scanLengths.Next(random);
            if (kind is YcsbOperation.Update or YcsbOperation.ReadModifyWrite or YcsbOperation.Insert)
            {
                var version = plan.VersionOf(thread, i);
                Values[i] = Fields[i] < 0 ? plan.RowValues(-1, version) : [YcsbValue.Create(-1, Fields[i], version, properties.FieldLength)];
            }
        }
    }

    /// <summary>Each operation's kind.</summary>
    public YcsbOperation[] Kinds { get; }

    /// <summary>Each operation's key number (-1 for an insert, whose key is the next new one; for latest, the offset back from the newest).</summary>
    public long[] Keys { get; }

    /// <summary>The field each write writes, or each read reads; -1 for every field.</summary>
    public int[] Fields { get; }

    /// <summary>Each scan's length (0 for other operations).</summary>
    public int[] ScanLengths { get; }

    /// <summary>The values each write stores: one for a one-field update, every field's otherwise; null for reads and scans.</summary>
    public string[]?[] Values { get; }
}
