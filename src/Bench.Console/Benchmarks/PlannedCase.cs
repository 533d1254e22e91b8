using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// One benchmark case as the suite plans it, worked out once per run by <see cref="CasePlanner"/>:
/// what it is (workload, engine, step, variant, typed parameters), whether it runs (the engine's n/a
/// reason, or a figure another case already gives), where it stands among the SQLite layers' and W7's
/// cases and whether this run selects it, and its protocol. The filters, the protocol, the n/a list,
/// the harness check and the power check read it instead of asking the benchmark class again.
/// </summary>
public sealed class PlannedCase
{
    private readonly Lazy<RunProtocol?> _protocol;

    internal PlannedCase(Func<PlannedCase, RunProtocol?> protocol) => _protocol = new(() => protocol(this));

    /// <summary>BenchmarkDotNet's case.</summary>
    public required BenchmarkCase Case { get; init; }

    /// <summary>The workload class: its generic definition (<c>Crud&lt;&gt;</c>) for a class closed over an engine, else the class itself.</summary>
    public required Type Workload { get; init; }

    /// <summary>The engine each run's database comes from (W2's sync: the embedded source paired with the class's server).</summary>
    public required Engine Engine { get; init; }

    /// <summary>The benchmark method, which is the workload's step.</summary>
    public required string Step { get; init; }

    /// <summary>The case's parameter values, typed.</summary>
    public required CaseParameters Parameters { get; init; }

    /// <summary>The variant the case runs under.</summary>
    public required Variant Variant { get; init; }

    /// <summary>Why the engine can't express the step under the variant, or null.</summary>
    public string? StepNotApplicable { get; init; }

    /// <summary>The parameter value the engine can't express, with its reason, or null.</summary>
    public NotApplicableParameter? ParameterNotApplicable { get; init; }

    /// <summary>Why the case is n/a (its step first, then a parameter value), or null when the engine runs it.</summary>
    public string? NotApplicable => StepNotApplicable ?? ParameterNotApplicable?.Reason;

    /// <summary>True when the case would only repeat another's figure (<see cref="RedundantCases"/>).</summary>
    public bool Redundant { get; init; }

    /// <summary>True when the case is run at all: applicable and not redundant.</summary>
    public bool Runs => NotApplicable is null && !Redundant;

    /// <summary>A case of a SQLite layer engine or of the native floor (<see cref="Layers.LayerCases"/>).</summary>
    public bool IsLayer { get; init; }

    /// <summary>A case of the native floor, the C program's.</summary>
    public bool IsNativeFloor { get; init; }

    /// <summary>A case the layers page shows: a layer's, or a provider's W1 or W2 case under Default, Transaction or Batch.</summary>
    public bool OnLayersPage { get; init; }

    /// <summary>A W7 case (<see cref="YcsbCases"/>).</summary>
    public bool IsYcsb { get; init; }

    /// <summary>A W8 case (<see cref="WritersCases"/>).</summary>
    public bool IsWriters { get; init; }

    /// <summary>A layer's, W7's or W8's case in its core set, the one a filter that does not name them runs.</summary>
    public bool InCoreSet { get; init; }

    /// <summary>
    /// Whether this run's job and filter keep the case: any case but a layer's, W7's or W8's, which are kept
    /// when in their core set or when the run asks for all of them (a native floor that can't be built, never).
    /// </summary>
    public bool Selected { get; init; }

    /// <summary>The protocol the run gives the case, planned on first use; null where the run plans none (<c>--list</c>).</summary>
    public RunProtocol? Protocol => _protocol.Value;

    /// <summary>The workload's name, e.g. <c>Crud</c>.</summary>
    public string WorkloadName => Workload.IsGenericType ? Workload.Name[..Workload.Name.IndexOf('`', StringComparison.Ordinal)] : Workload.Name;

    /// <inheritdoc />
    public override string ToString() => $"{Case.Descriptor.DisplayInfo} {Parameters.DisplayInfo}";
}
