using System.Globalization;
using BenchmarkDotNet.Reports;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Benchmarks.Reference;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The harness beside a plain loop over the provider, in the same run: the suite's fastest SQLite
/// insert path (Batch) must stay within <see cref="Tolerance"/> of the loop a developer would
/// write by hand, or the harness, not the engine, is what the figures measure.
/// </summary>
public static class HarnessCheck
{
    /// <summary>The largest accepted excess of the harness over the plain loop.</summary>
    public const double Tolerance = 0.10;

    private static readonly (Type Harness, string Step, Type Reference)[] _pairs =
    [
        (typeof(Crud<MicrosoftSqliteEngine>), nameof(Crud<MicrosoftSqliteEngine>.Write), typeof(CrudPlainLoopSqlite)),
        (typeof(Contacts<MicrosoftSqliteEngine>), nameof(Contacts<MicrosoftSqliteEngine>.Insert), typeof(ContactsPlainLoopSqlite)),
    ];

    /// <summary>One line per pair that ran: both means and whether the harness is within tolerance.</summary>
    public static IReadOnlyList<string> Lines(IReadOnlyList<Summary> summaries)
    {
        var reports = summaries.SelectMany(s => s.Reports).Where(r => r is { Success: true, ResultStatistics: not null }).ToArray();
        var lines = new List<string>();
        foreach (var (harnessType, step, referenceType) in _pairs)
        {
            foreach (var reference in reports.Where(r => r.BenchmarkCase.Descriptor.Type == referenceType))
            {
                var harness = reports.FirstOrDefault(r =>
                    r.BenchmarkCase.Descriptor.Type == harnessType &&
                    r.BenchmarkCase.Descriptor.WorkloadMethod.Name == step &&
                    Equals(r.BenchmarkCase.Parameters["Variant"], Variant.Batch) &&
                    reference.BenchmarkCase.Parameters.Items.All(p => Equals(p.Value, r.BenchmarkCase.Parameters[p.Name])));
                if (harness is null)
                {
                    continue;
                }

                var ratio = harness.ResultStatistics!.Mean / reference.ResultStatistics!.Mean;
                var verdict = ratio <= 1 + Tolerance ? "within 10%" : "MORE THAN 10% SLOWER: the harness is in the figures";
                lines.Add(string.Create(CultureInfo.InvariantCulture,
                    $"{harness.BenchmarkCase.Descriptor.DisplayInfo} {harness.BenchmarkCase.Parameters.DisplayInfo}: {harness.ResultStatistics.Mean / 1e6:N2} ms; plain provider loop ({referenceType.Name}): {reference.ResultStatistics.Mean / 1e6:N2} ms; harness / loop = {ratio:0.000}, {verdict}"));
            }
        }

        return lines;
    }

    /// <summary>Appends the section when a reference ran.</summary>
    public static void Append(ReportDocument document, IReadOnlyList<Summary> summaries)
    {
        var lines = Lines(summaries);
        if (lines.Count > 0)
        {
            document.Heading(2, "The harness beside a plain provider loop").List(lines);
        }
    }
}
