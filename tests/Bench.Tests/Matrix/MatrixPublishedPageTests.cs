using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
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
        Assert.Contains("| SQLite3 (ext full) | Default | 424 / 100,000 | 11,297 / - | 102,049 / - | 164,636 / - | 135,380† / - | 553,158† / - |", page);
        Assert.Contains("| SQLite3 (ext off exc) | Exclusive | 41,589 / - | 180,759 / - | 108,481 / - | 192,071 / - | 134,698† / - | 558,596† / 100,000 |", page);
    }

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    private static MeasuredCase Case(string workload, string step, string variant, double medianNanoseconds) => TestCases.Case(
        workload,
        "MicrosoftSqliteEngine",
        step,
        new Dictionary<string, string> { ["Variant"] = variant },
        medianNanoseconds,
        medianNanoseconds,
        new CaseRecord { Key = step, Engine = "Sqlite.MicrosoftData", ServerVersion = "SQLite 3.x", Variant = Enum.Parse<Core.Variant>(variant), RowsPerRun = 5_000 });
}
