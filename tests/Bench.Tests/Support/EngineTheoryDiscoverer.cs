using Xunit.Abstractions;
using Xunit.Sdk;

namespace EmbeddedDbBench.Tests.Support;

/// <summary>Discovers <see cref="EngineTheoryAttribute"/> theories, skipping them when the engine can't run here.</summary>
public sealed class EngineTheoryDiscoverer(IMessageSink diagnosticMessageSink) : TheoryDiscoverer(diagnosticMessageSink)
{
    public override IEnumerable<IXunitTestCase> Discover(
        ITestFrameworkDiscoveryOptions discoveryOptions, ITestMethod testMethod, IAttributeInfo theoryAttribute) =>
        EngineSkip.Reason(testMethod, theoryAttribute) is { } reason
            ? [EngineSkip.Case(DiagnosticMessageSink, discoveryOptions, testMethod, reason)]
            : base.Discover(discoveryOptions, testMethod, theoryAttribute);
}
