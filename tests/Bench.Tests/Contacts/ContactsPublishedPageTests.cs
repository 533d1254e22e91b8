using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Contacts;

public sealed class ContactsPublishedPageTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("contacts-page").FullName;

    [Fact]
    public void Page_writes_nothing_when_contacts_did_not_run()
    {
        var written = new ContactsPublishedPage().Write(_folder, [Case("Matrix", "Direct", "Default", 1e6, 5_000)]);

        Assert.Null(written);
        Assert.Empty(Directory.EnumerateFiles(_folder));
    }

    [Fact]
    public void Page_sets_the_published_factor_beside_microseconds_per_row_and_the_tuning_factor()
    {
        // 25,000 rows: 2.5 s is 100 µs/row under Default, 25 ms is 1 µs/row under Batch.
        var written = new ContactsPublishedPage().Write(_folder,
        [
            Case("Contacts", "Insert", "Default", 2.5e9, 25_000),
            Case("Contacts", "Insert", "Batch", 25e6, 25_000),
        ]);

        var page = File.ReadAllText(written!);
        Assert.Contains("2021, Raspberry Pi 3", page);
        Assert.Contains("| 2 | Insert | 110x | 100.0 | - | - | 1.00 | 100.0x |", page);
        Assert.Contains("| 5a | DeleteByState | 1,442-1,499x |", page);
    }

    [Fact]
    public void Page_sets_the_published_sync_factor_beside_naive_tuned_and_their_ratio_when_only_the_sync_ran()
    {
        // 25,000 rows: 2.5 s is 100 µs/row naive, 25 ms is 1 µs/row tuned.
        var written = new ContactsPublishedPage().Write(_folder,
        [
            SyncCase("Naive", "Wal", 2.5e9),
            SyncCase("Tuned", "Wal", 25e6),
        ]);

        var page = File.ReadAllText(written!);
        Assert.Contains("MySQL Enterprise 8.0.26", page);
        Assert.Contains("| 2 | Insert | 14x | 100.0 | 1.00 | 100.0x |", page);
        Assert.Contains("Wal naive µs/row", page);
        Assert.Contains("| 5b | DeleteByZip | 12x |", page);
        Assert.DoesNotContain("| 1 | OpenClose |", page);
    }

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    private static MeasuredCase SyncCase(string method, string variant, double medianNanoseconds) => TestCases.Case(
        "Sync",
        "MariaDbEngine",
        "Insert",
        new Dictionary<string, string> { ["Method"] = method, ["Source"] = "MicrosoftData", ["Variant"] = variant },
        medianNanoseconds,
        medianNanoseconds,
        new CaseRecord
        {
            Key = "Insert", Engine = "Sqlite.MicrosoftData→MariaDb", ServerVersion = "SQLite 3.x → MariaDB 10.11", Variant = Enum.Parse<Core.Variant>(variant), RowsPerRun = 25_000,
        });

    private static MeasuredCase Case(string workload, string step, string variant, double medianNanoseconds, long rows) => TestCases.Case(
        workload,
        "MicrosoftSqliteEngine",
        step,
        new Dictionary<string, string> { ["Variant"] = variant },
        medianNanoseconds,
        medianNanoseconds,
        new CaseRecord { Key = step, Engine = "Sqlite.MicrosoftData", ServerVersion = "SQLite 3.x", Variant = Enum.Parse<Core.Variant>(variant), RowsPerRun = rows });
}
