using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Sensors;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// W4 on LiteDB: collection <c>readings</c> whose <c>_id</c> is the key (sensor id, timestamp) folded
/// into one long, <c>sensor_id × 10^13 + ts</c>, so the primary index orders readings by sensor, then
/// time, as the SQL tables' PRIMARY KEY (sensor_id, ts) does. Key phases go by <c>_id</c>; the
/// analytical phases LiteDB's query language can express run as its <c>SELECT … GROUP BY</c>
/// (see <see cref="NotApplicable"/> for the rest).
/// </summary>
public sealed partial class LiteDbSensors : LiteDbWorkload<SensorStep>
{
    private const string Collection = SensorSql.Table;
    private const long SensorStride = 10_000_000_000_000;
    private readonly SensorPlan _plan;
    private readonly string _hotSensors;

    /// <summary>Implements <paramref name="workload"/> on LiteDB.</summary>
    public LiteDbSensors(SensorWorkload workload) : base(workload)
    {
        _plan = workload.Plan;
        _hotSensors = $"{AvgSensorSql} HAVING AVG(*.temperature) > {SensorPlan.HotThreshold.ToString(CultureInfo.InvariantCulture)} AND COUNT(*) >= {_plan.HotMinCount}";
    }

    /// <summary>Why W4's unkeyed table is n/a on LiteDB.</summary>
    public const string NoUnkeyedTable =
        "a LiteDB collection always has a unique, indexed _id: it has no table without a key, so it runs the keyed table only " +
        "(its _id is the key, sensor and timestamp folded into one long)";

    /// <summary>Why a W4 phase is n/a on LiteDB, or null.</summary>
    public static string? NotApplicable(SensorStep step) => step switch
    {
        SensorStep.Anomalies => "needs each reading beside its sensor's mean and standard deviation: LiteDB 5 has no join or subquery and no standard-deviation aggregate",
        SensorStep.DailySummary => "needs a per-day bucket of the timestamp: LiteDB 5.0.20's expressions have no modulo, floor or integer division (the % operator arrived after 5.0.21)",
        SensorStep.Outages => "needs the previous reading of the same sensor (LAG): LiteDB 5 has no window functions",
        SensorStep.TopkSensors => "needs the groups ordered by their average: LiteDB 5's GROUP BY orders only by the group key, ORDER BY cannot follow it",
        SensorStep.CompareTwo => "needs two sensors' time buckets joined: LiteDB 5 has no join, and no modulo to bucket timestamps",
        SensorStep.FullProfile => "runs DAILY_SUMMARY, OUTAGES and TOPK_SENSORS, which LiteDB 5 cannot express",
        _ => null,
    };

    /// <inheritdoc />
    public override StepOutcome Run(SensorStep step, StepContext context)
    {
        var documents = Documents(context, Collection, BsonAutoId.Int64);
        return step switch
        {
            // Untimed setup only: _id is the collection's primary index.
            SensorStep.Create => NothingToCreate,
            SensorStep.Load => documents.Insert(_plan.Rows.Select(static r => ToDocument(r))),
            SensorStep.Read => Read(documents),
            SensorStep.Update => Update(documents),
            SensorStep.Delete => documents.DeleteEach(_plan.DeleteRows.Select(KeyOf)),
            SensorStep.LastReadings => LastReadings(documents.Collection),
            SensorStep.AvgSensor => Query(Lite(context), AvgSensorSql),
            SensorStep.HotSensors => Query(Lite(context), _hotSensors),
            _ => throw new NotSupportedException($"{step} is n/a on LiteDB: {NotApplicable(step)}"),
        };
    }

    /// <inheritdoc />
    protected override void VerifyState(LiteDatabase database, SensorStep completed)
    {
        var (count, checksum) = _plan.TableAfter(completed.IsQuery() ? SensorStep.Load : completed);
        CheckCollection(database, completed, Collection, static d => new SensorReading(
            d["sensor_id"].AsInt32, d["epoch"].AsInt32, d["ts"].AsInt64, d["temperature"].AsDouble,
            d["humidity"].AsDouble, d["light"].AsDouble, d["voltage"].AsDouble).RowChecksum(), new(count, checksum));
    }

    private static long Key(int sensor, long timestamp) => (sensor * SensorStride) + timestamp;

    // The _id of the plan's row at index row.
    private BsonValue KeyOf(int row) => new(Key(_plan.Rows[row].SensorId, _plan.Rows[row].Timestamp));

    private static BsonDocument ToDocument(in SensorReading r) => new()
    {
        ["_id"] = Key(r.SensorId, r.Timestamp),
        ["sensor_id"] = r.SensorId,
        ["ts"] = r.Timestamp,
        ["epoch"] = r.Epoch,
        ["temperature"] = r.Temperature,
        ["humidity"] = r.Humidity,
        ["light"] = r.Light,
        ["voltage"] = r.Voltage,
    };
}
