using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Tests.Console;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// The fault check on a server the writer started under the simulator, held to what each server documents or logs: a
/// failed fsync of the write-ahead log ends the server process that made it (PostgreSQL PANICs, as its WAL flush and
/// data_sync_retry=off have it, https://www.postgresql.org/docs/15/runtime-config-error-handling.html, and its postmaster
/// restarts the others; MariaDB's InnoDB logs a fatal error and aborts), the client sees the error, and no commit
/// acknowledged under a variant that syncs each commit (Default) is lost, whoever restarted the server. A full disk fails
/// the commit and leaves every acknowledged commit in place. No server outlives a trial.
/// </summary>
[Collection(nameof(ConsoleRuns))]
public abstract class ServerFaultDurabilityTests<TEngine>
    where TEngine : Engine, new()
{
    private const int Seed = 7;

    // The seed's early full-disk trial under Default, run once for the engine through the check's own entry point: the
    // full-disk test holds its trial to the documented outcome and the build test its result to the build it recorded. The
    // run's servers are read as soon as the trial ends, as a test running the trial itself reads them.
    private static readonly Lazy<(FaultResult Fault, IReadOnlyList<string> ServersAfter)> _fullDisk = new(() =>
    {
        var engine = new TEngine();
        var fault = FaultCheck.Measure(engine, Variant.Default, FaultKind.DiskFull, Seed, [EarlyTrial(engine, FaultKind.DiskFull)]);
        return (fault, ServersOfThisRun());
    });

    /// <summary>How the server went on after its log's fsync failed.</summary>
    protected abstract string FsyncErrorCourse { get; }

    /// <summary>The start of the log line in which the server tells of the failed fsync.</summary>
    protected abstract string FsyncErrorLogLine { get; }

    /// <summary>The product the server names in its build ("PostgreSQL 17.2").</summary>
    protected abstract string Product { get; }

    [EngineFact(NeedsPowerCut = true)]
    public void A_failed_fsync_ends_the_server_process_and_loses_no_acknowledged_commit()
    {
        var outcome = InjectedSeenAndNothingLost(FaultKind.FsyncError, "fsync error (EIO)");

        Assert.Equal(FsyncErrorCourse, outcome.Server);
        Assert.Contains(outcome.ServerLog!, line => line.StartsWith(FsyncErrorLogLine, StringComparison.Ordinal));
    }

    [EngineFact(NeedsPowerCut = true)]
    public void A_full_disk_fails_a_commit_and_loses_no_acknowledged_commit()
    {
        var (fault, serversAfter) = _fullDisk.Value;

        Assert.Null(fault.Error);
        SeenAndNothingLost(Assert.Single(fault.Trials), "disk full (ENOSPC)", serversAfter);
    }

    // No server runs before a writer starts one, so its build is known only from the writer: both checks' results record it.
    [EngineFact(NeedsPowerCut = true)]
    public void The_power_and_fault_checks_record_the_build_of_the_server_their_writer_started()
    {
        var engine = new TEngine();

        var power = PowerCheck.Measure(engine, Variant.Default, FileSystemModel.Journaled, Seed, [0], TextWriter.Null, new CutSpan(3, TimeSpan.FromSeconds(3)));
        var fault = _fullDisk.Value.Fault;

        Assert.Null(PowerCheck.EngineVersion(engine));
        Assert.Null(power.Error);
        Assert.StartsWith($"{Product} ", power.EngineVersion, StringComparison.Ordinal);
        Assert.Null(fault.Error);
        Assert.StartsWith($"{Product} ", fault.EngineVersion, StringComparison.Ordinal);
    }

    // An early trial of the seed under Default: the fault injected and told to the client, no acknowledged commit lost, the
    // table intact, and no server of the trial left running.
    private static FaultOutcome InjectedSeenAndNothingLost(FaultKind kind, string injected)
    {
        var engine = new TEngine();
        var outcome = FaultTrial.Run(engine, Variant.Default, kind, Seed, EarlyTrial(engine, kind));
        SeenAndNothingLost(outcome, injected, ServersOfThisRun());
        return outcome;
    }

    private static void SeenAndNothingLost(FaultOutcome outcome, string injected, IReadOnlyList<string> serversAfter)
    {
        Assert.Null(outcome.Failure);
        Assert.StartsWith(injected, outcome.Injected, StringComparison.Ordinal);
        Assert.NotEmpty(outcome.Seen);
        Assert.True(outcome.Lost == 0, $"{outcome.Lost} of {outcome.Acknowledged} acknowledged commits lost");
        Assert.Equal("ok", outcome.Integrity);
        Assert.Empty(serversAfter);
    }

    // The seed's first trial whose fault falls at the 2nd to 5th eligible call: past the first, and early enough for a
    // server to reach in the trial's 20 s (a server makes a few dozen growing writes in that time).
    private static int EarlyTrial(Engine engine, FaultKind kind) => Enumerable.Range(0, 100).First(trial => FaultTrial.PointOf(engine, kind, Seed, trial) is >= 2 and <= 5);

    // The run's server processes still alive (not zombies), as the run's end checks them (ServerSurvivors).
    private static IReadOnlyList<string> ServersOfThisRun()
    {
        var marker = $"{ServerSurvivors.MarkerVariable}={Environment.GetEnvironmentVariable(ServerSurvivors.MarkerVariable)}";
        return [.. LinuxProcess.All().Where(p => p.IsServer && !p.IsZombie && p.Environment.Contains(marker) && p.Arguments.Any(a => a.Contains("/power-", StringComparison.Ordinal)))
            .Select(p => $"{p.Pid} {string.Join(' ', p.Arguments)}")];
    }
}

/// <summary>PostgreSQL PANICs on the failed fsync of its WAL, and its postmaster restarts the server processes with crash recovery.</summary>
public sealed class PostgresFaultDurabilityTests : ServerFaultDurabilityTests<PostgresEngine>
{
    protected override string FsyncErrorCourse => ServerWatch.CameBackItself;

    protected override string FsyncErrorLogLine => "PANIC:  could not fdatasync file";

    protected override string Product => "PostgreSQL";
}

/// <summary>MariaDB's InnoDB logs a fatal error on the failed fdatasync of its redo log and aborts; the check restarts it.</summary>
public sealed class MariaDbFaultDurabilityTests : ServerFaultDurabilityTests<MariaDbEngine>
{
    protected override string FsyncErrorCourse => ServerWatch.Stopped;

    protected override string FsyncErrorLogLine => "[ERROR] [FATAL] InnoDB: fdatasync() returned 5";

    protected override string Product => "MariaDB";
}
