using System.Text.Json;

namespace EmbeddedDbBench.Core.Ledger;

/// <summary>
/// A JSON-lines file of <see cref="CaseRecord"/>s. Benchmark processes append to it; the host
/// process reads it to fill the report's settings, per-row and validation columns. Its path
/// travels to benchmark processes in the <see cref="PathVariable"/> environment variable.
/// </summary>
public sealed class CaseLedger
{
    /// <summary>The environment variable holding the ledger's path.</summary>
    public const string PathVariable = "EMBEDDEDDBBENCH_LEDGER";

    private static readonly Lock _appendLock = new();

    /// <summary>Opens the ledger at <paramref name="path"/> (the file need not exist yet).</summary>
    public CaseLedger(string path) => Path = path;

    /// <summary>The file's path.</summary>
    public string Path { get; }

    /// <summary>The ledger named by <see cref="PathVariable"/>, or null when it is not set.</summary>
    public static CaseLedger? FromEnvironment() =>
        Environment.GetEnvironmentVariable(PathVariable) is { Length: > 0 } path ? new CaseLedger(path) : null;

    /// <summary>Appends one record as a line.</summary>
    public void Append(CaseRecord record)
    {
        var line = CaseRecordWriter.Line(record);
        lock (_appendLock)
        {
            File.AppendAllBytes(Path, line);
        }
    }

    /// <summary>
    /// The last record per key. A case's benchmark process may run more than once (a launch per
    /// job, or a re-run); the latest record wins, and an error recorded for a key is kept.
    /// </summary>
    public IReadOnlyDictionary<string, CaseRecord> ReadLatest()
    {
        var records = new Dictionary<string, CaseRecord>(StringComparer.Ordinal);
        if (!File.Exists(Path))
        {
            return records;
        }

        var number = 0;
        foreach (var line in File.ReadLines(Path))
        {
            number++;
            if (line.Length == 0)
            {
                continue;
            }

            var record = Read(line, number);
            if (records.TryGetValue(record.Key, out var earlier) && earlier.Error is not null && record.Error is null)
            {
                continue;
            }

            records[record.Key] = record;
        }

        return records;
    }

    private CaseRecord Read(string line, int number)
    {
        try
        {
            return JsonSerializer.Deserialize<CaseRecord>(line) ?? throw new JsonException("the line holds no record");
        }
        catch (JsonException e)
        {
            throw new InvalidDataException($"{Path}, line {number}: unreadable record: {e.Message}", e);
        }
    }
}
