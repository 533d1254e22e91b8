using Xunit.Abstractions;
using Xunit.Sdk;

namespace EmbeddedDbBench.Tests.Support;

/// <summary>Discovers <see cref="EngineFactAttribute"/> facts, skipping them when the engine can't run here.</summary>
public sealed class EngineFactDiscoverer(IMessageSink diagnosticMessageSink) : FactDiscoverer(diagnosticMessageSink)
{
    public override IEnumerable<IXunitTestCase> Discover(
        ITestFrameworkDiscoveryOptions discoveryOptions, ITestMethod testMethod, IAttributeInfo factAttribute) =>
        EngineSkip.Reason(testMethod, factAttribute) is { } reason
            ? [EngineSkip.Case(DiagnosticMessageSink, discoveryOptions, testMethod, reason)]
            : base.Discover(discoveryOptions, testMethod, factAttribute);
}
