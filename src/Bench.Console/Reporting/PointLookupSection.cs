using System.Globalization;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// The W7 page's split of a point lookup between the engine and its provider: for each case whose record holds the
/// native lookup beside it (<c>Benchmarks/Lookup/DuckDbPointLookup</c>: the C API's mean per lookup, prepared once and
/// prepared per lookup), the provider's mean read beside the C program's, and the shares of the provider's time.
/// </summary>
public static class PointLookupSection
{
    /// <summary>Adds the section to <paramref name="document"/> when a case in <paramref name="measured"/> holds a native lookup.</summary>
    public static void Add(ReportDocument document, IEnumerable<MeasuredCase> measured)
    {
        ArgumentNullException.ThrowIfNull(document);
        var lookups = measured.Select(c => (Case: c, Split: Split.Of(c))).Where(l => l.Split is not null).ToArray();
        if (lookups.Length == 0)
        {
            return;
        }

        document.Heading(2, "Point lookup: the engine and the provider")
            .Paragraph(
                "The same planned lookups (every field of one key, the keys in the plan's order) through the engine's C API in a C program " +
                "built against the native library the provider loads, on a copy of the table this case loaded, after its measured runs: " +
                "the statement prepared once (the engine's floor), then extracted, prepared and destroyed for every lookup as the provider " +
                "does (docs/workloads/ycsb.md). The provider's figure is the case's mean read, which includes the harness's check of " +
                "every value read; the C program checks each row's fields and lengths.");
        document.Table(lookups,
            new Column<(MeasuredCase Case, Split? Split)>("engine", l => l.Case.Record!.Engine),
            new Column<(MeasuredCase Case, Split? Split)>("workload", l => l.Case.YcsbWorkload ?? ""),
            new Column<(MeasuredCase Case, Split? Split)>("variant", l => l.Case.Variant.ToString()),
            new Column<(MeasuredCase Case, Split? Split)>("provider, mean read", l => ConcurrencyPage.Microseconds(l.Split!.Provider), Right: true),
            new Column<(MeasuredCase Case, Split? Split)>("C API, prepared once", l => ConcurrencyPage.Microseconds(l.Split!.PreparedOnce), Right: true),
            new Column<(MeasuredCase Case, Split? Split)>("C API, prepared per lookup", l => ConcurrencyPage.Microseconds(l.Split!.PreparedEach), Right: true),
            new Column<(MeasuredCase Case, Split? Split)>("engine, prepared once", l => Share(l.Split!.PreparedOnce, l.Split.Provider), Right: true),
            new Column<(MeasuredCase Case, Split? Split)>("preparing per lookup", l => Share(l.Split!.PreparedEach - l.Split.PreparedOnce, l.Split.Provider), Right: true),
            new Column<(MeasuredCase Case, Split? Split)>("the provider's own", l => Share(l.Split!.Provider - l.Split.PreparedEach, l.Split.Provider), Right: true));
    }

    private static string Share(double part, double whole) => (part / whole).ToString("P0", CultureInfo.InvariantCulture);

    /// <summary>One case's lookup in µs: the provider's mean read and the C program's two means.</summary>
    private sealed record Split(double Provider, double PreparedOnce, double PreparedEach)
    {
        public static Split? Of(MeasuredCase c) =>
            c is { IsValid: true, Record: { SelfTimedMilliseconds: [var once, var each] } record }
            && record.Role(Roles.Read) is { Recorded: true, Mean: > 0 } read
                ? new(read.Mean, once * 1000, each * 1000)
                : null;
    }
}
