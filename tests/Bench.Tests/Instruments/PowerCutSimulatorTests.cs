using System.Diagnostics;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Tests.Instruments;

/// <summary>
/// The simulator's model, checked with a C test program run under the interposer: after a cut,
/// each file holds what it held at its last fsync (plus O_SYNC writes), and each directory the
/// names it held at its last fsync. Each test would pass on a real file system without a cut,
/// or under a simulator that kept everything, only where it asserts that something survives.
/// </summary>
public sealed partial class PowerCutSimulatorTests : IDisposable
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

    // The power check's writer creates its database under BeginSetup: its syncs cost time and record nothing, since
    // the starting state's sync records every file whole; a sync after it records again.
    [PowerCutFact]
    public void Syncs_during_the_setup_record_nothing_the_starting_sync_records_all_and_later_syncs_record_again()
    {
        _folder.BeginSetup();
        Probe("write", "/a", "setup.", "fsync", "/a", "fsync", "/", "syncwrite", "/b", "synchronous.");

        _folder.Cut();

        Assert.False(File.Exists(Path.Combine(_folder.Root, "a")));
        Assert.False(File.Exists(Path.Combine(_folder.Root, "b")));

        _folder.BeginSetup();
        Probe("write", "/a", "setup.", "fsync", "/a", "fsync", "/");
        _folder.Sync();
        Probe("write", "/a", "synced.", "fsync", "/a", "write", "/a", "unsynced.");

        _folder.Cut();

        Assert.Equal("setup.synced.", Read("a"));
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

    [PowerCutFact]
    public void Fdatasync_makes_a_file_durable_as_fsync_does()
    {
        Probe("write", "/a", "kept.", "fdatasync", "/a", "fsync", "/", "write", "/a", "gone.");

        _folder.Cut();

        Assert.Equal("kept.", Read("a"));
    }

    [PowerCutFact]
    public void An_O_DSYNC_write_at_an_offset_joins_the_durable_image_in_place()
    {
        Probe("write", "/a", "abcdef", "fsync", "/a", "fsync", "/", "dsyncpwrite", "/a", "2", "XY", "write", "/a", "unsynced");

        _folder.Cut();

        Assert.Equal("abXYef", Read("a"));
    }

    [PowerCutFact]
    public void A_rename_over_an_existing_file_is_undone_without_a_directory_fsync()
    {
        Probe("write", "/a", "old", "write", "/b", "new", "fsync", "/a", "fsync", "/b", "fsync", "/",
            "rename", "/b", "/a", "fsync", "/a");

        _folder.Cut();

        Assert.Equal("old", Read("a"));
        Assert.Equal("new", Read("b"));
    }

    [PowerCutFact]
    public void Renameat_and_unlinkat_are_kept_only_once_their_directory_is_synced()
    {
        Probe("mkdir", "/d", "write", "/d/a", "a", "write", "/d/b", "b", "write", "/d/c", "c",
            "fsync", "/d/a", "fsync", "/d/b", "fsync", "/d/c", "fsync", "/d", "fsync", "/",
            "renameat", "/d/a", "/d/moved", "unlinkat", "/d/b", "fsync", "/d", "unlinkat", "/d/c");

        _folder.Cut();

        Assert.Equal("a", Read(Path.Combine("d", "moved")));
        Assert.False(File.Exists(Path.Combine(_folder.Root, "d", "a")));
        Assert.False(File.Exists(Path.Combine(_folder.Root, "d", "b")));
        Assert.Equal("c", Read(Path.Combine("d", "c")));
    }

    [PowerCutFact]
    public void The_interposer_comes_back_after_exec()
    {
        Probe("write", "/a", "synced after exec", "exec", "fsync", "/a", "fsync", "/");

        _folder.Cut();

        // Without the interposer in the new image, neither fsync is recorded and the file is gone.
        Assert.Equal("synced after exec", Read("a"));
    }

    [PowerCutFact]
    public void An_O_DSYNC_write_racing_the_starting_state_sync_is_never_lost()
    {
        const int pages = 3000;
        using var probe = StartProbe("dsyncpages", "/p", pages.ToString(System.Globalization.CultureInfo.InvariantCulture));
        // The sync copies the file while the probe writes: without the image's lock a page applied to
        // the old image between the copy and its rename over that image is lost.
        while (!probe.HasExited)
        {
            _folder.Sync();
        }

        Assert.True(probe.ExitCode == 0, probe.StandardError.ReadToEnd());
        Probe("fsync", "/");

        _folder.Cut();

        var content = File.ReadAllBytes(Path.Combine(_folder.Root, "p"));
        Assert.Equal(pages * 4096, content.Length);
        var wrong = Enumerable.Range(0, pages).Where(i => content[i * 4096] != 'a' + (i % 26) || content[(i * 4096) + 4095] != 'a' + (i % 26)).ToArray();
        Assert.True(wrong.Length == 0, $"pages lost from the durable image: {string.Join(", ", wrong.Take(10))}");
    }

    [PowerCutFact]
    public void Nothing_becomes_durable_once_the_power_is_off()
    {
        Probe("write", "/a", "before.", "fsync", "/a", "fsync", "/");
        _folder.PowerOff();
        Probe("write", "/a", "after.", "fsync", "/a", "syncwrite", "/a", "synchronous.", "write", "/b", "b", "fsync", "/b", "fsync", "/");

        _folder.Cut();

        Assert.Equal("before.", Read("a"));
        Assert.False(File.Exists(Path.Combine(_folder.Root, "b")));
    }

    [PowerCutFact]
    public void A_root_named_through_a_symbolic_link_is_recorded()
    {
        var links = Directory.CreateTempSubdirectory("powercut-links-");
        try
        {
            var linkedParent = Path.Combine(links.FullName, "parent");
            Directory.CreateSymbolicLink(linkedParent, ScratchFolder.ParentPath);
            using var folder = new SimulatedFolder(linkedParent);
            var linkedRoot = Path.Combine(linkedParent, Path.GetRelativePath(ScratchFolder.ParentPath, folder.Root));
            Assert.DoesNotContain(links.FullName, folder.Root, StringComparison.Ordinal);

            // The interposer told the linked name: descriptors name the resolved one, and must still match.
            Probe(folder, root => root.Replace(folder.Root, linkedRoot, StringComparison.Ordinal), "write", "/a", "kept", "fsync", "/a", "fsync", "/");
            folder.Cut();

            Assert.Equal("kept", File.ReadAllText(Path.Combine(folder.Root, "a")));
        }
        finally
        {
            links.Delete(recursive: true);
        }
    }

    [PowerCutFact]
    public void A_snapshot_that_fails_fails_the_sync_and_the_cut()
    {
        Probe("write", "/a", "kept", "fsync", "/a", "fsync", "/");
        // The images' folder made a file: the next snapshot cannot be written.
        var images = Path.Combine(_folder.State, "files");
        Directory.Delete(images, recursive: true);
        File.WriteAllText(images, "");

        var (exitCode, errors) = RunProbe(_folder, null, "write", "/a", "more", "fsync", "/a");

        Assert.Equal(1, exitCode);
        Assert.Contains("fsync failed", errors, StringComparison.Ordinal);
        var failure = Assert.Throws<IOException>(_folder.Cut);
        Assert.Contains("failed to record a durable write", failure.Message, StringComparison.Ordinal);
    }

    [PowerCutFact]
    public void Journaled_an_fsync_of_any_file_makes_every_earlier_name_durable_and_an_unsynced_file_comes_back_empty()
    {
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath, FileSystemModel.Journaled);
        Probe(folder, null, "write", "/old", "x", "fsync", "/old", "fsync", "/",
            "write", "/created", "unsynced", "rename", "/old", "/renamed", "write", "/synced", "s", "fsync", "/synced",
            "write", "/after", "a");

        folder.Cut();

        Assert.Equal("s", File.ReadAllText(Path.Combine(folder.Root, "synced")));
        Assert.Equal("", File.ReadAllText(Path.Combine(folder.Root, "created")));
        Assert.Equal("x", File.ReadAllText(Path.Combine(folder.Root, "renamed")));
        Assert.False(File.Exists(Path.Combine(folder.Root, "old")));
        Assert.False(File.Exists(Path.Combine(folder.Root, "after")));
    }

    [PowerCutFact]
    public void Posix_the_same_operations_keep_only_what_a_directory_fsync_made_durable()
    {
        Probe("write", "/old", "x", "fsync", "/old", "fsync", "/",
            "write", "/created", "unsynced", "rename", "/old", "/renamed", "write", "/synced", "s", "fsync", "/synced");

        _folder.Cut();

        Assert.Equal("x", Read("old"));
        Assert.False(File.Exists(Path.Combine(_folder.Root, "synced")));
        Assert.False(File.Exists(Path.Combine(_folder.Root, "created")));
        Assert.False(File.Exists(Path.Combine(_folder.Root, "renamed")));
    }

    public void Dispose() => _folder.Dispose();

    [PowerCutFact]
    public void A_page_overwritten_twice_between_syncs_comes_back_as_its_last_write()
    {
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath, verify: true);
        Probe(folder, null, "write", "/a", "aaaa", "fsync", "/a", "fsync", "/",
            "pwrite", "/a", "1", "b", "pwrite", "/a", "1", "c", "fsync", "/a", "pwrite", "/a", "2", "x");

        folder.Cut();

        Assert.Equal("acaa", File.ReadAllText(Path.Combine(folder.Root, "a")));
    }

    [PowerCutFact]
    public void A_truncation_then_a_write_past_it_comes_back_with_the_gap_zeroed()
    {
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath, verify: true);
        Probe(folder, null, "write", "/a", "abcdef", "fsync", "/a", "fsync", "/", "truncate", "/a", "2", "pwrite", "/a", "4", "z", "fsync", "/a");

        folder.Cut();

        Assert.Equal("ab\0\0z", File.ReadAllText(Path.Combine(folder.Root, "a")));
    }

    [PowerCutFact]
    public void A_small_write_into_a_large_synced_file_is_all_a_sync_changes()
    {
        const int size = 1 << 20;
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath, verify: true);
        Probe(folder, null, "fill", "/big", size.ToString(System.Globalization.CultureInfo.InvariantCulture), "fsync", "/big", "fsync", "/",
            "pwrite", "/big", (size / 2).ToString(System.Globalization.CultureInfo.InvariantCulture), "m", "fsync", "/big");

        folder.Cut();

        var content = File.ReadAllBytes(Path.Combine(folder.Root, "big"));
        Assert.Equal(size, content.Length);
        Assert.Equal([size / 2], Enumerable.Range(0, size).Where(i => content[i] != 'f'));
        Assert.Equal((byte)'m', content[size / 2]);
    }

    [PowerCutFact]
    public void A_write_the_interposer_cannot_see_fails_a_verified_sync_and_its_cut()
    {
        using var folder = new SimulatedFolder(ScratchFolder.ParentPath, verify: true);
        Probe(folder, null, "write", "/a", "aaaa", "fsync", "/a", "fsync", "/");

        var (exitCode, _) = RunProbe(folder, null, "rawpwrite", "/a", "0", "z", "fsync", "/a");

        Assert.NotEqual(0, exitCode);
        var error = Assert.Throws<IOException>(folder.Cut);
        Assert.Contains("did not see", error.Message, StringComparison.Ordinal);
    }

    [PowerCutFact]
    public void A_write_the_interposer_cannot_see_is_lost_by_an_unverified_sync()
    {
        // The limit that verification exists for: the ranges hold only the writes the interposer saw.
        Probe("write", "/a", "aaaa", "fsync", "/a", "fsync", "/", "rawpwrite", "/a", "0", "z", "fsync", "/a");

        _folder.Cut();

        Assert.Equal("aaaa", Read("a"));
    }

    private string Read(string name) => File.ReadAllText(Path.Combine(_folder.Root, name));

    // Runs the probe under the interposer; an argument starting with '/' names a path under the root.
    private void Probe(params string[] operations) => Probe(_folder, null, operations);

    private static void Probe(SimulatedFolder folder, Func<string, string>? rootSeen, params string[] operations)
    {
        var (exitCode, errors) = RunProbe(folder, rootSeen, operations);
        Assert.True(exitCode == 0, errors);
    }

    private static (int ExitCode, string Errors) RunProbe(SimulatedFolder folder, Func<string, string>? rootSeen, params string[] operations)
    {
        using var probe = StartProbe(folder, rootSeen, operations);
        var errors = probe.StandardError.ReadToEnd();
        probe.WaitForExit();
        return (probe.ExitCode, errors);
    }

    private Process StartProbe(params string[] operations) => StartProbe(_folder, null, operations);

    // rootSeen: how the probe and the interposer are told the root (a test of a linked name), the root itself by default.
    private static Process StartProbe(SimulatedFolder folder, Func<string, string>? rootSeen, params string[] operations)
    {
        var root = rootSeen?.Invoke(folder.Root) ?? folder.Root;
        var start = new ProcessStartInfo(PowerCutNative.Probe, operations.Select(o => o.StartsWith('/') ? root + o.TrimEnd('/') : o))
        {
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        folder.Attach(start);
        start.Environment[SimulatedFolder.RootVariable] = root;
        return ChildProcesses.Start(start);
    }
}
