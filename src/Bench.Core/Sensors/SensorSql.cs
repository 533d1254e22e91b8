using System.Globalization;

namespace EmbeddedDbBench.Core.Sensors;

/// <summary>
/// W4's SQL for one dialect and one plan. The text is the same on every engine except where
/// <see cref="SqlDialect"/> says otherwise (column types, <see cref="SqlDialect.StdDevPop"/>,
/// <see cref="SqlDialect.FetchFirst"/>); buckets use <c>ts - ts % width</c>, which every target
/// engine evaluates on integers alike, so no date function is needed. Constants are written
/// into the text once here, never in timed code; per-row values travel as parameters.
/// </summary>
public sealed class SensorSql
{
    /// <summary>The table's name.</summary>
    public const string Table = "readings";

    /// <summary>The point read by key.</summary>
    public const string Read = "SELECT epoch, temperature, humidity, light, voltage FROM readings WHERE sensor_id = @s AND ts = @t";

    /// <summary>The point update by key.</summary>
    public const string Update = "UPDATE readings SET temperature = @temp, humidity = @hum WHERE sensor_id = @s AND ts = @t";

    /// <summary>The point delete by key.</summary>
    public const string Delete = "DELETE FROM readings WHERE sensor_id = @s AND ts = @t";

    /// <summary>Every row, for state checks.</summary>
    public const string All = "SELECT sensor_id, ts, epoch, temperature, humidity, light, voltage FROM readings";

    /// <summary>AVG_SENSOR.</summary>
    public const string AvgSensor = "SELECT sensor_id, COUNT(*), AVG(temperature) FROM readings GROUP BY sensor_id";

    /// <summary>DAILY_SUMMARY, days as millisecond timestamps of midnight.</summary>
    public string DailySummary { get; }

    /// <summary>OUTAGES, with LAG over each sensor's readings in time order.</summary>
    public static string Outages { get; } =
        "SELECT sensor_id, prev_ts, ts FROM (SELECT sensor_id, ts, LAG(ts) OVER (PARTITION BY sensor_id ORDER BY ts) AS prev_ts FROM readings) g " +
        $"WHERE ts - prev_ts > {SensorPlan.OutageGapMs.ToString(CultureInfo.InvariantCulture)}";

    /// <summary>Builds the statements for <paramref name="dialect"/> and <paramref name="plan"/>, on the keyed or the study's unkeyed <paramref name="table"/>.</summary>
    public SensorSql(SqlDialect dialect, SensorPlan plan, SensorTable table = SensorTable.Keyed)
    {
        ArgumentNullException.ThrowIfNull(dialect);
        ArgumentNullException.ThrowIfNull(plan);
        CreateTable =
            $"CREATE TABLE {Table} (sensor_id integer not null, ts bigint not null, epoch integer not null, " +
            $"temperature {dialect.Real} not null, humidity {dialect.Real} not null, light {dialect.Real} not null, " +
            $"voltage {dialect.Real} not null{(table == SensorTable.Keyed ? ", PRIMARY KEY (sensor_id, ts)" : "")})";
        DailySummary =
            "SELECT sensor_id, day_start, COUNT(*), MIN(temperature), MAX(temperature), AVG(temperature) " +
            $"FROM (SELECT sensor_id, ts - {dialect.Modulo("ts", SensorPlan.DayMs.ToString(CultureInfo.InvariantCulture))} AS day_start, temperature FROM readings) d GROUP BY sensor_id, day_start";
        LastReadings =
            "SELECT r.sensor_id, r.ts, r.temperature, r.humidity, r.light, r.voltage FROM readings r " +
            $"JOIN (SELECT sensor_id, MAX(ts) AS last_ts FROM readings WHERE sensor_id IN ({string.Join(", ", plan.LastReadingSensors)}) GROUP BY sensor_id) m " +
            "ON r.sensor_id = m.sensor_id AND r.ts = m.last_ts";
        HotSensors =
            "SELECT sensor_id, COUNT(*), AVG(temperature) FROM readings GROUP BY sensor_id " +
            $"HAVING AVG(temperature) > {SensorPlan.HotThreshold.ToString("0.0##", CultureInfo.InvariantCulture)} AND COUNT(*) >= {plan.HotMinCount}";
        Anomalies =
            "SELECT r.sensor_id, r.ts, r.temperature FROM readings r " +
            $"JOIN (SELECT sensor_id, AVG(temperature) AS mean_t, {dialect.StdDevPop("temperature")} AS sd_t FROM readings GROUP BY sensor_id) s " +
            $"ON r.sensor_id = s.sensor_id WHERE ABS(r.temperature - s.mean_t) > {SensorPlan.AnomalySigmas} * s.sd_t";
        TopkSensors =
            $"SELECT sensor_id, AVG(temperature) AS avg_t FROM readings GROUP BY sensor_id ORDER BY avg_t DESC, sensor_id {dialect.FetchFirst(SensorPlan.TopK)}";
        CompareTwo =
            "SELECT COUNT(*), (COUNT(*) * SUM(a.t * b.t) - SUM(a.t) * SUM(b.t)) / NULLIF(SQRT(" +
            "(COUNT(*) * SUM(a.t * a.t) - SUM(a.t) * SUM(a.t)) * (COUNT(*) * SUM(b.t * b.t) - SUM(b.t) * SUM(b.t))), 0) " +
            $"FROM {Buckets(dialect, plan.CompareSensors.First)} a JOIN {Buckets(dialect, plan.CompareSensors.Second)} b ON a.bucket = b.bucket";
    }

    /// <summary>The table, keyed by sensor and timestamp, or without a key (the study's own).</summary>
    public string CreateTable { get; }

    /// <summary>LOAD's target for bulk paths and the single-row INSERT.</summary>
    public static BulkTable BulkTable { get; } =
        new(Table, ["sensor_id", "ts", "epoch", "temperature", "humidity", "light", "voltage"]);

    /// <summary>LAST_READINGS for the plan's k sensors.</summary>
    public string LastReadings { get; }

    /// <summary>HOT_SENSORS with the threshold and minimum count.</summary>
    public string HotSensors { get; }

    /// <summary>ANOMALIES against each sensor's mean and population standard deviation.</summary>
    public string Anomalies { get; }

    /// <summary>TOPK_SENSORS.</summary>
    public string TopkSensors { get; }

    /// <summary>COMPARE_TWO: pairs of aligned buckets and Pearson's r over their average temperatures.</summary>
    public string CompareTwo { get; }

    private static string Buckets(SqlDialect dialect, int sensor) =>
        $"(SELECT bucket, AVG(temperature) AS t FROM (SELECT ts - {dialect.Modulo("ts", SensorPlan.CompareBucketMs.ToString(CultureInfo.InvariantCulture))} AS bucket, temperature " +
        $"FROM readings WHERE sensor_id = {sensor}) x GROUP BY bucket)";
}
