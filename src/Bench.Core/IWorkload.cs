namespace EmbeddedDbBench.Core;

/// <summary>
/// A workload as named steps over a <see cref="StepContext"/>. The harness brings a fresh
/// database to the state a step starts from (<see cref="Preparation"/>, untimed), times
/// <see cref="Run"/>, then checks the outcome against <see cref="Expected"/> and the database
/// against <see cref="VerifyState"/> (both untimed).
/// </summary>
/// <typeparam name="TStep">The workload's step enumeration.</typeparam>
public interface IWorkload<TStep> where TStep : struct, Enum
{
    /// <summary>Runs one step; the only part that is timed.</summary>
    StepOutcome Run(TStep step, StepContext context);

    /// <summary>The outcome <see cref="Run"/> must return for <paramref name="step"/>.</summary>
    StepOutcome Expected(TStep step);

    /// <summary>
    /// Checks what one run of <paramref name="step"/> returned; throws <see cref="WorkloadValidationException"/>.
    /// By default it must equal <see cref="Expected"/>; a workload whose run may legitimately end short
    /// (W6's writer stopped by its deadline) overrides it, and must then check the shortfall against
    /// evidence the step does not set. Wrappers that run a workload their own way delegate it.
    /// </summary>
    void VerifyOutcome(TStep step, StepOutcome outcome) => outcome.Verify(Expected(step), step.ToString());

    /// <summary>The steps that bring a fresh database to the state <paramref name="step"/> starts from.</summary>
    IEnumerable<TStep> Preparation(TStep step);

    /// <summary>Checks the database after <paramref name="completed"/> ran; throws <see cref="WorkloadValidationException"/>.</summary>
    void VerifyState(BenchDatabase database, TStep completed);

    /// <summary>
    /// True when <paramref name="step"/> leaves the database as it found it (a query), so one
    /// prepared database may serve every measured run of it. Steps that change data get a fresh
    /// database per run.
    /// </summary>
    bool PreservesState(TStep step) => false;

    /// <summary>
    /// Reverts, untimed, what one run of <paramref name="step"/> changed, when that is a handful of
    /// rows (W3's Insert 1 adds one): the next run then starts from the same rows on the same
    /// database instead of a fresh one built again. Returns false, changing nothing, for a step it
    /// can't revert that cheaply. Before returning true it verifies what the step and the undo
    /// touched; throws <see cref="WorkloadValidationException"/> when the state is not the one the
    /// step starts from.
    /// </summary>
    bool TryUndo(TStep step, StepContext context) => false;

    /// <summary>
    /// A name for the state <paramref name="step"/> starts from when that state is costly to build
    /// and shared by many runs and cases (W3's imported tables), so that a page copy of it may stand
    /// in for building it again (<see cref="PreparedStates"/>); null to prepare every run afresh.
    /// The name must change whenever the prepared rows would.
    /// </summary>
    string? SharedState(TStep step) => null;

    /// <summary>
    /// Checks a database loaded from the shared copy of <paramref name="step"/>'s starting state;
    /// throws <see cref="WorkloadValidationException"/>. By default it is checked as after the last
    /// preparation step. The copy itself was made from a database verified step by step.
    /// </summary>
    void VerifyRestored(BenchDatabase database, TStep step)
    {
        var preparation = Preparation(step).ToArray();
        if (preparation.Length > 0)
        {
            VerifyState(database, preparation[^1]);
        }
    }

    /// <summary>
    /// Starts, untimed, what must already be running when the timed step begins (W6's reader threads,
    /// connected and waiting at a barrier the step releases); null when nothing is. The run disposes
    /// it after validation, before the database: it must stop its threads and close its connections.
    /// </summary>
    IDisposable? Arrange(TStep step, BenchDatabase database) => null;

    /// <summary>Rows one run of <paramref name="step"/> handles, the divisor of µs/row and rows/s (0 when per-row figures mean nothing).</summary>
    long RowsPerRun(TStep step);

    /// <summary>
    /// Write statements one run of <paramref name="step"/> issues one at a time, each its own
    /// commit when no transaction wraps the step (autocommit). The run protocol multiplies it by
    /// the engine's measured commit cost to foresee steps bound by the disk's sync rate.
    /// </summary>
    long AutocommitWrites(TStep step) => 0;
}
