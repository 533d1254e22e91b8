using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Core.Sensors;
using EmbeddedDbBench.Core.Sync;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Console.Results;

/// <summary>
/// One case of the run as every report reads it, built once per run from BenchmarkDotNet's summaries
/// (<c>MeasuredCases.From</c>): the plan it ran (<see cref="PlannedCase"/>: workload, engine, step,
/// variant, typed parameters), the measured statistics, the protocol it ran and its process's ledger
/// record. A case is identified by its plan, and its parameters are read as their types.
/// </summary>
/// <param name="Plan">The case as the suite planned it.</param>
/// <param name="Record">What the benchmark process recorded; null when it left nothing.</param>
public sealed record MeasuredCase(PlannedCase Plan, CaseRecord? Record)
{
    /// <summary>Mean of the measured runs, ns; null when the case failed.</summary>
    public double? MeanNanoseconds { get; init; }

    /// <summary>Median of the measured runs, ns; null when the case failed.</summary>
    public double? MedianNanoseconds { get; init; }

    /// <summary>The fastest measured run, ns; null when the case failed.</summary>
    public double? FastestNanoseconds { get; init; }

    /// <summary>The slowest measured run, ns; null when the case failed.</summary>
    public double? SlowestNanoseconds { get; init; }

    /// <summary>Measured runs behind the statistics; 0 when the case failed.</summary>
    public int MeasuredRuns { get; init; }

    /// <summary>Each measured run's time, ns, in the order BenchmarkDotNet measured them; empty when the case failed.</summary>
    public IReadOnlyList<double> RunsNanoseconds { get; init; } = [];

    // The interval is held as its bounds: its type lives in Tuning/, which reads this folder (Tuning's CaseTime.Time
    // puts the mean, the bounds and the runs back together as an Interval).

    /// <summary>Lower bound of the mean's interval (the tuning report's <c>Interval</c>: 99.9% from three runs, the range of two), ns; NaN for one run or none.</summary>
    public double LowerNanoseconds { get; init; } = double.NaN;

    /// <summary>Upper bound of the mean's interval, ns; NaN for one run or none.</summary>
    public double UpperNanoseconds { get; init; } = double.NaN;

    /// <summary>Bytes one measured run's timed call allocated (the median over the runs, as its process recorded it); null where none was measured.</summary>
    public long? AllocatedBytesPerRun { get; init; }

    /// <summary>The protocol the case ran, as the run booked it; null where the command line shaped the job.</summary>
    public RunProtocol? Protocol { get; init; }

    /// <summary>The workload's name, e.g. <c>Crud</c>.</summary>
    public string Workload => Plan.WorkloadName;

    /// <summary>The engine type the workload class was closed over; null for a class of its own (the native floor).</summary>
    public Type? EngineType => Plan.Case.Descriptor.Type is { IsGenericType: true } type ? type.GetGenericArguments()[0] : null;

    /// <summary>The engine type's name, e.g. <c>MicrosoftSqliteEngine</c>; empty for a class of its own.</summary>
    public string EngineTypeName => EngineType?.Name ?? "";

    /// <summary>The engine's name as it recorded it, else its type's name.</summary>
    public string EngineName => Record?.Engine ?? EngineTypeName;

    /// <summary>The benchmark method, which is the workload step.</summary>
    public string Step => Plan.Step;

    /// <summary>The case's variant.</summary>
    public Variant Variant => Plan.Variant;

    /// <summary>The case's typed parameters.</summary>
    public CaseParameters Parameters => Plan.Parameters;

    /// <summary>The parameters other than the variant, e.g. <c>N=1000, Table=Keyed</c>; empty when none.</summary>
    public string OtherParameters => Plan.Parameters.Others;

    /// <summary>The parameters other than the variant by name, e.g. <c>N=1000, Table=Keyed</c>; empty when none.</summary>
    public string OtherParametersByName => string.Join(", ", Plan.Parameters.Items
        .Where(p => p.Key != CaseParameters.VariantName).OrderBy(p => p.Key, StringComparer.Ordinal).Select(p => $"{p.Key}={p.Value}"));

    /// <summary>The step with its parameters, e.g. <c>Write N=1000</c>.</summary>
    public string StepLabel => OtherParameters.Length == 0 ? Step : $"{Step} {OtherParameters}";

    /// <summary>W1's, W4's and the native floor's row count N; null for a case without one.</summary>
    public int? N => Plan.Parameters.Optional<int>(nameof(Crud<>.N));

    /// <summary>W4's table; null for a case without one.</summary>
    public SensorTable? Table => Plan.Parameters.Optional<SensorTable>(nameof(SensorsKeyed<>.Table));

    /// <summary>W6's reader threads (or processes); 0 for a case without readers.</summary>
    public int Readers => Plan.Parameters.Optional<int>(nameof(Concurrency<>.Readers)) ?? 0;

