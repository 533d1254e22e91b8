namespace EmbeddedDbBench.Console.Reporting;

/// <summary>The names (headers) of the suite's report columns, for the code that treats one of them apart.</summary>
public static class SuiteColumnNames
{
    /// <summary>Rows one run of the step handles.</summary>
    public const string Rows = "Rows";

    /// <summary>Microseconds per row at the mean time.</summary>
    public const string MeanMicrosecondsPerRow = "us/row (mean)";

    /// <summary>Microseconds per row at the median time.</summary>
    public const string MedianMicrosecondsPerRow = "us/row (median)";

    /// <summary>Rows per second at the mean time.</summary>
    public const string RowsPerSecond = "rows/s (mean)";

    /// <summary>Managed bytes allocated per row.</summary>
    public const string AllocatedPerRow = "B/row (allocated)";

    /// <summary>Mean time over the Default variant's.</summary>
    public const string RatioToDefault = "RatioToDefault";

    /// <summary>The ratio to Default in words.</summary>
    public const string SpeedUp = "SpeedUp";

    /// <summary>Engine and version as the engine reported them.</summary>
    public const string Engine = "Engine";

    /// <summary>Settings read back after the variant was applied.</summary>
    public const string Settings = "Settings";

    /// <summary>Validated runs, or the validation error.</summary>
    public const string Valid = "Valid";

    /// <summary>The JIT the case ran under, and how its warm-up ended.</summary>
    public const string Jit = "JIT";

    /// <summary>Warm-up + measured runs, and why.</summary>
    public const string Protocol = "Protocol";
}
