using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>One record of the YCSB table as validation reads it back: its key and every field.</summary>
/// <param name="Key">The record's key name.</param>
/// <param name="Fields">Its fields, field0 first.</param>
public readonly record struct YcsbRecord(string Key, string[] Fields);

/// <summary>
/// How an engine reaches the YCSB table from the run's threads: SQL engines through a connection
/// per thread (<see cref="SqlYcsbStore"/>); an engine with its own API supplies its own.
/// </summary>
public interface IYcsbStore
{
    /// <summary>Opens, before timing, what thread <paramref name="thread"/> uses, its statements prepared for the lengths its scans need.</summary>
    IYcsbSession Open(int thread, YcsbReadCheck check);

    /// <summary>Every record (validation, untimed).</summary>
    IEnumerable<YcsbRecord> ReadTable();
}

/// <summary>
/// One thread's way into the table. Each operation runs in autocommit, counts lock errors by kind
/// on the recorder and runs again; every value it reads goes through the thread's
/// <see cref="YcsbReadCheck"/>, which throws on a value the run did not write.
/// </summary>
public interface IYcsbSession : IDisposable
{
    /// <summary>Settings read back through this session for the report (command timeout, busy or isolation settings).</summary>
    string ReadSettings();

    /// <summary>Reads key <paramref name="key"/> (every field, or <paramref name="field"/>); throws when it is missing or wrong.</summary>
    void Read(long key, int field, OperationRecorder recorder, out bool retried);

    /// <summary>Reads up to <paramref name="length"/> records from key <paramref name="key"/> on, in key order; returns the rows read.</summary>
    int Scan(long key, int length, OperationRecorder recorder, out bool retried);

    /// <summary>Writes <paramref name="values"/> to key <paramref name="key"/>'s field <paramref name="field"/> (or every field, -1); returns the rows changed.</summary>
    int Update(long key, int field, string[] values, OperationRecorder recorder, out bool retried);

    /// <summary>Inserts key <paramref name="key"/> with <paramref name="values"/>; returns the rows inserted.</summary>
    int Insert(long key, string[] values, OperationRecorder recorder, out bool retried);
}
