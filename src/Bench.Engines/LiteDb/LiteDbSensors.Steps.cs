using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Sensors;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

public sealed partial class LiteDbSensors
{
    // The sensor comes from the group's documents, not @key: in 5.0.20 a HAVING clause reads the
    // whole group, and the grouping pipe has already moved @key on to the next group by then.
    private const string AvgSensorSql =
        "SELECT { sensor: FIRST(*.sensor_id), n: COUNT(*), avg: AVG(*.temperature) } FROM readings GROUP BY $.sensor_id";

    private StepOutcome Read(LiteDbDocuments documents) => documents.FindEach(
        _plan.ReadRows.Select(KeyOf),
        static d => SensorRowHash.Read(d["epoch"].AsInt32, d["temperature"].AsDouble, d["humidity"].AsDouble, d["light"].AsDouble, d["voltage"].AsDouble));

    // One UpdateMany by _id per row, the SQL UPDATE … WHERE key. Batch parses the two expressions
    // once and rebinds their parameters per row, as a reused prepared statement does.
    private StepOutcome Update(LiteDbDocuments documents)
    {
        var reuse = documents.Bulk;
        BsonExpression? transform = null;
        BsonExpression? predicate = null;
        long rows = 0;
        for (var i = 0; i < _plan.UpdateRows.Length; i++)
        {
            var key = _plan.Rows[_plan.UpdateRows[i]];
            if (!reuse || transform is null || predicate is null)
            {
                transform = BsonExpression.Create("{ temperature: @0, humidity: @1 }", _plan.UpdateTemperatures[i], _plan.UpdateHumidities[i]);
                predicate = BsonExpression.Create("_id = @0", Key(key.SensorId, key.Timestamp));
            }
            else
            {
                transform.Parameters["0"] = _plan.UpdateTemperatures[i];
                transform.Parameters["1"] = _plan.UpdateHumidities[i];
                predicate.Parameters["0"] = Key(key.SensorId, key.Timestamp);
            }

            rows += documents.Collection.UpdateMany(transform, predicate);
        }

        return new(rows, 0);
    }

    // The latest reading of each sensor: the last _id in the sensor's key range, newest first.
    private StepOutcome LastReadings(ILiteCollection<BsonDocument> collection)
    {
        long rows = 0;
        ulong checksum = 0;
        foreach (var sensor in _plan.LastReadingSensors)
        {
            var latest = collection.Query()
                .Where(BsonExpression.Create("_id >= @0 AND _id < @1", Key(sensor, 0), Key(sensor + 1, 0)))
                .OrderByDescending("_id")
                .Limit(1)
                .FirstOrDefault();
            if (latest is { } d)
            {
                rows++;
                checksum += SensorRowHash.Latest(d["sensor_id"].AsInt32, d["ts"].AsInt64, d["temperature"].AsDouble, d["humidity"].AsDouble, d["light"].AsDouble, d["voltage"].AsDouble);
            }
        }

        return new(rows, checksum);
    }

    private static StepOutcome Query(LiteDatabase database, string sql)
    {
        using var reader = database.Execute(sql);
        long rows = 0;
        ulong checksum = 0;
        while (reader.Read())
        {
            var d = reader.Current.AsDocument;
            rows++;
            checksum += SensorRowHash.Average(d["sensor"].AsInt64, d["n"].AsInt64, d["avg"].AsDouble);
        }

        return new(rows, checksum);
    }
}
