using EmbeddedDbBench.Core.Contacts;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>One writer operation, with every value it binds boxed in advance (the timed loop only assigns them).</summary>
/// <param name="IsInsert">True for an INSERT of a new key, false for an UPDATE of an existing one.</param>
/// <param name="Key">The row's key.</param>
/// <param name="Values">
/// An UPDATE's values (new version, stamp, zip, key, previous version) or an INSERT's row
/// (W2's columns, then version 0 and its stamp).
/// </param>
public sealed record WriterOperation(bool IsInsert, int Key, object?[] Values);

/// <summary>
/// W6's seeded data and writer script: W2's generated rows (each with version 0), and a fixed
/// sequence of writer operations — every fifth an INSERT of the next new key, the others an UPDATE
/// that moves a random loaded row one version on. Because one writer applies them in order, the
/// table after each operation is known in advance: its row count and version sum identify the
/// operation (<see cref="StateAfter"/>), and every row's final version is known (<see cref="FinalVersions"/>).
/// </summary>
public sealed class ConcurrencyPlan
{
    private const int InsertEvery = 5;
    private readonly int[] _insertsAfter;
    private readonly int[] _updatesAfter;
    private readonly WriterOperation[] _operations;

    /// <summary>Builds the plan; everything is generated here, before any timing.</summary>
    public ConcurrencyPlan(int rows, int writerOperations, int seed)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(rows, 10);
        ArgumentOutOfRangeException.ThrowIfLessThan(writerOperations, 1);
        Data = new ContactsData(rows, rows * 2 / 5, rows / 5, seed);
        Rows = rows;
        var inserts = writerOperations / InsertEvery;
        FinalVersions = new long[rows + inserts + 1];
        _operations = new WriterOperation[writerOperations];
        _insertsAfter = new int[writerOperations + 1];
        _updatesAfter = new int[writerOperations + 1];
        var random = new Random(seed);
        var nextKey = rows + 1;
        for (var i = 0; i < writerOperations; i++)
        {
            var isInsert = (i + 1) % InsertEvery == 0;
            _operations[i] = isInsert ? Insert(nextKey++) : Update(random.Next(1, rows + 1));
            _insertsAfter[i + 1] = _insertsAfter[i] + (isInsert ? 1 : 0);
            _updatesAfter[i + 1] = _updatesAfter[i] + (isInsert ? 0 : 1);
        }

        LoadedRows = [.. Data.Rows.Select(r => (object?[])[.. r.Values(), 0L, Stamp(r.Id, 0)])];
    }

    /// <summary>W2's rows as generated.</summary>
    public ContactsData Data { get; }

    /// <summary>Rows loaded before the timed step.</summary>
    public int Rows { get; }

    /// <summary>The loaded rows as the bulk path takes them: W2's columns, version 0, its stamp.</summary>
    public IReadOnlyList<object?[]> LoadedRows { get; }

    /// <summary>The writer's operations, in order.</summary>
    public IReadOnlyList<WriterOperation> Operations => _operations;

    /// <summary>Every key's version after the last operation, by key (index 0 unused); keys past the loaded rows are the inserted ones.</summary>
    public long[] FinalVersions { get; }

    /// <summary>Keys a reader may ask for: the loaded rows and the ones the writer inserts.</summary>
    public int KeyCount => FinalVersions.Length - 1;

    /// <summary>Every key's version after the first <paramref name="applied"/> operations, by key, and how many keys exist then.</summary>
    public (long[] Versions, int Keys) After(int applied)
    {
        var versions = new long[FinalVersions.Length];
        for (var i = 0; i < applied; i++)
        {
            var operation = _operations[i];
            versions[operation.Key] = operation.IsInsert ? 0 : (long)operation.Values[0]!;
        }

        return (versions, Rows + _insertsAfter[applied]);
    }

    /// <summary>
    /// The value of the stamp column for <paramref name="key"/> at <paramref name="version"/>: a
    /// reader that sees a version with another stamp saw a row no committed state held.
    /// </summary>
    public static long Stamp(long key, long version) => (key * 1_000_003L) ^ (version * 7_919L + 17L);

    /// <summary>
    /// Which committed state a table of <paramref name="rowCount"/> rows and version sum
    /// <paramref name="versionSum"/> is: the number of writer operations applied, or -1 when no
    /// prefix of the writer's operations leaves that table.
    /// </summary>
    public int StateAfter(long rowCount, long versionSum)
    {
        var applied = rowCount - Rows + versionSum;
        return applied >= 0 && applied < _insertsAfter.Length
            && _insertsAfter[applied] == rowCount - Rows && _updatesAfter[applied] == versionSum
            ? (int)applied
            : -1;
    }

    private WriterOperation Insert(int key)
    {
        var template = Data.Rows[(key - 1) % Rows];
        object?[] row = [key, template.LastName, template.FirstName, template.Street, template.City, template.State, template.Zip, template.Country, template.Phone, 0L, Stamp(key, 0)];
        return new(true, key, row);
    }

    private WriterOperation Update(int key)
    {
        var previous = FinalVersions[key]++;
        var version = previous + 1;
        return new(false, key, [version, Stamp(key, version), ZipOf(version), key, previous]);
    }

    /// <summary>The zip an UPDATE writes with <paramref name="version"/>, so every update changes a W2 column too.</summary>
    public static string ZipOf(long version) => (version % 100_000).ToString("D5", System.Globalization.CultureInfo.InvariantCulture);
}
