using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Tests.Reporting;

namespace EmbeddedDbBench.Tests.Writers;

/// <summary>W8's page writes nothing without a W8 case (its rendering is in <see cref="PageGoldenTests"/>).</summary>
public sealed class WritersPageTests
{
    [Fact]
    public void Without_a_W8_case_the_page_writes_nothing()
    {
        var folder = Directory.CreateTempSubdirectory("writers-page-").FullName;
        try
        {
            var others = PageLedger.Cases.Where(c => c.Plan.Workload != typeof(Writers<>)).ToList();

            Assert.Null(new WritersPage().Write(folder, others));
            Assert.NotNull(new WritersPage().Write(folder, PageLedger.Cases));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }
}
