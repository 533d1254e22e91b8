using BenchmarkDotNet.Running;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// W3's naive import (297,450 autocommit INSERTs, each a synced commit: minutes a run) on one SQLite
/// provider for both when a planned run selects both: Microsoft.Data.Sqlite and System.Data.SQLite
/// load the same e_sqlite3 build, and a run this long is bound by the disk's sync, not by the
/// provider. <c>--job full</c>, <c>--job dry</c> or a filter that selects System.Data.SQLite's alone runs it.
/// </summary>
public static class NaiveImportCases
{
    /// <summary>What the reports say about the case left out.</summary>
    public const string Note =
        "W3's naive import (297,450 autocommit INSERTs, each a synced commit) runs on Microsoft.Data.Sqlite alone when a run " +
        "selects both SQLite providers: both load the same e_sqlite3 build (3.53.4, the same source id), and a run this long is " +
        "bound by the disk's sync, not by the provider. System.Data.SQLite's is run by --job full (both side by side) or by " +
        "--filter '*ShipmentsNaiveImport<SystemData*'.";

    /// <summary>
    /// <paramref name="runs"/> without System.Data.SQLite's naive import when Microsoft.Data.Sqlite's is there
    /// too and the job is the planned one (<paramref name="plannedJob"/>); the choice is written to <paramref name="note"/>.
    /// </summary>
    public static BenchmarkRunInfo[] Select(IReadOnlyList<BenchmarkRunInfo> runs, bool plannedJob, TextWriter? note = null)
    {
        var cases = runs.SelectMany(r => r.BenchmarksCases).ToArray();
        if (!plannedJob || !cases.Any(IsNaiveImportOf<MicrosoftSqliteEngine>) || !cases.Any(IsNaiveImportOf<SystemDataSqliteEngine>))
        {
            return [.. runs];
        }

        note?.WriteLine("// W3: the naive import runs on Microsoft.Data.Sqlite for both SQLite providers (the same e_sqlite3); --job full runs System.Data.SQLite's too.");
        return [.. runs
            .Select(run => new BenchmarkRunInfo([.. run.BenchmarksCases.Where(c => !IsNaiveImportOf<SystemDataSqliteEngine>(c))], run.Type, run.Config))
            .Where(run => run.BenchmarksCases.Length > 0)];
    }

    /// <summary>True for W3's naive import on <typeparamref name="TEngine"/>.</summary>
    public static bool IsNaiveImportOf<TEngine>(BenchmarkCase benchmarkCase) where TEngine : Engine, new() =>
        benchmarkCase.Descriptor.Type == typeof(ShipmentsNaiveImport<TEngine>);
}
