namespace EmbeddedDbBench.Core;

/// <summary>What each <see cref="Variant"/> asks of the workload code, independent of the engine.</summary>
public static class VariantExtensions
{
    /// <summary>True when every timed step runs inside one explicit transaction.</summary>
    public static bool WrapsStepsInTransaction(this Variant variant) =>
        variant is Variant.Transaction or Variant.Batch;

    /// <summary>True when steps take the engine's bulk path and prepare each per-row statement once (<see cref="StepContext.TakesBulkPath"/>).</summary>
    public static bool TakesBulkPath(this Variant variant) => variant is Variant.Batch;
}
