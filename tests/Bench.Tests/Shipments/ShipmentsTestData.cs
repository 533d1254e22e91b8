using EmbeddedDbBench.Core.Shipments;

namespace EmbeddedDbBench.Tests.Shipments;

/// <summary>A small W3 data set, generated once per test process into a temp folder of its own.</summary>
internal static class ShipmentsTestData
{
    /// <summary>5 invoices, 300 shipments: enough for every filter to select some rows and miss others.</summary>
    public static ShipmentsScale Scale { get; } = new(5, 300, 305, 950);

    private static readonly Lazy<ShipmentsWorkload> _sharedWorkload = new(() => Generated(
        new ShipmentsDataSet(NewFolder("small"), Scale)));

    /// <summary>2 invoices, 40 shipments: few enough rows for the one-commit-per-row variants to import quickly.</summary>
    public static ShipmentsScale TinyScale { get; } = new(2, 40, 41, 120);

    private static readonly Lazy<ShipmentsWorkload> _sharedTinyWorkload = new(() => Generated(
        new ShipmentsDataSet(NewFolder("tiny"), TinyScale)));

    /// <summary>The workload over the tiny data set, for the import under every variant.</summary>
    public static ShipmentsWorkload TinyWorkload => _sharedTinyWorkload.Value;

    /// <summary>The workload over the small data set (immutable, shared by tests).</summary>
    public static ShipmentsWorkload Workload => _sharedWorkload.Value;

    private static ShipmentsWorkload Generated(ShipmentsDataSet data)
    {
        data.Ensure();
        return new ShipmentsWorkload(data);
    }

    /// <summary>A fresh folder under the temp folder, unique to this process, deleted when the test run ends.</summary>
    public static string NewFolder(string name) => TestRunCleanup.DeleteAfterRun(
        Path.Combine(Path.GetTempPath(), "embeddeddbbench-tests", $"shipments-{Environment.ProcessId}-{name}-{Guid.NewGuid():N}"));
}
