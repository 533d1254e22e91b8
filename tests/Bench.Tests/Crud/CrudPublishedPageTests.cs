using System.Globalization;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Crud;

public sealed class CrudPublishedPageTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("crud-page").FullName;

    [Fact]
    public void Page_writes_nothing_when_crud_did_not_run()
    {
        var written = new CrudPublishedPage().Write(_folder, [Case<MicrosoftSqliteEngine>("SensorsKeyed", "Load", "Default", 200, 1e6)]);

        Assert.Null(written);
        Assert.Empty(Directory.EnumerateFiles(_folder));
    }

    [Fact]
    public void Page_sets_the_2011_table_beside_both_providers_default_and_transaction_rows()
    {
        // Write of 1000 rows: 2 s under Default is 2,000 µs/row, 14.4 ms under Transaction 14.4 µs/row.
        var written = new CrudPublishedPage().Write(_folder,
        [
            Case<MicrosoftSqliteEngine>("Crud", "Write", "Default", 1000, 2e9),
            Case<MicrosoftSqliteEngine>("Crud", "Write", "Transaction", 1000, 14.4e6),
            Case<SystemDataSqliteEngine>("Crud", "Read", "Default", 200, 3.5e6, guidMicroseconds: null),
        ]);

        var page = File.ReadAllText(written!);
        Assert.Contains("2011, Windows 7, one disk", page, StringComparison.Ordinal);
        Assert.Contains("| 200 | SQLite | 396 | 22,189 | 23,591 | 21 | 20,963 | 85 |", page, StringComparison.Ordinal);
        Assert.Contains("| 1000 | SQL CE 4.0 | 16 | 128 | 307 | 164 | 306 | 13 |", page, StringComparison.Ordinal);
        Assert.Contains("generated each GUID inside the timed loop", page, StringComparison.Ordinal);
        Assert.Contains("## Sqlite.MicrosoftData (SQLite 3.x)", page, StringComparison.Ordinal);
        Assert.Contains("## Sqlite.SystemData (SQLite 3.x)", page, StringComparison.Ordinal);
        Assert.Contains("| 1000 | Write | 116,633 | 128 | 2,000 | 14.40 | 0.072% / 10.0% |", page, StringComparison.Ordinal);
        Assert.Contains("| 200 | Read | 21 | 28 | 3.50 | - |  |", page, StringComparison.Ordinal);
        Assert.Contains("Default settings read back: journal_mode=delete pooling=Default.", page, StringComparison.Ordinal);
        Assert.Contains("`Guid.NewGuid().ToString()`: 1.44 µs per GUID, median of 2 W1 processes of this run.", page, StringComparison.Ordinal);
        Assert.Contains("`Guid.NewGuid().ToString()`: not measured in this run", page, StringComparison.Ordinal);
    }

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    private static MeasuredCase Case<TEngine>(string workload, string step, string variant, int n, double meanNanoseconds, double? guidMicroseconds = 1.44)
        where TEngine : Engine, new() => TestCases.Case(
        workload,
        typeof(TEngine).Name,
        step,
        new Dictionary<string, string> { ["N"] = n.ToString(CultureInfo.InvariantCulture), ["Variant"] = variant },
        meanNanoseconds,
        meanNanoseconds,
        new CaseRecord
        {
            Key = $"{typeof(TEngine).Name}.{step}({n}, {variant})",
            Engine = new TEngine().Name,
            ServerVersion = "SQLite 3.x",
            Variant = Enum.Parse<Variant>(variant),
            Settings = $"journal_mode=delete pooling={variant}",
            RowsPerRun = n,
            GuidMicroseconds = guidMicroseconds,
        });
}