    /// <summary>Whether W6 recorded each operation's latency; null for a case without the parameter.</summary>
    public LatencyRecording? Recording => Plan.Parameters.Optional<LatencyRecording>(nameof(Concurrency<>.Recording));

    /// <summary>W6's busy timeout; null for a case without the parameter (run as shipped).</summary>
    public BusyTimeoutSetting? BusyTimeout => Plan.Parameters.Optional<BusyTimeoutSetting>(nameof(Concurrency<>.BusyTimeout));

    /// <summary>W6's readers' shape; null for a case without the parameter (points and aggregate).</summary>
    public ReaderShape? Shape => Plan.Parameters.Optional<ReaderShape>(nameof(Concurrency<>.Shape));

    /// <summary>W6's writer loop; null for a case without the parameter (the closed loop).</summary>
    public WriterLoop? Writer => Plan.Parameters.Optional<WriterLoop>(nameof(Concurrency<>.Writer));

    /// <summary>W2's sync source; null for a case without one.</summary>
    public SyncSource? Source => Plan.Parameters.Optional<SyncSource>(nameof(Sync<>.Source));

    /// <summary>W2's sync method; null for a case without one.</summary>
    public SyncMethod? Method => Plan.Parameters.Optional<SyncMethod>(nameof(Sync<>.Method));

    /// <summary>W8's writer threads; null for a case of another workload.</summary>
    public int? WriterThreads => Plan.Workload == typeof(Writers<>) ? Plan.Parameters.Value<int>(nameof(Writers<>.W)) : null;

    /// <summary>How W8's transactions began; null for a case of another workload.</summary>
    public TransactionStart? TransactionStart => Plan.Parameters.Optional<TransactionStart>(nameof(Writers<>.Start));

    /// <summary>W8's retry policy; null for a case of another workload.</summary>
    public WriterRetry? WriterRetry => Plan.Parameters.Optional<WriterRetry>(nameof(Writers<>.Retry));

    /// <summary>W8's writers as threads or processes; null for another workload.</summary>
    public WriterHost? WriterHost => Plan.Parameters.Optional<WriterHost>(nameof(Writers<>.Host));

    /// <summary>W7's YCSB workload (<c>workloada</c>…); null for a case of another workload.</summary>
    public string? YcsbWorkload => Plan.Workload == typeof(Ycsb<>) ? Plan.Parameters.Value<string>(nameof(Ycsb<>.Workload)) : null;

    /// <summary>True when the case ran <paramref name="step"/>.</summary>
    public bool Is<TStep>(TStep step)
        where TStep : struct, Enum => Step == step.ToString();

    /// <summary>True when <paramref name="benchmarkCase"/> is this case, under whatever job: the same class, step and parameter values.</summary>
    public bool IsCase(BenchmarkCase benchmarkCase)
    {
        ArgumentNullException.ThrowIfNull(benchmarkCase);
        return benchmarkCase.Descriptor.Type == Plan.Case.Descriptor.Type && benchmarkCase.Descriptor.WorkloadMethod.Name == Step
            && CaseParameters.Of(benchmarkCase) is var parameters && parameters.Includes(Plan.Parameters) && Plan.Parameters.Includes(parameters);
    }

    /// <summary>
    /// True when W6's writer ran on a schedule (an open loop): its time is the schedule's, so a ratio of it to
    /// another case's is neither a speed-up nor a slow-down.
    /// </summary>
    public bool IsPaced => Writer == WriterLoop.OpenLoop;

    /// <summary>
    /// True when a measured run ended at its deadline (<see cref="CaseRecord.StoppedAtDeadline"/>: W6's writer, W8's
    /// writers): the case's time is the deadline's, so a speed-up over it is a lower bound, and one of it an upper.
    /// </summary>
    public bool HitDeadline => Record is { StoppedAtDeadline: true };

    /// <summary>
    /// True when the case ran at the runtime's default JIT and its warm-up ended (at its run or time budget) while the JIT
    /// still compiled: its measured runs ran code short of the steady state an application that runs all day reaches.
    /// </summary>
    public bool JitNotSteady => Record is { JitWarmupRuns: not null, JitWarmupStillCompiling: not null };

    /// <summary>W6's writer's figures (rate, latencies, starved runs), or null for a case without a writer role.</summary>
    public RoleLatency? WriterRole => Role(Roles.Writer);

    /// <summary>The ledger's figures for <paramref name="role"/> (one of <see cref="Roles"/>), or null where the case recorded none.</summary>
    public RoleLatency? Role(string role) => Record?.Role(role);

    /// <summary>Its Default's time over its own from interleaved rounds (<c>--pairs N</c>), or null where none were run.</summary>
    public PairedRatio? PairedOverDefault { get; init; }

    /// <summary>True when the case was measured and validated.</summary>
    public bool IsValid => MeanNanoseconds is not null && Record is { Error: null };
}
