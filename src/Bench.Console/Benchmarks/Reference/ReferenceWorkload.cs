using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Benchmarks.Reference;

/// <summary>
/// A workload whose one referenced step is replaced by a plain loop written straight against a
/// provider, with the workload's data, preparation and validation unchanged. The report puts it
/// beside the harness's own bulk path for that step, so it shows what the harness costs.
/// </summary>
/// <typeparam name="TStep">The workload's step enumeration.</typeparam>
public abstract class ReferenceWorkload<TStep>(IWorkload<TStep> inner, TStep referenced) : IWorkload<TStep>
    where TStep : struct, Enum
{
    /// <summary>The step the plain loop replaces.</summary>
    public TStep Referenced { get; } = referenced;

    /// <inheritdoc />
    public StepOutcome Run(TStep step, StepContext context) =>
        EqualityComparer<TStep>.Default.Equals(step, Referenced) ? RunPlainLoop(context) : inner.Run(step, context);

    /// <inheritdoc />
    public StepOutcome Expected(TStep step) => inner.Expected(step);

    /// <inheritdoc />
    public void VerifyOutcome(TStep step, StepOutcome outcome) => inner.VerifyOutcome(step, outcome);

    /// <inheritdoc />
    public IEnumerable<TStep> Preparation(TStep step) => inner.Preparation(step);

    /// <inheritdoc />
    public void VerifyState(BenchDatabase database, TStep completed) => inner.VerifyState(database, completed);

    /// <inheritdoc />
    public bool PreservesState(TStep step) => inner.PreservesState(step);

    /// <inheritdoc />
    public long RowsPerRun(TStep step) => inner.RowsPerRun(step);

    /// <inheritdoc />
    public virtual long AutocommitWrites(TStep step) => inner.AutocommitWrites(step);

    /// <summary>The plain loop, inside the transaction the Batch variant opened.</summary>
    protected abstract StepOutcome RunPlainLoop(StepContext context);
}
