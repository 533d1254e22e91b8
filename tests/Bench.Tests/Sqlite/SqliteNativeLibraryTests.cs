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
}
