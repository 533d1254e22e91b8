using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Console;
using EmbeddedDbBench.Tests.Instruments;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// The fault check, held to SQLite's documented result codes (https://www.sqlite.org/rescode.html): a write that finds
/// the disk full fails the statement with SQLITE_FULL (13), which rolls the transaction back and leaves every commit
/// acknowledged before it in place; an fsync that fails is SQLITE_IOERR_FSYNC (1034). Under synchronous=FULL and EXTRA
/// every acknowledged commit is durable, so the final cut may lose none of them; under the others it may lose only what a
/// power cut loses (<see cref="PowerDurabilityTests"/>): nothing acknowledged before the last sync started. A fault the
/// simulator never injects fails the run with the reason, never a count.
/// </summary>
[Collection(nameof(ConsoleRuns))]
public sealed class FaultDurabilityTests
{
    private const int Seed = 7;

    [PowerCutTheory]
    [InlineData(Variant.Default)]
    [InlineData(Variant.Wal)]
    [InlineData(Variant.WalFull)]
    [InlineData(Variant.Extra)]
    [InlineData(Variant.SyncOff)]
    public void A_full_disk_is_SQLITE_FULL_and_loses_no_acknowledged_commit(Variant variant)
    {
        var outcome = FaultTrial.Run(new MicrosoftSqliteEngine(), variant, FaultKind.DiskFull, Seed, trial: 0);

        Assert.Null(outcome.Failure);
        Assert.StartsWith("disk full (ENOSPC)", outcome.Injected, StringComparison.Ordinal);
        var fault = Assert.Single(outcome.Seen);
        Assert.Equal("SQLite extended code 13", fault.Code);
        Assert.Equal(FaultOutcome.KeptWorking, outcome.AfterFault);
        Assert.Equal("ok", outcome.Integrity);
        Assert.Equal(0, outcome.LostBeforeLastSync);
        if (variant is Variant.WalFull or Variant.Extra)
        {
            Assert.True(outcome.Lost == 0, $"{outcome.Lost} of {outcome.Acknowledged} acknowledged commits lost under synchronous=FULL or EXTRA");
        }
    }

    [PowerCutFact]
    public void A_failed_fsync_is_SQLITE_IOERR_FSYNC()
    {
        var outcome = FaultTrial.Run(new MicrosoftSqliteEngine(), Variant.Default, FaultKind.FsyncError, Seed, trial: 0);

        Assert.Null(outcome.Failure);
        Assert.StartsWith("fsync error (EIO)", outcome.Injected, StringComparison.Ordinal);
        Assert.Equal("SQLite extended code 1034", outcome.Seen[0].Code);
        Assert.Equal("ok", outcome.Integrity);
    }

    [PowerCutFact]
    public void The_command_writes_each_fault_s_point_and_outcome_and_fails_where_none_was_injected()
    {
        using var artifacts = new TemporaryArtifacts();

        var injected = SuiteRunner.Run([FaultCheck.Verb, "Sqlite.MicrosoftData", "--variant", "WalFull", "--fault", "disk-full", "--trials", "1", "--seed", "7"]);
        // SyncOff never fsyncs: the fault drawn at its fsyncs is never reached. Asked for by number, the trial fails the run.
        var notInjected = SuiteRunner.Run([FaultCheck.Verb, "Sqlite.MicrosoftData", "--variant", "SyncOff", "--fault", "fsync-error", "--trial", "0", "--seed", "7"]);

        Assert.Equal(0, injected);
        Assert.Equal(1, notInjected);
        var results = FaultCheck.Load(Path.Combine(artifacts.Path, "results")).ToDictionary(r => r.Fault);
        var full = Assert.Single(results[FaultKind.DiskFull].Trials);
        Assert.Equal(FaultTrial.PointOf(new MicrosoftSqliteEngine(), FaultKind.DiskFull, Seed, 0), full.Point);
        Assert.Contains($"eligible call {full.Point} ", full.Injected, StringComparison.Ordinal);
        Assert.Equal(FaultOutcome.KeptWorking, full.AfterFault);
        var never = Assert.Single(results[FaultKind.FsyncError].Trials);
        Assert.Contains("never injected", never.Failure, StringComparison.Ordinal);
        Assert.True(never.NoEligibleCall, never.Failure);
        Assert.Equal(0, never.Lost);
        Assert.Empty(never.Seen);
    }

    // A count of faults asked for: a variant with no call to fail runs one trial, says so, and leaves the run whole.
    [PowerCutFact]
    public void A_variant_that_never_syncs_has_no_fsync_to_fail_after_one_trial()
    {
        using var artifacts = new TemporaryArtifacts();

        var exitCode = SuiteRunner.Run([FaultCheck.Verb, "Sqlite.MicrosoftData", "--variant", "SyncOff", "--fault", "fsync-error", "--trials", "2", "--seed", "7"]);

        Assert.Equal(0, exitCode);
        var result = Assert.Single(FaultCheck.Load(Path.Combine(artifacts.Path, "results")));
        Assert.True(result.NothingToFail);
        Assert.Single(result.Trials);
        Assert.Equal("n/a: no fsync", EmbeddedDbBench.Console.Tuning.FaultCells.Cell([result], result.Engine, Variant.SyncOff, FaultKind.FsyncError));
    }
}
