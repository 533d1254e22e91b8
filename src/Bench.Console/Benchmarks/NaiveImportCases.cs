using BenchmarkDotNet.Running;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// Where W3's naive import (297,450 autocommit INSERTs, each a synced commit: minutes a run) runs. A planned
/// run whose filter names W3 (<c>*Shipments*</c>) runs it, on one SQLite provider for both when it selects
/// both: Microsoft.Data.Sqlite and System.Data.SQLite load the same e_sqlite3 build, and a run this long is
/// bound by the disk's sync, not by the provider. Any other planned filter that selects it (the card's
/// <c>*Sqlite*</c>) leaves it out, as the core sets leave cases out: a one-run case of four minutes, an eighth of
/// the card's budget, whose per-commit cost W1's and W2's Default steps measure already. <c>--job full</c>,
/// <c>--job dry</c> or a filter that selects System.Data.SQLite's alone runs it.
/// </summary>
public static class NaiveImportCases
{
    /// <summary>The word that, in a filter pattern, asks for W3's naive import.</summary>
    public const string FilterWord = "Shipments";

    /// <summary>What the reports say about the cases left out.</summary>
    public const string Note =
        "W3's naive import (297,450 autocommit INSERTs, each a synced commit: minutes a run) runs when the filter names W3 " +
        "(--filter '*Shipments*') or the job is full; any other planned filter that selects it, the card's among them, leaves it out, as " +
        "it leaves out the cases beyond the core sets: the cost of a synced commit it would show is measured by W1's and W2's Default steps. When a run " +
        "selects both SQLite providers it runs on Microsoft.Data.Sqlite alone: both load the same e_sqlite3 build (3.53.4, the same " +
        "source id), and a run this long is bound by the disk's sync, not by the provider. System.Data.SQLite's is run by --job full " +
        "(both side by side) or by --filter '*ShipmentsNaiveImport<SystemData*'.";

    /// <summary>
    /// <paramref name="runs"/> as the planned job (<paramref name="plannedJob"/>) runs W3's naive import: left out unless one of
    /// <paramref name="patterns"/> names W3, and System.Data.SQLite's left out when Microsoft.Data.Sqlite's is there too; the
    /// choice is written to <paramref name="note"/>.
    /// </summary>
    public static BenchmarkRunInfo[] Select(IReadOnlyList<BenchmarkRunInfo> runs, bool plannedJob, IReadOnlyList<string> patterns, TextWriter? note = null)
    {
        ArgumentNullException.ThrowIfNull(patterns);
        var cases = runs.SelectMany(r => r.BenchmarksCases).ToArray();
        if (!plannedJob || !cases.Any(IsNaiveImport))
        {
            return [.. runs];
        }

        if (!CaseSelection.Names(patterns, FilterWord))
        {
            note?.WriteLine($"// W3: the naive import (297,450 synced commits, minutes a run) is left out; --filter '*{FilterWord}*' or --job full runs it.");
            return CaseSelection.Keep(runs, c => !IsNaiveImport(c));
        }

        if (!cases.Any(IsNaiveImportOf<MicrosoftSqliteEngine>) || !cases.Any(IsNaiveImportOf<SystemDataSqliteEngine>))
        {
            return [.. runs];
        }

        note?.WriteLine("// W3: the naive import runs on Microsoft.Data.Sqlite for both SQLite providers (the same e_sqlite3); --job full runs System.Data.SQLite's too.");
        return CaseSelection.Keep(runs, c => !IsNaiveImportOf<SystemDataSqliteEngine>(c));
    }

    /// <summary>True for W3's naive import on <typeparamref name="TEngine"/>.</summary>
    public static bool IsNaiveImportOf<TEngine>(BenchmarkCase benchmarkCase) where TEngine : Engine, new() =>
        benchmarkCase.Descriptor.Type == typeof(ShipmentsNaiveImport<TEngine>);

    private static bool IsNaiveImport(BenchmarkCase benchmarkCase) =>
        benchmarkCase.Descriptor.Type is { IsGenericType: true } type && type.GetGenericTypeDefinition() == typeof(ShipmentsNaiveImport<>);
}
