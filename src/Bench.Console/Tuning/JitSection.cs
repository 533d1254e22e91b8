using System.Globalization;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The tuning report's "The JIT users run" (<c>--jit-pairs N</c>): each case measured in interleaved
/// rounds with tiered compilation off, as the suite's processes run by default, and under the
/// runtime's default JIT (tiered, Dynamic PGO) warmed up to tier 1, as an application runs once its
/// code is hot; with how many methods were still compiled while the tiered side was measured.
/// </summary>
public static class JitSection
{
    /// <summary>Appends the section; nothing when no JIT round ran.</summary>
    public static void Append(ReportDocument document, PairedMeasurements? paired)
    {
        var ratios = paired?.Ratios().Where(r => r.Group.ComparesJit).ToArray() ?? [];
        if (ratios.Length == 0)
        {
            return;
        }

        document.Heading(2, "The JIT users run")
            .Paragraph("Each case measured again in rounds, one process with tiered compilation off (DOTNET_TieredCompilation=0, every method " +
                "fully optimised at its first call, no Dynamic PGO) and one under the runtime's defaults (tiered compilation, Dynamic PGO; " +
                $"call-counting delay 0, then {SteadyJitWarmup.Suite.Describe()}, so that the code is at tier 1 before the measured runs), " +
                "right after each other, the order alternating. Above 1x the default JIT is faster. \"Compiled while measured\": methods the " +
                "JIT compiled during the default-JIT process's measured runs, per round; above 0, tier-up was still under way and the figure " +
                "mixes tiers.")
            .Table(
                ratios,
                new("case", r => $"{r.Baseline.Descriptor.DisplayInfo} {r.Baseline.Parameters.DisplayInfo}"),
                new("tiering off, mean", r => Mean(paired!, r.Group, 0)),
                new("default JIT (tiered, PGO), mean", r => Mean(paired!, r.Group, 1)),
                new("default JIT over tiering off (paired)", r => r.Ratio.ToString()),
                new("compiled while measured", r => Compiled(paired!.RecordsOf(r.Group, 1))));
    }

    private static string Mean(PairedMeasurements paired, PairGroup group, int member) =>
        paired.MeansOf(group, member) is { Count: > 0 } means
            ? string.Create(CultureInfo.InvariantCulture, $"{means.Average() / 1e6:N3} ms ({means.Count} rounds)")
            : "-";

    private static string Compiled(IReadOnlyList<CaseRecord> records) =>
        records.Count == 0 ? "-" : string.Join(", ", records.Select(r => r.MethodsCompiledWhileMeasured?.ToString(CultureInfo.InvariantCulture) ?? "?"));
}
