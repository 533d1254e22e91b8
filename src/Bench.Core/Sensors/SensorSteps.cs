namespace EmbeddedDbBench.Core.Sensors;

/// <summary>How the study names and groups the steps.</summary>
public static class SensorSteps
{
    /// <summary>The study's 13 phases, in its order.</summary>
    public static IReadOnlyList<SensorStep> Phases { get; } = Enum.GetValues<SensorStep>().Where(s => s != SensorStep.Create).ToArray();

    /// <summary>The phases that write, or read by key, and run under every write variant.</summary>
    public static IReadOnlyList<SensorStep> KeyPhases { get; } = [SensorStep.Load, SensorStep.Read, SensorStep.Update, SensorStep.Delete];

    /// <summary>The study's name of <paramref name="step"/>, e.g. <c>LAST_READINGS</c>.</summary>
    public static string StudyName(this SensorStep step) => step switch
    {
        SensorStep.LastReadings => "LAST_READINGS",
        SensorStep.AvgSensor => "AVG_SENSOR",
        SensorStep.HotSensors => "HOT_SENSORS",
        SensorStep.DailySummary => "DAILY_SUMMARY",
        SensorStep.TopkSensors => "TOPK_SENSORS",
        SensorStep.CompareTwo => "COMPARE_TWO",
        SensorStep.FullProfile => "FULL_PROFILE",
        _ => step.ToString().ToUpperInvariant(),
    };

    /// <summary>True when <paramref name="step"/> only reads, so it leaves the table as it found it.</summary>
    public static bool IsQuery(this SensorStep step) => step is not (SensorStep.Create or SensorStep.Load or SensorStep.Update or SensorStep.Delete);
}
