using System.Globalization;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Sqlite;

public sealed class SqliteProvidersPageTests : IDisposable
{
    private const string Build = "SQLite 3.53.4 (2026-07-24 19:02:57 bf7c)";
    private readonly string _folder = Directory.CreateTempSubdirectory("providers-page").FullName;

    [Fact]
    public void Page_writes_nothing_unless_both_providers_ran_a_common_case()
    {
        var written = new SqliteProvidersPage().Write(_folder,
        [
            Case<MicrosoftSqliteEngine>("Crud", "Write", Variant.Default, 1e9, n: 200),
            Case<SystemDataSqliteEngine>("Crud", "Write", Variant.Default, 1e9, n: 1000),
            Case<PostgresEngine>("Crud", "Write", Variant.Default, 1e9, n: 200),
        ]);

        Assert.Null(written);
        Assert.Empty(Directory.EnumerateFiles(_folder));
    }

    [Fact]
    public void Page_gives_each_common_case_both_means_and_their_ratio()
    {
        var written = new SqliteProvidersPage().Write(_folder,
        [
            Case<MicrosoftSqliteEngine>("Crud", "Write", Variant.Default, 2e9, n: 1000),
            Case<SystemDataSqliteEngine>("Crud", "Write", Variant.Default, 3e9, n: 1000),
            Case<MicrosoftSqliteEngine>("Crud", "Write", Variant.Transaction, 20e6, n: 1000),
            Case<SystemDataSqliteEngine>("Crud", "Write", Variant.Transaction, 15e6, n: 1000),
            Case<MicrosoftSqliteEngine>("Contacts", "Insert", Variant.Batch, 80e6),
            Case<SystemDataSqliteEngine>("Contacts", "Insert", Variant.Batch, 60e6),
            Case<PostgresEngine>("Contacts", "Insert", Variant.Batch, 10e6),
        ]);

        var page = File.ReadAllText(written!);
        Assert.Contains("| Write | N=1000 | Default | 2,000 | 3,000 | 1.50 |", page, StringComparison.Ordinal);
        Assert.Contains("| Write | N=1000 | Transaction | 20.00 | 15.00 | 0.75 |", page, StringComparison.Ordinal);
        Assert.Contains("## Contacts", page, StringComparison.Ordinal);
        Assert.Contains("| Insert | - | Batch | 80.00 | 60.00 | 0.75 |", page, StringComparison.Ordinal);
        Assert.DoesNotContain("10.00", page, StringComparison.Ordinal);
    }

    [Fact]
    public void Page_gives_each_providers_allocations_per_row_where_they_were_measured()
    {
        var written = new SqliteProvidersPage().Write(_folder,
        [
            Case<MicrosoftSqliteEngine>("Crud", "Write", Variant.Transaction, 20e6, n: 1000) with { AllocatedBytesPerRun = 752_000 },
            Case<SystemDataSqliteEngine>("Crud", "Write", Variant.Transaction, 15e6, n: 1000) with { AllocatedBytesPerRun = 1_204_000 },
            Case<MicrosoftSqliteEngine>("Crud", "Write", Variant.Default, 2e9, n: 1000),
            Case<SystemDataSqliteEngine>("Crud", "Write", Variant.Default, 3e9, n: 1000),
        ]);

        var page = File.ReadAllText(written!);
        Assert.Contains("| Write | N=1000 | Transaction | 20.00 | 15.00 | 0.75 | 752 | 1,204 |", page, StringComparison.Ordinal);
        Assert.Contains("| Write | N=1000 | Default | 2,000 | 3,000 | 1.50 | - | - |", page, StringComparison.Ordinal);
    }

    [Fact]
    public void Page_names_each_providers_sqlite_build_and_default_settings()
    {
        var written = new SqliteProvidersPage().Write(_folder,
        [
            Case<MicrosoftSqliteEngine>("Crud", "Write", Variant.Default, 2e9, n: 200, settings: "synchronous=FULL pooling=on"),
            Case<SystemDataSqliteEngine>("Crud", "Write", Variant.Default, 3e9, n: 200, settings: "synchronous=FULL pooling=off"),
        ]);

        var page = File.ReadAllText(written!);
        Assert.Contains($"| Sqlite.MicrosoftData | {new MicrosoftSqliteEngine().Provider} | {Build} | synchronous=FULL pooling=on |", page, StringComparison.Ordinal);
        Assert.Contains($"| Sqlite.SystemData | {new SystemDataSqliteEngine().Provider} | {Build} | synchronous=FULL pooling=off |", page, StringComparison.Ordinal);
        Assert.Contains("Both providers loaded the same SQLite build", page, StringComparison.Ordinal);
    }

    [Fact]
    public void Page_warns_when_the_providers_loaded_different_builds()
    {
        var written = new SqliteProvidersPage().Write(_folder,
        [
            Case<MicrosoftSqliteEngine>("Crud", "Write", Variant.Default, 2e9, n: 200),
            Case<SystemDataSqliteEngine>("Crud", "Write", Variant.Default, 3e9, n: 200, build: "SQLite 3.46.1 (other)"),
        ]);

        Assert.Contains("loaded different SQLite builds", File.ReadAllText(written!), StringComparison.Ordinal);
    }

    [Fact]
    public void A_failed_case_shows_as_failed_without_a_ratio()
    {
        var failed = Case<SystemDataSqliteEngine>("Crud", "Write", Variant.Default, 3e9, n: 200);
        var written = new SqliteProvidersPage().Write(_folder,
        [
            Case<MicrosoftSqliteEngine>("Crud", "Write", Variant.Default, 2e9, n: 200),
            failed with { Record = failed.Record! with { Error = "WorkloadValidationException: 199 rows" } },
        ]);

        Assert.Contains("| Write | N=200 | Default | 2,000 | failed | - |", File.ReadAllText(written!), StringComparison.Ordinal);
    }

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    private static MeasuredCase Case<TEngine>(
        string workload, string step, Variant variant, double meanNanoseconds, int? n = null, string settings = "", string build = Build)
        where TEngine : Engine, new()
    {
        var parameters = new Dictionary<string, string>();
        if (n is { } rows)
        {
            parameters["N"] = rows.ToString(CultureInfo.InvariantCulture);
        }

        var engine = new TEngine();
        return TestCases.Measured(workload, typeof(TEngine).Name, step, variant, parameters, new CaseRecord
        {
            Key = $"{workload}<{typeof(TEngine).Name}>.{step}({variant}, {n})",
            Engine = engine.Name,
            Provider = engine.Provider,
            ServerVersion = build,
            Variant = variant,
            Settings = settings,
            RowsPerRun = n ?? 25_000,
        }) with { MeanNanoseconds = meanNanoseconds, MedianNanoseconds = meanNanoseconds };
    }
}
