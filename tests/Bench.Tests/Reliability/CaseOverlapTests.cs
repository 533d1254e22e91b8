using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Console;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Tests.Console;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// A few cases of a server engine run by the console as a user runs them (one benchmark process
/// per case, each with its throwaway server) while the process table is sampled: no two benchmark
/// processes and no two of the suite's servers may ever be alive at once, and none may be left
/// when the console exits. Firebird's server, which often ignores SIGTERM, once outlived its case
/// by ~10 s, running beside the next case and after the console's exit.
/// </summary>
/// <typeparam name="TEngine">The server engine whose cases run.</typeparam>
[Collection(nameof(SuiteProcesses))]
public abstract class CaseOverlapTests<TEngine> where TEngine : Engine, new()
{
    private static readonly TimeSpan _runLimit = TimeSpan.FromMinutes(5);

    [EngineFact]
    public void Each_case_ends_with_its_process_and_server_before_the_next_starts()
    {
        using var artifacts = TemporaryArtifacts.ForConsoleApart();
        // W1's 200-row write under Default and Batch: two processes and servers one after the other, seconds
        // each; the console's commit probe starts servers of its own before them. No server variable: throwaway servers.
        var start = artifacts.Give(ConsoleProcess.StartInfo("--filter",
            $"*Crud<{typeof(TEngine).Name}>.Write(N: 200, Variant: Default)*", $"*Crud<{typeof(TEngine).Name}>.Write(N: 200, Variant: Batch)*", "--job", "dry"));

        using var table = new SuiteProcessTable(ArtifactsFolder.Variable, artifacts.Path);
        using var console = System.Diagnostics.Process.Start(start)!;
        var output = console.StandardOutput.ReadToEndAsync();
        var error = console.StandardError.ReadToEndAsync();
        if (!console.WaitForExit(_runLimit))
        {
            console.Kill(entireProcessTree: true);
            Assert.Fail($"the console did not finish within {_runLimit}");
        }

        console.WaitForExit();
        var left = table.AliveNow();
        Assert.True(console.ExitCode == 0, $"the console exited with {console.ExitCode}:\n{output.Result}\n{error.Result}");
        Assert.True(table.Overlaps.Count == 0, $"{table.Overlaps.Count} samples saw two benchmark processes or two servers, the first: {(table.Overlaps.Count > 0 ? table.Overlaps[0] : "")}");
        Assert.True(left.Count == 0, $"left after the console exited: {string.Join("; ", left)}");
        // The sampler saw what it watches for: each case's process and server (and the probe's).
        Assert.Equal(2, table.Seen.BenchmarkProcesses);
        Assert.InRange(table.Seen.Servers, 2, 6);
    }
}

public sealed class PostgresCaseOverlapTests : CaseOverlapTests<PostgresEngine>;

public sealed class MariaDbCaseOverlapTests : CaseOverlapTests<MariaDbEngine>;

public sealed class FirebirdServerCaseOverlapTests : CaseOverlapTests<FirebirdServerEngine>;
