using System.Buffers;
using System.Text.Json;

namespace EmbeddedDbBench.Core.Ledger;

/// <summary>
/// Writes a <see cref="CaseRecord"/> as one ledger line, property by property, leaving out the ones
/// that are null. Every benchmark process writes one record with tiered compilation off, where
/// System.Text.Json's serializer compiled itself for 100–190 ms of the process on each of them (its
/// build-time metadata: the variant's converter rules out the generated fast path; the reflection-based
/// serializer was slower still), about a fifth of a short case's process. <see cref="Utf8JsonWriter"/>
/// comes precompiled with the runtime; only this class is compiled. The host reads the lines through the
/// serializer, whose property names these are; a test reads back a record with every property set.
/// </summary>
internal static class CaseRecordWriter
{
    /// <summary>The record as a line of UTF-8 JSON, its end included.</summary>
    public static byte[] Line(CaseRecord record)
    {
        var buffer = new ArrayBufferWriter<byte>(2048);
        using (var json = new Utf8JsonWriter(buffer))
        {
            json.WriteStartObject();
            json.WriteString(nameof(CaseRecord.Key), record.Key);
            json.WriteString(nameof(CaseRecord.Engine), record.Engine);
            Text(json, nameof(CaseRecord.Provider), record.Provider);
            Text(json, nameof(CaseRecord.ServerVersion), record.ServerVersion);
            json.WriteString(nameof(CaseRecord.Variant), VariantNameConverter.NameOf(record.Variant));
            Text(json, nameof(CaseRecord.Settings), record.Settings);
            json.WriteNumber(nameof(CaseRecord.RowsPerRun), record.RowsPerRun);
            json.WriteNumber(nameof(CaseRecord.ValidatedRuns), record.ValidatedRuns);
            json.WriteNumber(nameof(CaseRecord.AutocommitWrites), record.AutocommitWrites);
            Text(json, nameof(CaseRecord.BulkMethod), record.BulkMethod);
            if (record.Storage is { } storage)
            {
                json.WriteStartArray(nameof(CaseRecord.Storage));
                foreach (var part in storage)
                {
                    json.WriteStartObject();
                    json.WriteString(nameof(StoragePart.Name), part.Name);
                    json.WriteNumber(nameof(StoragePart.Bytes), part.Bytes);
                    json.WriteEndObject();
                }

                json.WriteEndArray();
            }

            Text(json, nameof(CaseRecord.TieredCompilation), record.TieredCompilation);
            Number(json, nameof(CaseRecord.JitWarmupRuns), record.JitWarmupRuns);
            Number(json, nameof(CaseRecord.JitWarmupStillCompiling), record.JitWarmupStillCompiling);
            Text(json, nameof(CaseRecord.JitWarmup), record.JitWarmup);
            Number(json, nameof(CaseRecord.JitWarmupSeconds), record.JitWarmupSeconds);
            Number(json, nameof(CaseRecord.JitWarmupRowsPerRun), record.JitWarmupRowsPerRun);
            Number(json, nameof(CaseRecord.MethodsCompiledWhileMeasured), record.MethodsCompiledWhileMeasured);
            Number(json, nameof(CaseRecord.AllocatedBytesPerRun), record.AllocatedBytesPerRun);
            Number(json, nameof(CaseRecord.GuidMicroseconds), record.GuidMicroseconds);
            if (record.Latencies is { } latencies)
            {
                json.WriteStartArray(nameof(CaseRecord.Latencies));
                foreach (var role in latencies)
                {
                    Latency(json, role);
                }

                json.WriteEndArray();
            }

            Number(json, nameof(CaseRecord.RecordingNanoseconds), record.RecordingNanoseconds);
            Text(json, nameof(CaseRecord.ConcurrencySettings), record.ConcurrencySettings);
            if (record.Writers is { } writers)
            {
                Writers(json, writers);
            }

            Number(json, nameof(CaseRecord.PeakWorkingSetBytes), record.PeakWorkingSetBytes);
            Text(json, nameof(CaseRecord.ServerFolder), record.ServerFolder);
            Numbers(json, nameof(CaseRecord.SelfTimedMilliseconds), record.SelfTimedMilliseconds);
            Text(json, nameof(CaseRecord.Error), record.Error);
            json.WriteEndObject();
        }

        buffer.Write("\n"u8);
        return buffer.WrittenSpan.ToArray();
    }

