namespace EmbeddedDbBench.Tests.Platforms;

/// <summary>
/// Where the suite claims to run, and what each engine needs there: the one table docs/engines.md's
/// engine table (platform column) and Directory.Build.props (<c>RuntimeIdentifiers</c>) must
/// agree with. <see cref="PlatformTests"/> checks both, and checks that every native library
/// below is restored for every claimed platform, built for its processor.
/// </summary>
public static class PlatformSupport
{
    /// <summary>The claimed platforms, in docs/engines.md's order.</summary>
    public static readonly IReadOnlyList<Platform> Claimed =
    [
        new("linux-x64", PlatformOs.Linux, "x64"),
        new("linux-arm64", PlatformOs.Linux, "arm64"),
        new("win-x64", PlatformOs.Windows, "x64"),
        new("osx-arm64", PlatformOs.MacOs, "arm64"),
    ];

    /// <summary>SQLite's engine, loaded by both SQLite providers.</summary>
    public static readonly NativeLibrary ESqlite3 =
        new("e_sqlite3", "SQLite", "libe_sqlite3.so", "e_sqlite3.dll", "libe_sqlite3.dylib");

    /// <summary>DuckDB's engine.</summary>
    public static readonly NativeLibrary DuckDb =
        new("duckdb", "DuckDB.NET.Bindings.Full", "libduckdb.so", "duckdb.dll", "libduckdb.dylib");

    /// <summary>The tuning report's charts (ScottPlot draws with SkiaSharp, text shaped by HarfBuzzSharp).</summary>
    public static readonly IReadOnlyList<NativeLibrary> Charts =
    [
        new("SkiaSharp", "SkiaSharp.NativeAssets.", "libSkiaSharp.so", "libSkiaSharp.dll", "libSkiaSharp.dylib"),
        new("HarfBuzzSharp", "HarfBuzzSharp.NativeAssets.", "libHarfBuzzSharp.so", "libHarfBuzzSharp.dll", "libHarfBuzzSharp.dylib"),
    ];

    /// <summary>Every engine's provider and its platform cell in docs/engines.md.</summary>
    public static readonly IReadOnlyList<EnginePlatforms> Engines =
    [
        new("Microsoft.Data.Sqlite", ESqlite3, ""),
        new("System.Data.SQLite", ESqlite3, ""),
        // The SQLite layers: Microsoft.Data.Sqlite's SQLitePCLRaw directly, Dapper over it, EF Core's .Core package over it.
        new("SQLitePCLRaw", ESqlite3, ""),
        new("Dapper", ESqlite3, ""),
        new("Microsoft.EntityFrameworkCore.Sqlite.Core", ESqlite3, ""),
        new("Npgsql", null,
            "; the throwaway server starts Debian's binaries, Linux only: elsewhere set `EMBEDDEDDBBENCH_POSTGRES`"),
        new("MySqlConnector", null,
            "; the throwaway server starts Debian's binaries, Linux only: elsewhere set `EMBEDDEDDBBENCH_MARIADB`"),
        new("FirebirdSql.Data.FirebirdClient", null,
            "; embedded needs Firebird's own client library, not a NuGet asset: Debian's `libfbclient2`, "
            + "on Windows `fbclient.dll` with its `plugins/engine*.dll` from Firebird's zip kit"),
        new("DuckDB.NET.Data.Full", DuckDb, ""),
        new("LiteDB", null, ""),
    ];

    /// <summary>Every native library the claimed platforms need.</summary>
    public static IEnumerable<NativeLibrary> NativeLibraries =>
        Engines.Select(e => e.Native).OfType<NativeLibrary>().Concat(Charts).Distinct();
}
