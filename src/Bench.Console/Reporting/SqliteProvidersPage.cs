using System.Globalization;
using System.Text;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// System.Data.SQLite beside Microsoft.Data.Sqlite (<c>artifacts/results/sqlite-providers.md</c>):
/// for every workload, step, parameter set and variant both providers ran, the mean of each and
/// their ratio, and each provider's Default settings and the SQLite build it loaded. The provider
/// is a tuning choice too; with one native build under both, the ratio is the provider's alone.
/// Writes nothing unless both providers ran at least one common case.
/// </summary>
public sealed class SqliteProvidersPage : IReportPage
{
    private static readonly string _baseline = typeof(MicrosoftSqliteEngine).Name;
    private static readonly string _candidate = typeof(SystemDataSqliteEngine).Name;

    /// <inheritdoc />
    public string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        var pairs = Pairs(cases).ToArray();
        if (pairs.Length == 0)
        {
            return null;
        }

        var page = new StringBuilder()
            .AppendLine("# SQLite providers: System.Data.SQLite beside Microsoft.Data.Sqlite")
            .AppendLine()
            .AppendLine("Every case both providers ran with the same workload, step, parameters and variant. Times are the mean of")
            .AppendLine("the measured runs in ms; `SDS / MDS` is System.Data.SQLite's mean ÷ Microsoft.Data.Sqlite's (below 1:")
            .AppendLine("System.Data.SQLite was faster). Each provider runs with its own connection-string defaults under Default;")
            .AppendLine("the other variants set the same PRAGMAs through both. `B/row` is the managed bytes each provider allocated per")
            .AppendLine("row, measured in one extra run after the timed ones (`-` where the case did not measure them: one-run cases).")
            .AppendLine();
        AppendProviders(page, cases);
        foreach (var workload in pairs.GroupBy(p => p.Baseline.Workload).OrderBy(g => g.Key, StringComparer.Ordinal))
        {
            AppendWorkload(page, workload.Key, workload.ToArray());
        }

        var path = Path.Combine(resultsPath, "sqlite-providers.md");
        File.WriteAllText(path, page.ToString());
        return path;
    }

    // Each Microsoft.Data.Sqlite case with the System.Data.SQLite case of the same workload, step and parameters.
    private static IEnumerable<(MeasuredCase Baseline, MeasuredCase Candidate)> Pairs(IReadOnlyList<MeasuredCase> cases)
    {
        var candidates = cases.Where(c => c.EngineType == _candidate).ToLookup(Identity, StringComparer.Ordinal);
        return cases.Where(c => c.EngineType == _baseline)
            .SelectMany(b => candidates[Identity(b)].Take(1).Select(c => (b, c)));
    }

    private static void AppendProviders(StringBuilder page, IReadOnlyList<MeasuredCase> cases)
    {
        page.AppendLine("## Providers")
            .AppendLine()
            .AppendLine("| engine | provider | SQLite loaded (`sqlite_version()`, `sqlite_source_id()`) | Default settings read back |")
            .AppendLine("|---|---|---|---|");
        var builds = new List<string>();
        foreach (var engineType in new[] { _baseline, _candidate })
        {
            var records = cases.Where(c => c.EngineType == engineType && c.Record is not null).Select(c => c.Record!).ToArray();
            var first = records.FirstOrDefault();
            var version = records.Select(r => r.ServerVersion).FirstOrDefault(v => v is not null) ?? "-";
            var defaults = records.FirstOrDefault(r => r.Variant == nameof(Variant.Default) && r.Settings is not null)?.Settings ?? "- (Default did not run)";
            builds.Add(version);
            page.AppendLine($"| {first?.Engine ?? engineType} | {first?.Provider ?? "-"} | {version} | {defaults} |");
        }

        page.AppendLine()
            .AppendLine(builds.Distinct(StringComparer.Ordinal).Count() == 1
                ? "Both providers loaded the same SQLite build: the ratios below compare providers only."
                : "**The providers loaded different SQLite builds**: the ratios below mix provider and library.")
            .AppendLine();
    }

    private static void AppendWorkload(StringBuilder page, string workload, IReadOnlyList<(MeasuredCase Baseline, MeasuredCase Candidate)> pairs)
    {
        // Steps and parameter sets in the order the benchmarks ran them (N=200 before N=1000).
        var steps = pairs.Select(p => p.Baseline.Step).Distinct().ToList();
        var parameterSets = pairs.Select(p => OtherParameters(p.Baseline)).Distinct().ToList();
        page.AppendLine($"## {workload}")
            .AppendLine()
            .AppendLine("| step | parameters | variant | Microsoft.Data.Sqlite ms | System.Data.SQLite ms | SDS / MDS | MDS B/row | SDS B/row |")
            .AppendLine("|---|---|---|---:|---:|---:|---:|---:|");
        var ordered = pairs
            .OrderBy(p => steps.IndexOf(p.Baseline.Step))
            .ThenBy(p => parameterSets.IndexOf(OtherParameters(p.Baseline)))
            .ThenBy(p => VariantOf(p.Baseline));
        foreach (var (baseline, candidate) in ordered)
        {
            page.AppendLine($"| {baseline.Step} | {OtherParameters(baseline)} | {VariantOf(baseline)} | {Ms(baseline)} | {Ms(candidate)} | {Ratio(baseline, candidate)} | {BytesPerRow(baseline)} | {BytesPerRow(candidate)} |");
        }

        page.AppendLine();
    }

    private static string Identity(MeasuredCase c) =>
        $"{c.Workload}.{c.Step}({string.Join(", ", c.Parameters.OrderBy(p => p.Key, StringComparer.Ordinal).Select(p => $"{p.Key}={p.Value}"))})";

    private static string OtherParameters(MeasuredCase c)
    {
        var others = c.Parameters.Where(p => p.Key != nameof(Variant)).OrderBy(p => p.Key, StringComparer.Ordinal).Select(p => $"{p.Key}={p.Value}");
        return string.Join(", ", others) is { Length: > 0 } text ? text : "-";
    }

    private static Variant VariantOf(MeasuredCase c) =>
        Enum.TryParse<Variant>(c[nameof(Variant)], out var variant) ? variant : Variant.Default;

    private static string Ms(MeasuredCase c) => c switch
    {
        { Record.Error: not null } => "failed",
        { IsValid: true, MeanNanoseconds: { } mean } => Format(mean / 1e6),
        _ => "no result",
    };

    private static string Ratio(MeasuredCase baseline, MeasuredCase candidate) =>
        baseline is { IsValid: true, MeanNanoseconds: > 0 and var b } && candidate is { IsValid: true, MeanNanoseconds: { } c }
            ? (c / b).ToString("0.00", CultureInfo.InvariantCulture)
            : "-";

    private static string BytesPerRow(MeasuredCase c) =>
        Allocations.PerRow(c.AllocatedBytesPerRun, c.Record?.RowsPerRun)?.ToString("N0", CultureInfo.InvariantCulture) ?? "-";

    private static string Format(double ms) =>
        ms.ToString(ms < 1 ? "N3" : ms < 100 ? "N2" : "N0", CultureInfo.InvariantCulture);
}
