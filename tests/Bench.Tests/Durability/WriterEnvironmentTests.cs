using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Tests.Durability;

/// <summary>
/// A frozen Firebird writer held the machine's shared Firebird lock folder, and with it every other Firebird
/// embedded call of both checks, for 16 min: each check's Firebird writer has a lock folder of its own, beside the
/// simulated data (no cut keeps it), and the other engines' writers run with nothing added.
/// </summary>
public sealed class WriterEnvironmentTests : IDisposable
{
    private readonly SimulatedFolder _folder = new(ScratchFolder.ParentPath);

    [Fact]
    public void A_firebird_writer_has_a_lock_folder_of_its_own_outside_the_simulated_data()
    {
        var environment = PowerTargets.Recovery(PowerTargets.Find("Firebird.Embedded")!).WriterEnvironment(_folder.Beside);

        var locks = Assert.Contains("FIREBIRD_LOCK", environment);
        Assert.True(Directory.Exists(locks));
        Assert.StartsWith(_folder.Beside + Path.DirectorySeparatorChar, locks, StringComparison.Ordinal);
        Assert.False(locks.StartsWith(_folder.Root + Path.DirectorySeparatorChar, StringComparison.Ordinal));
    }

    [Fact]
    public void The_other_engines_writers_run_with_nothing_added() =>
        Assert.All(PowerTargets.Names.Where(n => n != "Firebird.Embedded"), name =>
            Assert.Empty(PowerTargets.Recovery(PowerTargets.Find(name)!).WriterEnvironment(_folder.Beside)));

    public void Dispose() => _folder.Dispose();
}
