using System.Globalization;

namespace EmbeddedDbBench.Engines.Instruments.PowerCut;

/// <summary>The faults the simulator's interposer can inject besides the power cut.</summary>
public enum FaultKind
{
    /// <summary>
    /// A full disk: from the drawn call on, every write, pwrite, pwritev, writev, fallocate or ftruncate that would
    /// grow a file fails with ENOSPC until <see cref="SimulatedFolder.FreeSpace"/>; writes within a file's size go on.
    /// </summary>
    DiskFull,

    /// <summary>
    /// A failing fsync: the drawn fsync, fdatasync or synchronous (O_SYNC/O_DSYNC) write of a file fails with EIO, and
    /// what it should have made durable is dropped from the durable image and no longer dirty, so that a second fsync
    /// succeeds without it (what Rebello et al., USENIX ATC 2020, measured on ext4 and XFS).
    /// </summary>
    FsyncError,
}

/// <summary>A fault to inject at the <paramref name="At"/>th eligible call once <see cref="SimulatedFolder.ArmFault"/> was called.</summary>
/// <param name="Kind">The fault.</param>
/// <param name="At">Which eligible call (a call growing a file; an fsync, fdatasync or synchronous write of a file) counted from the arming, from 1.</param>
public sealed record InjectedFault(FaultKind Kind, int At)
{
    /// <summary>The fault's name on the command line and in the interposer's environment: <c>disk-full</c>, <c>fsync-error</c>.</summary>
    public string Name => NameOf(Kind);

    /// <summary>What the interposer counts to reach <see cref="At"/>, in words.</summary>
    public string EligibleCalls => EligibleCallsOf(Kind);

    // Every member, no discard, here and below: CS8509 names these switches when a kind is added.
    /// <summary>What the interposer counts to reach the drawn call of <paramref name="kind"/>, in words.</summary>
    public static string EligibleCallsOf(FaultKind kind) => kind switch
    {
        FaultKind.DiskFull => "calls growing a file",
        FaultKind.FsyncError => "fsyncs, fdatasyncs or synchronous writes of a file",
    };

    /// <summary>The name of <paramref name="kind"/>; the only place the text is made (<see cref="Parse"/> reads it back).</summary>
    public static string NameOf(FaultKind kind) => kind switch
    {
        FaultKind.DiskFull => "disk-full",
        FaultKind.FsyncError => "fsync-error",
    };

    /// <summary>
    /// True when <paramref name="kind"/> goes on failing calls after the drawn one until <see cref="SimulatedFolder.FreeSpace"/>
    /// clears it (a full disk); false when it fails the drawn call only (a failing fsync).
    /// </summary>
    public static bool LastsUntilCleared(FaultKind kind) => kind switch
    {
        FaultKind.DiskFull => true,
        FaultKind.FsyncError => false,
    };

    /// <summary>The kind named <paramref name="name"/> (<c>disk-full</c>, <c>fsync-error</c>), or null.</summary>
    public static FaultKind? Parse(string? name) =>
        Enum.GetValues<FaultKind>().Cast<FaultKind?>().FirstOrDefault(k => string.Equals(NameOf(k!.Value), name, StringComparison.Ordinal));

    /// <summary>The fault, for the interposer's environment.</summary>
    internal void Describe(IDictionary<string, string?> environment)
    {
        environment["POWERCUT_FAULT"] = Name;
        environment["POWERCUT_FAULT_AT"] = At.ToString(CultureInfo.InvariantCulture);
    }
}
