using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>An engine declared in a test only, with the facts it is given: runs Default and Transaction, never asked for a database.</summary>
internal sealed class FakeEngine(EngineFacts facts) : Engine
{
    /// <summary>Complete facts but for what <paramref name="host"/> and <paramref name="provider"/> say: durable, no published row, managed code.</summary>
    public static EngineFacts CompleteFacts(EngineHost host, string provider = "FakeProvider") => new(
        "a fake engine",
        EngineDurability.WithTransactions(new Dictionary<Variant, DurabilityNote> { [Variant.Default] = DurabilityNote.Durable }, DurabilityChecks.None),
        PublishedRows.None,
        new EnginePlatforms(provider, null),
        host);

    public override string Name => "Fake";

    public override EngineFacts Facts => facts;

    public override string Provider => "none";

    public override SqlDialect Dialect => throw new NotSupportedException();

    public override VariantSupport Supports(Variant variant) => variant is Variant.Default or Variant.Transaction
        ? VariantSupport.Supported(variant)
        : VariantSupport.NotApplicable(variant, "a test engine");

    public override BenchDatabase CreateDatabase(Variant variant) => throw new NotSupportedException();
}
