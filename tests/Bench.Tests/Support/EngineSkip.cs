using EmbeddedDbBench.Core;
using Xunit.Abstractions;
using Xunit.Sdk;

namespace EmbeddedDbBench.Tests.Support;

/// <summary>Why an engine test is skipped here, and the skipped case xunit reports for it.</summary>
internal static class EngineSkip
{
    /// <summary>
    /// Why the test can't run on the test class's engine: the engine can't express what the test
    /// needs (a SQL connection, a step it marks n/a; skipped everywhere, with the reason), or its
    /// prerequisites are missing here (never a skip under CI). Null when it runs.
    /// </summary>
    public static string? Reason(ITestMethod testMethod, IAttributeInfo attribute)
    {
        for (var type = testMethod.TestClass.Class.ToRuntimeType(); type is not null; type = type.BaseType)
        {
            var engineType = type.IsGenericType ? type.GetGenericArguments().FirstOrDefault(t => t.IsAssignableTo(typeof(Engine))) : null;
            if (engineType is not null)
            {
                var engine = (Engine)Activator.CreateInstance(engineType)!;
                return NotApplicable(engine, testMethod, attribute) ?? (PrerequisiteSkip.UnderCi ? null : engine.MissingPrerequisite());
            }
        }

        return null;
    }

    private static string? NotApplicable(Engine engine, ITestMethod testMethod, IAttributeInfo attribute)
    {
        if (attribute.GetNamedArgument<bool>(nameof(EngineFactAttribute.NeedsSql)) && !engine.HasSqlConnection)
        {
            return $"n/a on {engine.Name}: the test tampers through SQL and the engine has no SQL connection";
        }

        if (attribute.GetNamedArgument<bool>(nameof(EngineFactAttribute.NeedsReaderProcesses)) && engine.ReaderProcessesNotApplicable is { } noProcesses)
        {
            return $"n/a on {engine.Name}: reader processes: {noProcesses}";
        }

        if (attribute.GetNamedArgument<bool>(nameof(EngineFactAttribute.RefusesReaderProcesses)) && engine.ReaderProcessesNotApplicable is null)
        {
            return $"n/a on {engine.Name}: it runs reader processes, so there is no refusal to check";
        }

        if (attribute.GetNamedArgument<bool>(nameof(EngineFactAttribute.NeedsLockWait)) && engine.LockWait.NotApplicableReason is { } noLockWait)
        {
            return $"n/a on {engine.Name}: lock wait: {noLockWait}";
        }

        if (attribute.GetNamedArgument<bool>(nameof(EngineFactAttribute.RefusesLockWait)) && engine.LockWait.NotApplicableReason is null)
        {
            return $"n/a on {engine.Name}: it sets a lock wait, so there is no refusal to check";
        }

        if (attribute.GetNamedArgument<bool>(nameof(EngineFactAttribute.NeedsPowerCut)) && Instruments.PowerCutFactAttribute.SkipReason() is { } noSimulator)
        {
            return noSimulator;
        }

        // An engine whose workloads go through its own API (LiteDB, the SQLite layers) overrides Engine.Implement.
        var ownApi = engine.GetType().GetMethod(nameof(Engine.Implement))!.DeclaringType != typeof(Engine);
        if (attribute.GetNamedArgument<bool>(nameof(EngineFactAttribute.NeedsWorkloadStatements)) && ownApi)
        {
            return $"n/a on {engine.Name}: its own API runs the workload, never the workload's statements";
        }

        if (attribute.GetNamedArgument<bool>(nameof(EngineFactAttribute.NeedsOwnApi)) && !ownApi)
        {
            return $"n/a on {engine.Name}: it runs the workload's own statements, not an API of its own";
        }

        // Read from the method's attribute instance: xunit builds its attribute view from metadata,
        // where an enum stored in an object-typed property arrives as its underlying integer.
        var needed = testMethod.Method.ToRuntimeMethod().GetCustomAttributes(inherit: true) switch
        {
            var attributes when attributes.OfType<EngineFactAttribute>().FirstOrDefault() is { } fact => fact.NeedsStep,
            var attributes => attributes.OfType<EngineTheoryAttribute>().FirstOrDefault()?.NeedsStep,
        };
        return needed is Enum step && engine.StepNotApplicable(step, Variant.Default) is { } reason
            ? $"n/a on {engine.Name}: {step}: {reason}"
            : null;
    }

    public static IXunitTestCase Case(IMessageSink sink, ITestFrameworkDiscoveryOptions options, ITestMethod testMethod, string reason) =>
        new XunitSkippedDataRowTestCase(sink, options.MethodDisplayOrDefault(), options.MethodDisplayOptionsOrDefault(), testMethod, reason);
}
