using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Matrix;

public sealed class MatrixPublishedPageTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("matrix-page").FullName;

    [Fact]
    public void Page_writes_nothing_when_the_matrix_did_not_run()
    {
        var written = new MatrixPublishedPage().Write(_folder, [Case("Crud", "Write", "Default", 1e6)]);

        Assert.Null(written);
        Assert.Empty(Directory.EnumerateFiles(_folder));
    }

    [Fact]
    public void Page_sets_the_published_figures_beside_measured_rows_per_second()
    {
        // 5,000 rows in 50 ms: 100,000 rows/s.
        var written = new MatrixPublishedPage().Write(_folder,
        [
            Case("Matrix", "Direct", "Default", 50e6),
            Case("Matrix", "All", "Exclusive", 50e6),
        ]);

        var page = File.ReadAllText(written!);
        Assert.Contains("2014, Delphi XE4, Core i7 notebook, SSD", page);
        Assert.Contains("| SQLite3 (file full) | Default | 462 / 100,000 | 356 / - | 95,377 / - | 130,086 / - | 27,284 / - | 550,842 / - |", page);
        Assert.Contains("| SQLite3 (file off exc) | Exclusive | 28,847 / - | 35,316 / - | 102,599 / - | 144,258 / - | 128,077 / - | 535,905 / 100,000 |", page);
    }

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    private static MeasuredCase Case(string workload, string step, string variant, double medianNanoseconds) => new(
        workload,
        "MicrosoftSqliteEngine",
        step,
        new Dictionary<string, string> { ["Variant"] = variant },
        medianNanoseconds,
        medianNanoseconds,
        new CaseRecord { Key = step, Engine = "Sqlite.MicrosoftData", ServerVersion = "SQLite 3.x", Variant = variant, RowsPerRun = 5_000 });
}
