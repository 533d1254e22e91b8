namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>
/// What each operation of a run did, written by its own thread into arrays allocated before the
/// run: the key it chose (set before the statement runs, so a reader that sees its value finds the
/// key) and, for writes, when it started and ended. Reads check values against it; the final table
/// is checked against it.
/// </summary>
public sealed class YcsbWriteLog
{
    /// <summary>An empty log for <paramref name="plan"/>.</summary>
    public YcsbWriteLog(YcsbPlan plan)
    {
        ArgumentNullException.ThrowIfNull(plan);
        Plan = plan;
        Keys = [.. plan.Threads.Select(t => Enumerable.Repeat(-1L, t.Kinds.Length).ToArray())];
        Started = [.. plan.Threads.Select(t => new long[t.Kinds.Length])];
        Ended = [.. plan.Threads.Select(t => new long[t.Kinds.Length])];
    }

    /// <summary>The plan the run follows.</summary>
    public YcsbPlan Plan { get; }

    /// <summary>Per thread, per operation: the key number chosen, or -1 before the operation began.</summary>
    public long[][] Keys { get; }

    /// <summary>Per thread, per operation: the Stopwatch timestamp a write began at (0 for reads and scans).</summary>
    public long[][] Started { get; }

    /// <summary>Per thread, per operation: the timestamp a write returned at (0 until it has).</summary>
    public long[][] Ended { get; }

    /// <summary>Records that operation <paramref name="index"/> of <paramref name="thread"/> works on <paramref name="key"/>.</summary>
    public void Begin(int thread, int index, long key) => Volatile.Write(ref Keys[thread][index], key);

    /// <summary>
    /// The problem with a field value carrying <paramref name="version"/> read from <paramref name="field"/>
    /// of <paramref name="key"/>, or null: a version other than 0 must be a write that began on that key and field.
    /// </summary>
    public string? VersionProblem(long key, int field, uint version)
    {
        if (version == 0)
        {
            return key < Plan.Properties.RecordCount ? null : $"key {key} was inserted by the run but holds a loaded value";
        }

        var (thread, index) = Plan.WriterOf(version);
        if (thread >= Plan.Threads.Count || index >= Plan.Threads[thread].Kinds.Length)
        {
            return $"version {version} names no operation of the run";
        }

        var plan = Plan.Threads[thread];
        var written = plan.Kinds[index] is YcsbOperation.Update or YcsbOperation.ReadModifyWrite or YcsbOperation.Insert
            && (plan.Fields[index] < 0 || plan.Fields[index] == field);
        var writtenKey = Volatile.Read(ref Keys[thread][index]);
        return written && writtenKey == key ? null
            : $"version {version} (thread {thread}, operation {index}: {plan.Kinds[index]} of field {plan.Fields[index]} on key {writtenKey}) was not written to field {field} of key {key}";
    }
}

/// <summary>
/// One thread's check of what it reads (no allocation unless a value is wrong): every value whole
/// (<see cref="YcsbValue.IsWhole"/>) and written by the run to that key and field
/// (<see cref="YcsbWriteLog.VersionProblem"/>), and, where updates write every field, every field of
/// a record read at the same version — a record half updated is a torn read.
/// </summary>
public sealed class YcsbReadCheck(YcsbWriteLog log)
{
    private readonly YcsbProperties _properties = log?.Plan.Properties ?? throw new ArgumentNullException(nameof(log));

    /// <summary>The plan, for key names and numbers.</summary>
    public YcsbPlan Plan => log.Plan;

    /// <summary>
    /// Checks <paramref name="values"/> read from key <paramref name="key"/>: every field in order
    /// (<paramref name="field"/> -1) or that one field; throws <see cref="WorkloadValidationException"/>.
    /// </summary>
    public void Row(long key, ReadOnlySpan<string?> values, int field)
    {
        uint? first = null;
        for (var i = 0; i < values.Length; i++)
        {
            var f = field < 0 ? i : field;
            var value = values[i];
            if (value is null || !YcsbValue.IsWhole(value, key, f, _properties.FieldLength) || YcsbValue.VersionOf(value) is not { } version)
            {
                throw new WorkloadValidationException($"{_properties.Table}: field{f} of key {Plan.KeyNames[key]} read as '{value}': not a whole value the run wrote.");
            }

            if (log.VersionProblem(key, f, version) is { } problem)
            {
                throw new WorkloadValidationException($"{_properties.Table}: field{f} of key {Plan.KeyNames[key]}: {problem}.");
            }

            // With every field written at once, one record holds one version (or the load's).
            if (_properties.WriteAllFields && field < 0 && (first ??= version) != version)
            {
                throw new WorkloadValidationException($"{_properties.Table}: key {Plan.KeyNames[key]} read torn: field0 at version {first}, field{f} at {version}.");
            }
        }
    }

    /// <summary>Throws: a read found no record for a key the run had loaded or acknowledged.</summary>
    public void Missing(long key) =>
        throw new WorkloadValidationException($"{_properties.Table}: key {Plan.KeyNames[key]} (number {key}) was not found, though it was loaded or its insert had returned.");
}
