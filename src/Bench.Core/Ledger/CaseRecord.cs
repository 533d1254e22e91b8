using System.Text.Json.Serialization;

namespace EmbeddedDbBench.Core.Ledger;

/// <summary>
/// What a benchmark process records about one benchmark case beside its timings: the settings
/// read back, the rows per run, how many runs validated, and the error if one did not.
/// </summary>
public sealed record CaseRecord
{
    /// <summary>Identifies the benchmark case; see <see cref="CaseKey"/>.</summary>
    public required string Key { get; init; }

    /// <summary>Engine name.</summary>
    public required string Engine { get; init; }

    /// <summary>Provider and version.</summary>
    public string? Provider { get; init; }

    /// <summary>The engine's own name and version, as it reported them.</summary>
    public string? ServerVersion { get; init; }

    /// <summary>The variant run, written by its name (<c>"Wal"</c>); a name <see cref="Core.Variant"/> does not have fails the read.</summary>
    [JsonConverter(typeof(VariantNameConverter))]
    public required Variant Variant { get; init; }

    /// <summary>Settings read back from the engine after the variant was applied.</summary>
    public string? Settings { get; init; }

    /// <summary>Rows handled by one run of the step (0 when per-row figures mean nothing).</summary>
    public long RowsPerRun { get; init; }

    /// <summary>Runs whose outcome and resulting state were validated.</summary>
    public int ValidatedRuns { get; init; }

    /// <summary>Write statements one run of the step commits one by one when run in autocommit (0 for a query or a bulk step).</summary>
    public long AutocommitWrites { get; init; }

    /// <summary>The bulk path used, where the variant has one.</summary>
    public string? BulkMethod { get; init; }

    /// <summary>The database's size on disk by part (file, or table on a server) after the last validated run.</summary>
    public IReadOnlyList<StoragePart>? Storage { get; init; }

    /// <summary>
    /// Whether the benchmark process ran with tiered compilation, as the runtime was told
    /// (environment or runtimeconfig): the suite's jobs turn it off, a job shaped on the command line may not.
    /// </summary>
    public string? TieredCompilation { get; init; }

    /// <summary>
    /// Untimed, validated runs of the step the process ran before the timed ones, at the runtime's default JIT, until the
    /// JIT stood still or a cap; null where none ran (tiering off: one warm-up run compiles everything).
    /// </summary>
    public int? JitWarmupRuns { get; init; }

    /// <summary>
    /// Methods the JIT compiled over the last runs of that warm-up when it stopped at its cap or its time budget, or null when it
    /// ended because the count of compiled methods stood still (or none ran).
    /// </summary>
    public long? JitWarmupStillCompiling { get; init; }

    /// <summary>How that warm-up ended, in words (its runs, or what the JIT was still compiling and why it stopped), else null.</summary>
    public string? JitWarmup { get; init; }

    /// <summary>Seconds that warm-up took (what waiting for the JIT added to the case's process), else null.</summary>
    public double? JitWarmupSeconds { get; init; }

    /// <summary>
    /// Rows one run of that warm-up handled where it ran the step on less data than a timed run (a tenth, the same code on a
    /// smaller database), else null: the warm-up ran the timed run's rows.
    /// </summary>
    public long? JitWarmupRowsPerRun { get; init; }

    /// <summary>
    /// Methods the JIT compiled during the measured runs' timed calls, summed over them
    /// (<c>JitInfo.GetCompiledMethodCount</c>, every thread, read just before and just after each call), or null where not
    /// counted: above 0 under tiered compilation, tier-up was still under way while the case was timed. Compiles between
    /// the calls (the harness's setup and cleanup, BenchmarkDotNet's own loop) are left out.
    /// </summary>
    public long? MethodsCompiledWhileMeasured { get; init; }

    /// <summary>
    /// Managed bytes one measured run's timed call allocated, the median over the measured runs, or null where none was
    /// measured: <c>GC.GetTotalAllocatedBytes(precise: true)</c>, every thread, read at the end of each run's iteration setup
    /// and at the start of its cleanup, so the step's own allocations and nothing of the harness's setup or validation
    /// (BenchmarkDotNet's forced collection between the two may let a finalizer allocate a few bytes).
    /// </summary>
    public long? AllocatedBytesPerRun { get; init; }

    /// <summary>
    /// Microseconds one <c>Guid.NewGuid().ToString()</c> took in this process, measured after the
    /// timed runs (W1 only: the work the 2011 article's timed loop did per row and the suite's does not).
    /// </summary>
    public double? GuidMicroseconds { get; init; }

    /// <summary>Per role, every operation's latency and the lock errors met (W6; W1's and W2's per-statement steps), else null.</summary>
    public IReadOnlyList<RoleLatency>? Latencies { get; init; }

    /// <summary>The figures of <paramref name="role"/> (one of <see cref="Roles"/>) in <see cref="Latencies"/>, or null.</summary>
    public RoleLatency? Role(string role) => Latencies.Role(role);

    /// <summary>
    /// Nanoseconds the recording adds to each operation it times (<see cref="Concurrency.RecordingCost"/>),
    /// measured in the benchmark process after its timed runs when <see cref="Latencies"/> were recorded, else null.
    /// </summary>
    public double? RecordingNanoseconds { get; init; }

    /// <summary>How the engine treats a connection that meets another's lock, read back (busy timeout, isolation), where a workload asks.</summary>
    public string? ConcurrencySettings { get; init; }

    /// <summary>W8's figures (committed, failed, errors by kind, retries, the invariant, settings read back), else null.</summary>
    public WritersSummary? Writers { get; init; }

    /// <summary>
    /// True when a measured run ended at its deadline rather than at the end of its work: W6's writer starved beside
    /// readers (or stopped by its own commits), or W8's writers with transfers of their scripts never tried. The
    /// case's time is then the deadline's, not a speed: a ratio to it is a bound, and two such cases have none.
    /// </summary>
    public bool StoppedAtDeadline =>
        Role(Roles.Writer) is { StarvedRuns: > 0 }
        || Writers is { } writers && writers.Committed + writers.Failed < writers.Planned;

    /// <summary>
    /// The benchmark process's peak working set in bytes, read after its timed runs: the whole
    /// process (runtime, generated data, engine), not the timed step alone.
    /// </summary>
    public long? PeakWorkingSetBytes { get; init; }

    /// <summary>The folder of the throwaway server the case ran on (its files: data, logs, WAL), or null.</summary>
    public string? ServerFolder { get; init; }

    /// <summary>
    /// The milliseconds a native reference program measured itself, one per run in order (warm-up runs
    /// first), for cases that run one (the SQLite layers' native floor); null otherwise.
    /// </summary>
    public IReadOnlyList<double>? SelfTimedMilliseconds { get; init; }

    /// <summary>Null when every run validated; otherwise what went wrong.</summary>
    public string? Error { get; init; }
}
