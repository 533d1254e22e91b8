using System.Collections;

namespace EmbeddedDbBench.Core.Sensors;

/// <summary>
/// The sample as the rows <see cref="IBulkInsert"/> takes, made one at a time as the bulk path
/// asks for them: a million pre-built <c>object[]</c> rows would take about 250 MB, the structs
/// behind this view take 48. Each access builds a new array (boxing the values, as every
/// ADO.NET parameter does), so a path may keep rows it has been handed. A path that can take
/// typed values (<see cref="ITypedBulkRows"/>) gets them without the arrays and the boxing.
/// </summary>
public sealed class SensorBulkRows(SensorReading[] rows) : ITypedBulkRows
{
    /// <inheritdoc />
    public int Count => rows.Length;

    /// <inheritdoc />
    public object?[] this[int index] => Values(rows[index]);

    /// <summary>A reading's values in <see cref="SensorSql.BulkTable"/>'s column order.</summary>
    public static object?[] Values(SensorReading r) =>
        [r.SensorId, r.Timestamp, r.Epoch, r.Temperature, r.Humidity, r.Light, r.Voltage];

    /// <inheritdoc />
    public void Write<TSink>(int index, ref TSink sink) where TSink : IBulkValueSink
    {
        ref readonly var r = ref rows[index];
        sink.Value(r.SensorId);
        sink.Value(r.Timestamp);
        sink.Value(r.Epoch);
        sink.Value(r.Temperature);
        sink.Value(r.Humidity);
        sink.Value(r.Light);
        sink.Value(r.Voltage);
    }

    /// <inheritdoc />
    public IEnumerator<object?[]> GetEnumerator()
    {
        foreach (var row in rows)
        {
            yield return Values(row);
        }
    }

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
}
