namespace EmbeddedDbBench.Core;

/// <summary>Whether an engine can express a variant, and if not, why.</summary>
/// <param name="Variant">The variant asked about.</param>
/// <param name="NotApplicableReason">Null when supported; otherwise the reason shown as "n/a" in reports.</param>
public sealed record VariantSupport(Variant Variant, string? NotApplicableReason)
{
    /// <summary>True when the engine runs this variant.</summary>
    public bool IsSupported => NotApplicableReason is null;

    /// <summary>The variant is supported.</summary>
    public static VariantSupport Supported(Variant variant) => new(variant, null);

    /// <summary>The variant cannot be expressed on the engine, for the given reason.</summary>
    public static VariantSupport NotApplicable(Variant variant, string reason) => new(variant, reason);
}
