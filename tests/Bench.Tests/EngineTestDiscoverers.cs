using EmbeddedDbBench.Core;
using Xunit.Abstractions;
using Xunit.Sdk;

namespace EmbeddedDbBench.Tests;

/// <summary>Discovers <see cref="EngineTheoryAttribute"/> theories, skipping them when the engine can't run here.</summary>
public sealed class EngineTheoryDiscoverer(IMessageSink diagnosticMessageSink) : TheoryDiscoverer(diagnosticMessageSink)
{
    public override IEnumerable<IXunitTestCase> Discover(
        ITestFrameworkDiscoveryOptions discoveryOptions, ITestMethod testMethod, IAttributeInfo theoryAttribute) =>
        EngineSkip.Reason(testMethod) is { } reason
            ? [EngineSkip.Case(DiagnosticMessageSink, discoveryOptions, testMethod, reason)]
            : base.Discover(discoveryOptions, testMethod, theoryAttribute);
}

/// <summary>Discovers <see cref="EngineFactAttribute"/> facts, skipping them when the engine can't run here.</summary>
public sealed class EngineFactDiscoverer(IMessageSink diagnosticMessageSink) : FactDiscoverer(diagnosticMessageSink)
{
    public override IEnumerable<IXunitTestCase> Discover(
        ITestFrameworkDiscoveryOptions discoveryOptions, ITestMethod testMethod, IAttributeInfo factAttribute) =>
        EngineSkip.Reason(testMethod) is { } reason
            ? [EngineSkip.Case(DiagnosticMessageSink, discoveryOptions, testMethod, reason)]
            : base.Discover(discoveryOptions, testMethod, factAttribute);
}

internal static class EngineSkip
{
    /// <summary>Why the test class's engine can't run here, or null (always null under CI).</summary>
    public static string? Reason(ITestMethod testMethod)
    {
        if (string.Equals(Environment.GetEnvironmentVariable("CI"), "true", StringComparison.OrdinalIgnoreCase))
        {
            return null;
        }

        for (var type = testMethod.TestClass.Class.ToRuntimeType(); type is not null; type = type.BaseType)
        {
            var engineType = type.IsGenericType ? type.GetGenericArguments().FirstOrDefault(t => t.IsAssignableTo(typeof(Engine))) : null;
            if (engineType is not null)
            {
                return ((Engine)Activator.CreateInstance(engineType)!).MissingPrerequisite();
            }
        }

        return null;
    }

    public static IXunitTestCase Case(IMessageSink sink, ITestFrameworkDiscoveryOptions options, ITestMethod testMethod, string reason) =>
        new XunitSkippedDataRowTestCase(sink, options.MethodDisplayOrDefault(), options.MethodDisplayOptionsOrDefault(), testMethod, reason);
}
