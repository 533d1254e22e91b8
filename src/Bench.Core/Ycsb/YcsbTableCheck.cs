namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>
/// The final table against the operations a run applied (untimed): one record per loaded key and per
/// insert, no other; every value whole; and each field holding the version of a write that can have
/// been the last to that field. Writes to one field by different threads may overlap, and which of
/// two overlapping ones commits last is the engine's business; but a write that returned before
/// another to the same field began cannot be the one the table keeps. With one thread this is
/// "the last write". A field no write touched holds its loaded or inserted value.
/// </summary>
public static class YcsbTableCheck
{
    /// <summary>Checks <paramref name="records"/> after a run logged in <paramref name="log"/>; throws <see cref="WorkloadValidationException"/>.</summary>
    public static void Verify(YcsbWriteLog log, IEnumerable<YcsbRecord> records)
    {
        ArgumentNullException.ThrowIfNull(log);
        ArgumentNullException.ThrowIfNull(records);
        var plan = log.Plan;
        var properties = plan.Properties;
        var writes = WritesByKey(log);
        var seen = new bool[plan.KeyNames.Length];
        var inserted = writes.Values.SelectMany(w => w).Count(w => w.Insert);
        var count = 0;
        foreach (var (name, fields) in records)
        {
            var key = plan.KeyNumber(name);
            if (key < 0 || seen[key] || fields.Length != properties.FieldCount)
            {
                throw new WorkloadValidationException($"{properties.Table}: the key {name} is {(key < 0 ? "not one the run loaded or inserted" : "there twice, or has the wrong fields")}.");
            }

            seen[key] = true;
            count++;
            var keyWrites = writes.GetValueOrDefault(key, []);
            if (key >= properties.RecordCount && !keyWrites.Any(w => w.Insert))
            {
                throw new WorkloadValidationException($"{properties.Table}: the key {name} was never inserted by the run.");
            }

            for (var f = 0; f < fields.Length; f++)
            {
                VerifyField(log, name, key, f, fields[f], [.. keyWrites.Where(w => w.Field < 0 || w.Field == f)]);
            }
        }

        if (count != properties.RecordCount + inserted)
        {
            throw new WorkloadValidationException($"{properties.Table} holds {count} records, expected {properties.RecordCount:N0} loaded + {inserted:N0} inserted.");
        }
    }

    private static void VerifyField(YcsbWriteLog log, string name, long key, int field, string value, Write[] writes)
    {
        var properties = log.Plan.Properties;
        if (!YcsbValue.IsWhole(value, key, field, properties.FieldLength) || YcsbValue.VersionOf(value) is not { } version)
        {
            throw new WorkloadValidationException($"{properties.Table}: field{field} of key {name} holds '{value}': not a whole value the run wrote.");
        }

        if (writes.Length == 0)
        {
            if (version != 0)
            {
                throw new WorkloadValidationException($"{properties.Table}: field{field} of key {name} holds version {version}, but no write of the run touched it.");
            }

            return;
        }

        var kept = Array.Find(writes, w => w.Version == version);
        // A write that returned before another began was overwritten by it.
        if (kept.Version == 0 || writes.Any(w => w.Version != version && w.Started > kept.Ended))
        {
            var last = writes.MaxBy(w => w.Started);
            throw new WorkloadValidationException(
                $"{properties.Table}: field{field} of key {name} holds version {version}; {writes.Length} write(s) touched it, the last begun being version {last.Version}.");
        }
    }

    private static Dictionary<long, List<Write>> WritesByKey(YcsbWriteLog log)
    {
        var writes = new Dictionary<long, List<Write>>();
        var plan = log.Plan;
        for (var t = 0; t < plan.Threads.Count; t++)
        {
            var thread = plan.Threads[t];
            for (var i = 0; i < thread.Kinds.Length; i++)
            {
                var kind = thread.Kinds[i];
                if (kind is YcsbOperation.Read or YcsbOperation.Scan || log.Ended[t][i] == 0)
                {
                    continue;
                }

                var key = log.Keys[t][i];
                if (!writes.TryGetValue(key, out var list))
                {
                    writes[key] = list = [];
                }

                list.Add(new(plan.VersionOf(t, i), thread.Fields[i], log.Started[t][i], log.Ended[t][i], kind == YcsbOperation.Insert));
            }
        }

        return writes;
    }

    private readonly record struct Write(uint Version, int Field, long Started, long Ended, bool Insert);
}
