namespace EmbeddedDbBench.Core.Ledger;

/// <summary>
/// The names a case's <see cref="RoleLatency.Role"/> is written under in the ledger and in
/// <c>measured-run.json</c>, and looked up by (<see cref="RoleLatencies.Role"/>): the one home of
/// each name. Stored runs are read back by these strings, so a name here never changes.
/// </summary>
public static class Roles
{
    /// <summary>W6's writer thread (<c>ConcurrencyWorkload.Summaries</c>): its operations, planned and starved runs.</summary>
    public const string Writer = "writer";

    /// <summary>W6's point readers beside the writer, threads or processes together (<c>ConcurrencyWorkload.Summaries</c>).</summary>
    public const string Readers = "readers";

    /// <summary>W6's aggregate reader beside the writer, where the case runs one (<c>ConcurrencyWorkload.Summaries</c>).</summary>
    public const string Aggregate = "aggregate";

    /// <summary>W1–W5's one-statement-per-row writes, each statement timed: the statement tail (the benchmark's statement summary).</summary>
    public const string Statement = "statement";

    /// <summary>W8's transfer transactions over every writer (<c>WritersWorkload.Summaries</c>).</summary>
    public const string Transactions = "transactions";

    /// <summary>W7's (YCSB's) every operation together, by YCSB's own name for it (<c>YcsbWorkload.Summaries</c>).</summary>
    public const string Overall = "OVERALL";

    /// <summary>W7's reads, by YCSB's name (<c>YcsbWorkload.OutputName</c>); a read-modify-write's read counted here too.</summary>
    public const string Read = "READ";

    /// <summary>W7's updates, by YCSB's name (<c>YcsbWorkload.OutputName</c>); a read-modify-write's update counted here too.</summary>
    public const string Update = "UPDATE";

    /// <summary>W7's inserts, by YCSB's name (<c>YcsbWorkload.OutputName</c>).</summary>
    public const string Insert = "INSERT";

    /// <summary>W7's scans, by YCSB's name (<c>YcsbWorkload.OutputName</c>).</summary>
    public const string Scan = "SCAN";

    /// <summary>W7's read-modify-writes, by YCSB's name (<c>YcsbWorkload.OutputName</c>).</summary>
    public const string ReadModifyWrite = "READ-MODIFY-WRITE";

    /// <summary>W7's operation kinds, in the order YCSB's output lists them.</summary>
    public static IReadOnlyList<string> YcsbKinds { get; } = [Read, Update, Insert, Scan, ReadModifyWrite];

    /// <summary>Every role a workload records.</summary>
    public static IReadOnlyList<string> All { get; } = [Writer, Readers, Aggregate, Statement, Transactions, Overall, .. YcsbKinds];
}
