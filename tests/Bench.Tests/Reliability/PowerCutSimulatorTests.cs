using System.Diagnostics;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.PowerCut;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// The simulator's model, checked with a C test program run under the interposer: after a cut,
/// each file holds what it held at its last fsync (plus O_SYNC writes), and each directory the
/// names it held at its last fsync. Each test would pass on a real file system without a cut,
/// or under a simulator that kept everything, only where it asserts that something survives.
/// </summary>
public sealed class PowerCutSimulatorTests : IDisposable
{
    private readonly SimulatedFolder _folder = new(ScratchFolder.ParentPath);

    [PowerCutFact]
    public void An_unsynced_write_is_gone_after_a_cut_and_a_synced_one_stays()
    {
        Probe("write", "/a", "synced.", "fsync", "/a", "fsync", "/", "write", "/a", "unsynced.");
        Assert.Equal("synced.unsynced.", Read("a"));

        _folder.Cut();

        Assert.Equal("synced.", Read("a"));
    }

    [PowerCutFact]
    public void A_file_created_and_synced_without_a_directory_fsync_is_gone()
    {
        Probe("write", "/kept", "k", "fsync", "/kept", "fsync", "/", "write", "/new", "n", "fsync", "/new");

        _folder.Cut();

        Assert.Equal("k", Read("kept"));
        Assert.False(File.Exists(Path.Combine(_folder.Root, "new")));
    }

    [PowerCutFact]
    public void A_rename_without_a_directory_fsync_is_undone_and_with_one_it_stays()
    {
        Probe("write", "/old", "x", "write", "/moved", "y", "fsync", "/old", "fsync", "/moved", "fsync", "/",
            "mkdir", "/d", "fsync", "/", "rename", "/moved", "/d/moved", "fsync", "/d", "fsync", "/",
            "rename", "/old", "/new", "fsync", "/new");

        _folder.Cut();

        Assert.Equal("x", Read("old"));
        Assert.False(File.Exists(Path.Combine(_folder.Root, "new")));
        Assert.Equal("y", Read(Path.Combine("d", "moved")));
        Assert.False(File.Exists(Path.Combine(_folder.Root, "moved")));
    }

    [PowerCutFact]
    public void A_write_through_an_O_SYNC_descriptor_survives_without_fsync()
    {
        Probe("write", "/a", "", "fsync", "/", "syncwrite", "/a", "synchronous.", "write", "/a", "cached.");

        _folder.Cut();

        Assert.Equal("synchronous.", Read("a"));
    }

    [PowerCutFact]
    public void Two_files_synced_at_different_times_come_back_each_at_its_own_sync_point()
    {
        Probe("write", "/a", "1", "fsync", "/a", "write", "/b", "1", "fsync", "/",
            "write", "/a", "2", "write", "/b", "2", "fsync", "/b", "write", "/a", "3", "write", "/b", "3");

        _folder.Cut();

        Assert.Equal("1", Read("a"));
        Assert.Equal("12", Read("b"));
    }

    [PowerCutFact]
    public void An_unsynced_truncation_and_an_unsynced_unlink_are_undone()
    {
        Probe("write", "/a", "abc", "write", "/b", "b", "fsync", "/a", "fsync", "/b", "fsync", "/",
            "truncate", "/a", "1", "unlink", "/b", "write", "/c", "c", "fsync", "/c");

        _folder.Cut();

        Assert.Equal("abc", Read("a"));
        Assert.Equal("b", Read("b"));
    }

    public void Dispose() => _folder.Dispose();

    private string Read(string name) => File.ReadAllText(Path.Combine(_folder.Root, name));

    // Runs the probe under the interposer; an argument starting with '/' names a path under the root.
    private void Probe(params string[] operations)
    {
        var start = new ProcessStartInfo(PowerCutNative.Probe, operations.Select(o => o.StartsWith('/') ? _folder.Root + o.TrimEnd('/') : o))
        {
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        _folder.Attach(start);
        using var probe = ChildProcesses.Start(start);
        var errors = probe.StandardError.ReadToEnd();
        probe.WaitForExit();
        Assert.True(probe.ExitCode == 0, errors);
    }
}
