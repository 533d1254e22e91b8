using System.Data.Common;

namespace EmbeddedDbBench.Core.Sensors;

/// <summary>The timed bodies of W4's phases.</summary>
public sealed partial class SensorWorkload
{
    private static readonly string[] _keyParameters = ["@s", "@t"];
    private static readonly string[] _updateParameters = ["@temp", "@hum", "@s", "@t"];

    private StepOutcome Load(StepContext context)
    {
        var table = SensorSql.BulkTable;
        if (context.TakesBulkPath)
        {
            return new(context.BulkInsert(table, new SensorBulkRows(Plan.Rows)), 0);
        }

        using var insert = context.Statement(table.InsertSql, table.ParameterNames);
        long rows = 0;
        foreach (var r in Plan.Rows)
        {
            rows += insert.Execute(r.SensorId, r.Timestamp, r.Epoch, r.Temperature, r.Humidity, r.Light, r.Voltage);
        }

        return new(rows, 0);
    }

    private StepOutcome Read(StepContext context)
    {
        using var read = context.Statement(SensorSql.Read, _keyParameters);
        var rows = Plan.Rows;
        long found = 0;
        ulong checksum = 0;
        foreach (var i in Plan.ReadRows)
        {
            if (read.Query(ReadRow, rows[i].SensorId, rows[i].Timestamp) is { } hash)
            {
                found++;
                checksum += hash;
            }
        }

        return new(found, checksum);
    }

    private StepOutcome Update(StepContext context)
    {
        using var update = context.Statement(SensorSql.Update, _updateParameters);
        long rows = 0;
        for (var i = 0; i < Plan.UpdateRows.Length; i++)
        {
            var key = Plan.Rows[Plan.UpdateRows[i]];
            rows += update.Execute(Plan.UpdateTemperatures[i], Plan.UpdateHumidities[i], key.SensorId, key.Timestamp);
        }

        return new(rows, 0);
    }

    private StepOutcome Delete(StepContext context)
    {
        using var delete = context.Statement(SensorSql.Delete, _keyParameters);
        long rows = 0;
        foreach (var i in Plan.DeleteRows)
        {
            rows += delete.Execute(Plan.Rows[i].SensorId, Plan.Rows[i].Timestamp);
        }

        return new(rows, 0);
    }

    private static StepOutcome Query(StepContext context, SensorStep step, SensorSql sql) => step switch
    {
        SensorStep.LastReadings => Query(context, sql.LastReadings, static r => SensorRowHash.Latest(r.GetInt64(0), r.GetInt64(1), r.GetDouble(2), r.GetDouble(3), r.GetDouble(4), r.GetDouble(5))),
        SensorStep.AvgSensor => Query(context, SensorSql.AvgSensor, AverageRow),
        SensorStep.HotSensors => Query(context, sql.HotSensors, AverageRow),
        SensorStep.Anomalies => Query(context, sql.Anomalies, static r => SensorRowHash.Anomaly(r.GetInt64(0), r.GetInt64(1), r.GetDouble(2))),
        SensorStep.DailySummary => Query(context, sql.DailySummary, DayRow),
        SensorStep.Outages => Query(context, SensorSql.Outages, OutageRow),
        SensorStep.TopkSensors => Query(context, sql.TopkSensors, RankedRow),
        SensorStep.CompareTwo => Query(context, sql.CompareTwo, static r => SensorRowHash.Correlation(r.GetInt64(0), r.IsDBNull(1) ? null : r.GetDouble(1))),
        _ => throw new ArgumentOutOfRangeException(nameof(step)),
    };

    private static StepOutcome FullProfile(StepContext context, SensorSql sql)
    {
        var average = Query(context, SensorSql.AvgSensor, AverageRow);
        var daily = Query(context, sql.DailySummary, DayRow);
        var outages = Query(context, SensorSql.Outages, OutageRow);
        var top = Query(context, sql.TopkSensors, RankedRow);
        return new(
            average.Rows + daily.Rows + outages.Rows + top.Rows,
            average.Checksum + daily.Checksum + outages.Checksum + top.Checksum);
    }

    private static StepOutcome Query(StepContext context, string sql, Func<DbDataReader, ulong> row)
    {
        using var command = context.CreateCommand(sql);
        using var reader = command.ExecuteReader();
        return StepOutcome.ReadAll(reader, row);
    }

    private static ulong? ReadRow(DbDataReader r) => r.Read()
        ? SensorRowHash.Read(r.GetInt64(0), r.GetDouble(1), r.GetDouble(2), r.GetDouble(3), r.GetDouble(4))
        : null;

    private static ulong AverageRow(DbDataReader r) => SensorRowHash.Average(r.GetInt64(0), r.GetInt64(1), r.GetDouble(2));

    private static ulong DayRow(DbDataReader r) =>
        SensorRowHash.Day(r.GetInt64(0), r.GetInt64(1), r.GetInt64(2), r.GetDouble(3), r.GetDouble(4), r.GetDouble(5));

    private static ulong OutageRow(DbDataReader r) => SensorRowHash.Outage(r.GetInt64(0), r.GetInt64(1), r.GetInt64(2));

    private static ulong RankedRow(DbDataReader r) => SensorRowHash.Ranked(r.GetInt64(0), r.GetDouble(1));
}