    // The derived properties (OpsPerSecond, SecondsPerRun, ErrorCount) are left out: the reader computes them.
    private static void Latency(Utf8JsonWriter json, RoleLatency role)
    {
        json.WriteStartObject();
        json.WriteString(nameof(RoleLatency.Role), role.Role);
        json.WriteNumber(nameof(RoleLatency.Threads), role.Threads);
        json.WriteNumber(nameof(RoleLatency.Runs), role.Runs);
        json.WriteNumber(nameof(RoleLatency.Operations), role.Operations);
        json.WriteNumber(nameof(RoleLatency.Planned), role.Planned);
        json.WriteNumber(nameof(RoleLatency.StarvedRuns), role.StarvedRuns);
        json.WriteNumber(nameof(RoleLatency.CutOffs), role.CutOffs);
        json.WriteNumber(nameof(RoleLatency.LongestCutOff), role.LongestCutOff);
        json.WriteNumber(nameof(RoleLatency.Seconds), role.Seconds);
        json.WriteBoolean(nameof(RoleLatency.Recorded), role.Recorded);
        json.WriteNumber(nameof(RoleLatency.P50), role.P50);
        json.WriteNumber(nameof(RoleLatency.P99), role.P99);
        json.WriteNumber(nameof(RoleLatency.P999), role.P999);
        json.WriteNumber(nameof(RoleLatency.Max), role.Max);
        json.WriteNumber(nameof(RoleLatency.Mean), role.Mean);
        Numbers(json, nameof(RoleLatency.Distribution), role.Distribution);
        Counts(json, nameof(RoleLatency.Errors), role.Errors);
        json.WriteNumber(nameof(RoleLatency.Retried), role.Retried);
        json.WriteEndObject();
    }

    // CommittedPerSecond is derived: the reader computes it.
    private static void Writers(Utf8JsonWriter json, WritersSummary writers)
    {
        json.WriteStartObject(nameof(CaseRecord.Writers));
        json.WriteNumber(nameof(WritersSummary.Writers), writers.Writers);
        json.WriteNumber(nameof(WritersSummary.Runs), writers.Runs);
        json.WriteNumber(nameof(WritersSummary.Planned), writers.Planned);
        json.WriteNumber(nameof(WritersSummary.Committed), writers.Committed);
        json.WriteNumber(nameof(WritersSummary.Failed), writers.Failed);
        json.WriteNumber(nameof(WritersSummary.Retries), writers.Retries);
        json.WriteNumber(nameof(WritersSummary.FailedAttemptSeconds), writers.FailedAttemptSeconds);
        json.WriteNumber(nameof(WritersSummary.Seconds), writers.Seconds);
        Counts(json, nameof(WritersSummary.Errors), writers.Errors);
        json.WriteNumber(nameof(WritersSummary.LostUpdates), writers.LostUpdates);
        json.WriteNumber(nameof(WritersSummary.SumDrift), writers.SumDrift);
        Text(json, nameof(WritersSummary.Settings), writers.Settings);
        json.WriteNumber(nameof(WritersSummary.MeanMicroseconds), writers.MeanMicroseconds);
        json.WriteEndObject();
    }

    private static void Counts(Utf8JsonWriter json, string name, IReadOnlyDictionary<string, long>? counts)
    {
        if (counts is null)
        {
            return;
        }

        json.WriteStartObject(name);
        foreach (var (kind, count) in counts)
        {
            json.WriteNumber(kind, count);
        }

        json.WriteEndObject();
    }

    private static void Text(Utf8JsonWriter json, string name, string? value)
    {
        if (value is not null)
        {
            json.WriteString(name, value);
        }
    }

    private static void Number(Utf8JsonWriter json, string name, long? value)
    {
        if (value is { } number)
        {
            json.WriteNumber(name, number);
        }
    }

    private static void Number(Utf8JsonWriter json, string name, double? value)
    {
        if (value is { } number)
        {
            json.WriteNumber(name, number);
        }
    }

    private static void Numbers(Utf8JsonWriter json, string name, IReadOnlyList<double>? values)
    {
        if (values is null)
        {
            return;
        }

        json.WriteStartArray(name);
        foreach (var value in values)
        {
            json.WriteNumberValue(value);
        }

        json.WriteEndArray();
    }
}
