using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Sqlite;

/// <summary>
/// Both SQLite providers load the one e_sqlite3 build the <c>SQLite</c> package ships, so that a
/// difference between them is the provider's alone.
/// </summary>
public sealed class SqliteNativeLibraryTests
{
    [Fact]
    public void Both_providers_report_the_same_sqlite_build()
    {
        using var microsoft = new MicrosoftSqliteEngine().CreateDatabase(Variant.Default);
        using var systemData = new SystemDataSqliteEngine().CreateDatabase(Variant.Default);

        Assert.StartsWith("SQLite 3.", microsoft.ServerVersion, StringComparison.Ordinal);
        Assert.Equal(microsoft.ServerVersion, systemData.ServerVersion);
    }

    [Fact]
    public void Both_providers_map_one_e_sqlite3_file_from_the_applications_runtimes_folder()
    {
        // /proc/self/maps lists every file the process mapped; the suite's machines and CI run Linux.
        Assert.True(OperatingSystem.IsLinux(), "this check reads /proc/self/maps");
        using var microsoft = new MicrosoftSqliteEngine().CreateDatabase(Variant.Default);
        using var systemData = new SystemDataSqliteEngine().CreateDatabase(Variant.Default);

        var mapped = File.ReadLines("/proc/self/maps")
            .Select(line => line.Split(' ', StringSplitOptions.RemoveEmptyEntries))
            .Where(fields => fields.Length >= 6 && Path.GetFileName(fields[^1]).StartsWith("libe_sqlite3", StringComparison.Ordinal))
            .Select(fields => fields[^1])
            .Distinct()
            .ToArray();

        var library = Assert.Single(mapped);
        Assert.StartsWith(Path.Combine(AppContext.BaseDirectory, "runtimes"), library, StringComparison.Ordinal);
    }

    [Fact]
    public void A_missing_native_library_is_reported_with_the_library_and_the_package_that_ships_it()
    {
        var error = Assert.Throws<EngineUnavailableException>(() => new ProviderWithoutNativeLibrary().CreateDatabase(Variant.Default));

        Assert.Contains("'e_sqlite3'", error.Message, StringComparison.Ordinal);
        Assert.Contains("NuGet package 'SQLite'", error.Message, StringComparison.Ordinal);
        Assert.IsType<DllNotFoundException>(error.InnerException);
    }

    // A provider whose constructor fails as System.Data.SQLite's does when e_sqlite3 is absent.
    private sealed class ProviderWithoutNativeLibrary : SqliteEngine
    {
        public override string Name => "Sqlite.NoNativeLibrary";

        public override string Provider => "a provider without its native library";

        public override EmbeddedDbBench.Core.Facts.EngineFacts Facts => new MicrosoftSqliteEngine().Facts;

        protected override IBulkInsert BulkInsert => PreparedBulkInsert.Instance;

        protected override string FileConnectionString(string path) => $"Data Source={path}";

        protected override string MemoryConnectionString(string name) => $"Data Source={name}";

        protected override string SnapshotConnectionString(string path) => $"Data Source={path}";

        protected override void Backup(DbConnection source, DbConnection destination) => throw new NotSupportedException();

        protected override DbConnection NewConnection(string connectionString) =>
            throw new DllNotFoundException("Unable to load shared library 'e_sqlite3' or one of its dependencies.");

        protected override void ClearPools()
        {
        }

        protected override bool Pools(DbConnection connection) => false;
    }
}
