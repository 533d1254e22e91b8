namespace EmbeddedDbBench.Core.Sensors;

/// <summary>W4's steps: table creation (untimed preparation) and the study's 13 phases, in its order.</summary>
public enum SensorStep
{
    /// <summary>CREATE TABLE readings; preparation only, not a study phase.</summary>
    Create,

    /// <summary>LOAD: insert the N sampled rows.</summary>
    Load,

    /// <summary>READ: N point reads by (sensor, timestamp).</summary>
    Read,

    /// <summary>UPDATE: N/2 point updates of temperature and humidity.</summary>
    Update,

    /// <summary>DELETE: N/10 point deletes.</summary>
    Delete,

    /// <summary>LAST_READINGS: the latest reading of k sensors.</summary>
    LastReadings,

    /// <summary>AVG_SENSOR: average temperature per sensor.</summary>
    AvgSensor,

    /// <summary>HOT_SENSORS: sensors whose average is above a threshold, with a minimum of readings.</summary>
    HotSensors,

    /// <summary>ANOMALIES: readings more than two standard deviations from their sensor's mean.</summary>
    Anomalies,

    /// <summary>DAILY_SUMMARY: min, max and average temperature per sensor per day.</summary>
    DailySummary,

    /// <summary>OUTAGES: gaps over an hour between consecutive readings of a sensor (LAG).</summary>
    Outages,

    /// <summary>TOPK_SENSORS: the k sensors with the highest average temperature.</summary>
    TopkSensors,

    /// <summary>COMPARE_TWO: correlation of two sensors' temperatures on aligned time buckets.</summary>
    CompareTwo,

    /// <summary>FULL_PROFILE: AVG_SENSOR, DAILY_SUMMARY, OUTAGES and TOPK_SENSORS in sequence.</summary>
    FullProfile,
}
