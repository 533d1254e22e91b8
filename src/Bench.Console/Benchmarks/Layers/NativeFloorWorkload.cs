using EmbeddedDbBench.Console.Benchmarks.Reference;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Benchmarks.Layers;

/// <summary>
/// A workload whose referenced step is run by the native floor's C program on the database the harness
/// prepared (its file, while the harness's connection stays open and idle); preparation and validation
/// are the workload's own, read back through Microsoft.Data.Sqlite like every case. The program's own
/// time of each run is kept, in order, for the layers page.
/// </summary>
/// <typeparam name="TStep">The workload's step enumeration.</typeparam>
/// <param name="inner">The workload whose step the program runs.</param>
/// <param name="referenced">That step.</param>
/// <param name="mode">The program's mode (its table and loop).</param>
/// <param name="input">The rows the program reads, each as its fields' text.</param>
/// <param name="oneTransaction">
/// True when the program runs its loop in one transaction of its own (W2's insert; W1's write by turns beside
/// the layers' Batch): the case then commits once whatever variant it runs under, and the protocol must not
/// foresee a commit per row. False: a commit per row (W1's write as its case runs it).
/// </param>
public sealed class NativeFloorWorkload<TStep>(IWorkload<TStep> inner, TStep referenced, string mode, IEnumerable<IEnumerable<string>> input, bool oneTransaction)
    : ReferenceWorkload<TStep>(inner, referenced), IDisposable where TStep : struct, Enum
{
    private readonly List<double> _selfTimed = [];
    private INativeFloor? _floor;
    private string? _input;

    /// <summary>How the loop is built: as the program (<see cref="NativeFloor.Build"/>, the default) or in process (<see cref="NativeFloorLibrary.Build"/>).</summary>
    public Func<INativeFloor> Build { get; init; } = NativeFloor.Build;

    /// <summary>The milliseconds the program measured itself, one per run (warm-up runs first).</summary>
    public IReadOnlyList<double> SelfTimedMilliseconds => _selfTimed;

    /// <summary>
    /// Builds the program and writes its input file, once, before the first run is prepared (never in
    /// the host, which builds workloads only to plan the cases).
    /// </summary>
    public void Ready()
    {
        _floor ??= Build();
        _input ??= _floor.WriteInput($"{mode}.tsv", input);
    }

    /// <inheritdoc />
    public void Dispose() => _floor?.Dispose();

    /// <inheritdoc />
    public override long AutocommitWrites(TStep step) => oneTransaction ? 0 : base.AutocommitWrites(step);

    /// <inheritdoc />
    protected override StepOutcome RunPlainLoop(StepContext context)
    {
        if (_floor is null || _input is null)
        {
            throw new InvalidOperationException("the native floor was not built before its run");
        }

        var (rows, milliseconds) = _floor.Run(mode, context.Connection.DataSource, _input, oneTransaction);
        _selfTimed.Add(milliseconds);
        return new(rows, 0);
    }
}
