using EmbeddedDbBench.Core.Shipments;

namespace EmbeddedDbBench.Tests.Shipments;

/// <summary>
/// Which W3 steps commit their writes one at a time under Default: the answer sorts a workload's steps into writes and
/// reads by it, so a write counted as none would stand in the reads' column with its own commit's time.
/// </summary>
public sealed class ShipmentsAutocommitTests
{
    [Fact]
    public void Insert1_and_the_import_are_autocommit_writes_and_the_joins_and_scans_are_not()
    {
        var workload = ShipmentsTestData.Workload;

        Assert.Equal(1, workload.AutocommitWrites(ShipmentsStep.Insert1));
        Assert.Equal(workload.Expected(ShipmentsStep.Import).Rows, workload.AutocommitWrites(ShipmentsStep.Import));
        Assert.All(
            new[] { ShipmentsStep.CreateTables, ShipmentsStep.Join1, ShipmentsStep.Join2, ShipmentsStep.Scan1, ShipmentsStep.Scan2, ShipmentsStep.Scan3 },
            step => Assert.Equal(0, workload.AutocommitWrites(step)));
    }
}
