using System.Collections.Concurrent;
using Xunit.Abstractions;
using Xunit.Sdk;

[assembly: TestFramework("EmbeddedDbBench.Tests.Support.TestRunCleanup", "Bench.Tests")]

namespace EmbeddedDbBench.Tests.Support;

/// <summary>
/// xunit's own test framework, plus one thing it lacks: work once every test of the run has
/// finished. A server the run started and left alive fails the run, named with its data folder, and
/// is killed (<see cref="ServerSurvivors"/>, checked by <see cref="RunEndExecutor"/> before the run
/// reports its end); the folders tests generate data into are deleted then: the test host is torn
/// down without running <see cref="AppDomain.ProcessExit"/> handlers, which left them behind.
/// </summary>
public sealed class TestRunCleanup : XunitTestFramework
{
    private static readonly ConcurrentBag<string> _folders = [];

    public TestRunCleanup(IMessageSink messageSink)
        : base(messageSink)
    {
        ServerSurvivors.MarkRun();
        DisposalTracker.Add(new FolderDeletion());
    }

    protected override ITestFrameworkExecutor CreateExecutor(System.Reflection.AssemblyName assemblyName) =>
        new RunEndExecutor(assemblyName, SourceInformationProvider, DiagnosticMessageSink);

    /// <summary>Deletes <paramref name="folder"/> when the test run ends; returns it.</summary>
    public static string DeleteAfterRun(string folder)
    {
        _folders.Add(folder);
        return folder;
    }

    private sealed class FolderDeletion : IDisposable
    {
        public void Dispose()
        {
            while (_folders.TryTake(out var folder))
            {
                if (Directory.Exists(folder))
                {
                    Directory.Delete(folder, recursive: true);
                }

                // The shared parent goes too once no other run's folder is in it (another test
                // process may add one at any moment: then it stays).
                try
                {
                    if (Path.GetDirectoryName(folder) is { } parent && Directory.Exists(parent) && !Directory.EnumerateFileSystemEntries(parent).Any())
                    {
                        Directory.Delete(parent);
                    }
                }
                catch (IOException)
                {
                }
            }
        }
    }
}
