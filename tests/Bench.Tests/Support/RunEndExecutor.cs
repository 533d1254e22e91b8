using System.Reflection;
using EmbeddedDbBench.Engines;
using Xunit.Abstractions;
using Xunit.Sdk;

namespace EmbeddedDbBench.Tests.Support;

/// <summary>xunit's executor, running the assembly through <see cref="RunEndRunner"/>.</summary>
internal sealed class RunEndExecutor(AssemblyName assemblyName, ISourceInformationProvider sourceInformationProvider, IMessageSink diagnosticMessageSink)
    : XunitTestFrameworkExecutor(assemblyName, sourceInformationProvider, diagnosticMessageSink)
{
    // async void as in xunit's own executor: the runner reports completion through the message sink.
    protected override async void RunTestCases(IEnumerable<IXunitTestCase> testCases, IMessageSink executionMessageSink, ITestFrameworkExecutionOptions executionOptions)
    {
        using var runner = new RunEndRunner(TestAssembly, testCases, DiagnosticMessageSink, executionMessageSink, executionOptions);
        await runner.RunAsync();
    }

    /// <summary>
    /// xunit's assembly runner, which once every other collection (and its fixtures) has finished stops the
    /// throwaway servers the test host shared (<see cref="ServerEndpoint"/>) and runs <see cref="RunEndTests"/>,
    /// so that a server still alive then fails it; and, should a filter have left that
    /// test out, fails the run on such a server as an assembly cleanup failure.
    /// </summary>
    private sealed class RunEndRunner(
        ITestAssembly testAssembly, IEnumerable<IXunitTestCase> testCases, IMessageSink diagnosticMessageSink,
        IMessageSink executionMessageSink, ITestFrameworkExecutionOptions executionOptions)
        : XunitTestAssemblyRunner(testAssembly, testCases, diagnosticMessageSink, executionMessageSink, executionOptions)
    {
        protected override async Task<RunSummary> RunTestCollectionsAsync(IMessageBus messageBus, CancellationTokenSource cancellationTokenSource)
        {
            var atEnd = TestCases.Where(c => c.TestMethod.TestClass.Class.Name == typeof(RunEndTests).FullName).ToList();
            TestCases = [.. TestCases.Except(atEnd)];
            var summary = await base.RunTestCollectionsAsync(messageBus, cancellationTokenSource);
            // The servers the engine suites shared (one per kind, kept for the process's life as a benchmark
            // process keeps its case's) stop here, as they would on the process's exit: any other is a survivor.
            ServerEndpoint.StopThrowawayServers();
            RunEndTests.OthersFinished = true;
            if (atEnd.Count > 0)
            {
                summary.Aggregate(await RunTestCollectionAsync(messageBus, atEnd[0].TestMethod.TestClass.TestCollection, atEnd, cancellationTokenSource));
            }

            return summary;
        }

        protected override async Task BeforeTestAssemblyFinishedAsync()
        {
            await base.BeforeTestAssemblyFinishedAsync();
            if (ServerSurvivors.KillSurvivors() is { Count: > 0 } survivors)
            {
                Aggregator.Add(new InvalidOperationException(RunEndTests.Failure(survivors)));
            }
        }
    }
}
