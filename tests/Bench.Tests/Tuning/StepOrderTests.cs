using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Tuning;

public sealed class StepOrderTests
{
    private static MeasuredCase Case(string step, int n) =>
        TestCases.Tuned(typeof(Crud<>), typeof(MicrosoftSqliteEngine), step, $"N={n}", Variant.Default, new Interval(1, 1, 1, 3), null, null);

    [Fact]
    public void Steps_come_in_the_workloads_own_order_for_every_size()
    {
        // Finished in the order a run happens to give them: N=1000's first, then out of step order.
        MeasuredCase[] cases =
        [
            Case("Write", 1000), Case("Update", 1000), Case("Delete", 1000), Case("Create", 1000), Case("Read", 1000), Case("Drop", 1000),
            Case("Drop", 200), Case("Read", 200), Case("Create", 200), Case("Delete", 200), Case("Update", 200), Case("Write", 200),
        ];

        Assert.Equal(
            [
                "Create N=200", "Write N=200", "Update N=200", "Read N=200", "Delete N=200", "Drop N=200",
                "Create N=1000", "Write N=1000", "Update N=1000", "Read N=1000", "Delete N=1000", "Drop N=1000",
            ],
            StepOrder.Of(typeof(Crud<>), cases));
    }
}
