using System.Text;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Tests.Instruments;

/// <summary>
/// The faults the interposer injects besides the cut: a full disk refuses what would grow a file with ENOSPC until
/// space is freed, and a failed fsync drops what it should have made durable, so that a retried fsync succeeds
/// without it (the behaviour Rebello et al., USENIX ATC 2020, measured on ext4 and XFS). A fault drawn and never
/// reached fails the cut rather than giving a count.
/// </summary>
public sealed partial class PowerCutSimulatorTests
{
    [PowerCutFact]
    public void A_full_disk_refuses_a_write_that_grows_a_file_with_ENOSPC_until_space_is_freed()
    {
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath, fault: new(FaultKind.DiskFull, At: 2));
        Probe(folder, null, "write", "/a", "abc", "fsync", "/a", "fsync", "/");
        folder.ArmFault();

        // The first growing write passes, the second is the drawn one; a write within the file's size still goes in.
        var (exitCode, errors) = RunProbe(folder, null, "write", "/a", "d", "try", "write", "/a", "e", "pwrite", "/a", "0", "X", "try", "write", "/a", "f");

        Assert.True(exitCode == 0, errors);
        Assert.Equal(2, errors.Split("No space left on device").Length - 1);
        Assert.True(folder.DiskIsFull);
        Assert.Contains("disk full (ENOSPC): write of ", folder.FaultInjected, StringComparison.Ordinal);
        Assert.Equal("Xbcd", File.ReadAllText(Path.Combine(folder.Root, "a")));

        folder.FreeSpace();
        Probe(folder, null, "write", "/a", "g");

        Assert.Equal("Xbcdg", File.ReadAllText(Path.Combine(folder.Root, "a")));
    }

    [PowerCutFact]
    public void An_fsync_failed_with_EIO_loses_its_data_from_the_image_though_a_retried_fsync_succeeded()
    {
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath, fault: new(FaultKind.FsyncError, At: 1));
        Probe(folder, null, "pwrite", "/a", "0", "synced.", "fsync", "/a", "fsync", "/");
        folder.ArmFault();

        var (exitCode, errors) = RunProbe(folder, null, "pwrite", "/a", "4096", "dropped.", "try", "fsync", "/a", "fsync", "/a",
            "pwrite", "/a", "8192", "later.", "fsync", "/a");

        Assert.True(exitCode == 0, errors);
        Assert.Equal(1, errors.Split("Input/output error").Length - 1);
        Assert.Contains("fsync error (EIO)", folder.FaultInjected, StringComparison.Ordinal);
        Assert.Equal("dropped.", Encoding.ASCII.GetString(File.ReadAllBytes(Path.Combine(folder.Root, "a")), 4096, 8));

        folder.Cut();

        var kept = File.ReadAllBytes(Path.Combine(folder.Root, "a"));
        Assert.Equal(8192 + "later.".Length, kept.Length);
        Assert.Equal("synced.", Encoding.ASCII.GetString(kept, 0, 7));
        Assert.All(kept[4096..(4096 + 8)], b => Assert.Equal(0, b));
        Assert.Equal("later.", Encoding.ASCII.GetString(kept, 8192, 6));
    }

    [PowerCutFact]
    public void A_synchronous_write_failed_with_EIO_stays_in_the_file_and_out_of_the_image()
    {
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath, fault: new(FaultKind.FsyncError, At: 1));
        Probe(folder, null, "write", "/a", "abcdef", "fsync", "/a", "fsync", "/");
        folder.ArmFault();

        var (exitCode, errors) = RunProbe(folder, null, "try", "dsyncpwrite", "/a", "2", "XY", "dsyncpwrite", "/a", "4", "ZW");

        Assert.True(exitCode == 0, errors);
        Assert.Equal(1, errors.Split("Input/output error").Length - 1);
        Assert.Equal("abXYZW", File.ReadAllText(Path.Combine(folder.Root, "a")));

        folder.Cut();

        Assert.Equal("abcdZW", File.ReadAllText(Path.Combine(folder.Root, "a")));
    }

    [PowerCutFact]
    public void A_fault_drawn_past_the_calls_made_fails_the_cut_with_the_reason()
    {
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath, fault: new(FaultKind.FsyncError, At: 5));
        folder.ArmFault();
        Probe(folder, null, "write", "/a", "x", "fsync", "/a");

        var error = Assert.Throws<IOException>(folder.Cut);

        Assert.Contains("never injected", error.Message, StringComparison.Ordinal);
        Assert.Contains("made 1 such calls", error.Message, StringComparison.Ordinal);
    }

    [PowerCutFact]
    public void An_armed_fault_is_open_to_a_server_s_account_and_a_failed_count_is_why_it_was_not_injected()
    {
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath, fault: new(FaultKind.FsyncError, At: 1));
        folder.ArmFault();
        // What the interposer records when a process cannot count the fault's calls (PostgreSQL's account, before).
        File.AppendAllText(Path.Combine(folder.State, "faults"), "count of a fault's calls in <state>/fault-calls: Permission denied (pid 1)\n");

        Assert.True(OperatingSystem.IsLinux() && File.GetUnixFileMode(folder.State).HasFlag(UnixFileMode.OtherWrite), "a server's own account cannot create the fault's count");
        Assert.StartsWith("the fsync-error fault was not injected: the simulator failed: count of a fault's calls", folder.FaultNotInjected(), StringComparison.Ordinal);
    }
}
