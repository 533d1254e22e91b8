namespace EmbeddedDbBench.Core.Sensors;

/// <summary>Which table W4 runs on.</summary>
public enum SensorTable
{
    /// <summary>
    /// <c>PRIMARY KEY (sensor_id, ts)</c>: what a key-value engine has and a real application would
    /// declare; the point phases go through its index, and every load maintains it.
    /// </summary>
    Keyed,

    /// <summary>
    /// The study's own table: the same columns and no key or index, as the study loaded DuckDB and
    /// PostgreSQL; a load appends only, and a point phase scans the table for each key.
    /// </summary>
    Unkeyed,
}
