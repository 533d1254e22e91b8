namespace EmbeddedDbBench.Core;

/// <summary>
/// A timed step returned a result that differs from what the workload expects: a wrong row
/// count or checksum. The result is an error in the report, never a number.
/// </summary>
public sealed class WorkloadValidationException : Exception
{
    /// <summary>Creates the exception describing the mismatch.</summary>
    public WorkloadValidationException(string message) : base(message) { }
}
