using System.Globalization;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;
using static EmbeddedDbBench.Console.Reporting.Pages.Cells;

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
    private const string Baseline = nameof(MicrosoftSqliteEngine);
    private const string Candidate = nameof(SystemDataSqliteEngine);

    private static readonly Column<(MeasuredCase Baseline, MeasuredCase Candidate)>[] _columns =
    [
        new("step", p => p.Baseline.Step), new("parameters", p => OtherParameters(p.Baseline)), new("variant", p => p.Baseline.Variant.ToString()),
        new("Microsoft.Data.Sqlite ms", p => MeanMilliseconds(p.Baseline), Right: true), new("System.Data.SQLite ms", p => MeanMilliseconds(p.Candidate), Right: true),
        new("SDS / MDS", p => p is { Baseline: { IsValid: true, MeanNanoseconds: > 0 and var b }, Candidate: { IsValid: true, MeanNanoseconds: { } c } } ? (c / b).ToString("0.00", CultureInfo.InvariantCulture) : "-", Right: true),
        new("MDS B/row", p => BytesPerRow(p.Baseline), Right: true), new("SDS B/row", p => BytesPerRow(p.Candidate), Right: true),
    ];

    /// <inheritdoc />
    public string? Write(string resultsPath, IReadOnlyList<MeasuredCase> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        var pairs = Pairs(cases).ToArray();
        if (pairs.Length == 0)
        {
            return null;
        }

        var document = new ReportDocument("SQLite providers: System.Data.SQLite beside Microsoft.Data.Sqlite").Paragraph("""
            Every case both providers ran with the same workload, step, parameters and variant. Times are the mean of
            the measured runs in ms; `SDS / MDS` is System.Data.SQLite's mean ÷ Microsoft.Data.Sqlite's (below 1:
            System.Data.SQLite was faster). Each provider runs with its own connection-string defaults under Default;
            the other variants set the same PRAGMAs through both. `B/row` is the managed bytes each provider allocated per
            row, measured in one extra run after the timed ones (`-` where the case did not measure them: one-run cases).
            """);
        AppendProviders(document, cases);
        foreach (var workload in pairs.GroupBy(p => p.Baseline.Workload).OrderBy(g => g.Key, StringComparer.Ordinal))
        {
            // Steps and parameter sets in the order the benchmarks ran them (N=200 before N=1000).
            var steps = workload.Select(p => p.Baseline.Step).Distinct().ToList();
            var parameterSets = workload.Select(p => OtherParameters(p.Baseline)).Distinct().ToList();
            document.Heading(2, workload.Key).Table(
                workload.OrderBy(p => steps.IndexOf(p.Baseline.Step)).ThenBy(p => parameterSets.IndexOf(OtherParameters(p.Baseline))).ThenBy(p => p.Baseline.Variant),
                _columns);
        }

        return document.Save(resultsPath, "sqlite-providers")[0];
    }

    // Each Microsoft.Data.Sqlite case with the System.Data.SQLite case of the same workload, step and parameters.
    private static IEnumerable<(MeasuredCase Baseline, MeasuredCase Candidate)> Pairs(IReadOnlyList<MeasuredCase> cases)
    {
        var candidates = cases.Where(c => c.EngineTypeName == Candidate).ToArray();
        return cases.Where(c => c.EngineTypeName == Baseline).SelectMany(b => candidates.Where(c => SameCase(b, c)).Take(1).Select(c => (b, c)));
    }

    private static void AppendProviders(ReportDocument document, IReadOnlyList<MeasuredCase> cases)
    {
        var providers = new[] { Baseline, Candidate }.Select(engineType => (Type: engineType, Records: cases.Where(c => c.EngineTypeName == engineType && c.Record is not null).Select(c => c.Record!).ToArray())).ToArray();
        static string Build(CaseRecord[] records) => records.Select(r => r.ServerVersion).FirstOrDefault(v => v is not null) ?? "-";
        document.Heading(2, "Providers").Table(
            providers,
            new("engine", p => p.Records.FirstOrDefault()?.Engine ?? p.Type), new("provider", p => p.Records.FirstOrDefault()?.Provider ?? "-"),
            new("SQLite loaded (`sqlite_version()`, `sqlite_source_id()`)", p => Build(p.Records)),
            new("Default settings read back", p => p.Records.FirstOrDefault(r => r.Variant == Variant.Default && r.Settings is not null)?.Settings ?? "- (Default did not run)"));
        document.Paragraph(providers.Select(p => Build(p.Records)).Distinct(StringComparer.Ordinal).Count() == 1
            ? "Both providers loaded the same SQLite build: the ratios below compare providers only."
            : "**The providers loaded different SQLite builds**: the ratios below mix provider and library.");
    }

    // The same workload, step, variant and parameters on another engine.
    private static bool SameCase(MeasuredCase one, MeasuredCase other) =>
        one.Plan.Workload == other.Plan.Workload && one.Step == other.Step && one.Variant == other.Variant && one.Parameters.SameButVariant(other.Parameters);

    private static string OtherParameters(MeasuredCase c) =>
        c.OtherParametersByName is { Length: > 0 } text ? text : "-";

    private static string BytesPerRow(MeasuredCase c) => Whole(Allocations.PerRow(c.AllocatedBytesPerRun, c.Record?.RowsPerRun));
}
