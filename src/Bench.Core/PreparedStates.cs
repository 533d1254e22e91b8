namespace EmbeddedDbBench.Core;

/// <summary>
/// Prepared starting states shared by the runs and cases of one suite run. When a workload names
/// the state a step starts from (<see cref="IWorkload{TStep}.SharedState"/>), the first database
/// prepared for it, verified step by step, is copied page by page into this folder
/// (<see cref="BenchDatabase.TrySaveSnapshot"/>); later runs of any case with the same engine,
/// variant and state load that copy into their fresh database instead of building it again, and
/// verify it (<see cref="IWorkload{TStep}.VerifyRestored"/>). Each run still gets a database of
/// its own; only the untimed preparation is shorter (W3's 297,450-row import, W2's 25,000 rows).
/// </summary>
/// <param name="folder">Where the copies go; the suite points it into the run's scratch folder, deleted with it.</param>
public sealed class PreparedStates(string folder)
{
    /// <summary>The environment variable the suite sets for its benchmark processes: the folder.</summary>
    public const string Variable = "EMBEDDEDDBBENCH_PREPARED_STATES";

    /// <summary>The folder named by <see cref="Variable"/>, or null when sharing is off (tests, a single process).</summary>
    public static PreparedStates? FromEnvironment() =>
        Environment.GetEnvironmentVariable(Variable) is { Length: > 0 } path ? new PreparedStates(path) : null;

    /// <summary>The file holding <paramref name="state"/> for <paramref name="engine"/> under <paramref name="variant"/>.</summary>
    public string PathOf(Engine engine, Variant variant, string state)
    {
        ArgumentNullException.ThrowIfNull(engine);
        var name = $"{state}.{engine.Name}.{variant}";
        return Path.Combine(folder, string.Concat(name.Select(c => char.IsLetterOrDigit(c) || c is '.' or '-' ? c : '_')) + ".db");
    }

    /// <summary>
    /// Loads the shared copy of <paramref name="step"/>'s starting state into the fresh
    /// <paramref name="database"/> and verifies it. False, leaving the database as it was, when the
    /// workload shares no such state, no copy exists yet, or the engine can't load one.
    /// </summary>
    public bool TryRestore<TStep>(BenchDatabase database, IWorkload<TStep> workload, TStep step) where TStep : struct, Enum
    {
        ArgumentNullException.ThrowIfNull(database);
        ArgumentNullException.ThrowIfNull(workload);
        if (SharedPath(database, workload, step) is not { } path || !File.Exists(path) || !database.TryRestoreSnapshot(path))
        {
            return false;
        }

        workload.VerifyRestored(database, step);
        return true;
    }

    /// <summary>
    /// Saves <paramref name="database"/>, just prepared and verified for <paramref name="step"/>, as
    /// the shared copy of its starting state, unless the workload shares none or a copy exists.
    /// Written under a temporary name and then renamed, so a copy is never seen half written.
    /// </summary>
    public void Save<TStep>(BenchDatabase database, IWorkload<TStep> workload, TStep step) where TStep : struct, Enum
    {
        ArgumentNullException.ThrowIfNull(database);
        ArgumentNullException.ThrowIfNull(workload);
        if (SharedPath(database, workload, step) is not { } path || File.Exists(path))
        {
            return;
        }

        Directory.CreateDirectory(folder);
        var partial = $"{path}.{Environment.ProcessId}.partial";
        if (database.TrySaveSnapshot(partial))
        {
            File.Move(partial, path, overwrite: false);
        }
    }

    // Where the copy of step's starting state lives for this database's engine and variant; null when the workload shares none.
    private string? SharedPath<TStep>(BenchDatabase database, IWorkload<TStep> workload, TStep step) where TStep : struct, Enum =>
        workload.SharedState(step) is { } state ? PathOf(database.Engine, database.Variant, state) : null;
}
