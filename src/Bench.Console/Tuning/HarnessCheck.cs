using System.Globalization;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
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

                var (h, r) = (harness.ResultStatistics!, reference.ResultStatistics!);
                var ratio = h.Mean / r.Mean;
                // A commit-bound pair (W1's 1,000 rows end in one synced commit) can differ by the
                // disk's noise alone: overlapping 99.9% intervals say the difference is not the harness.
                var verdict = ratio <= 1 + Tolerance ? "within 10%"
                    : h.Mean - h.ConfidenceInterval.Margin <= r.Mean + r.ConfidenceInterval.Margin ? "more than 10% apart, but within the noise of the two runs"
                    : "MORE THAN 10% SLOWER: the harness is in the figures";
                lines.Add(string.Create(CultureInfo.InvariantCulture,
                    $"{harness.BenchmarkCase.Descriptor.DisplayInfo} {harness.BenchmarkCase.Parameters.DisplayInfo}: {h.Mean / 1e6:N2} ms; plain provider loop ({referenceType.Name}): {r.Mean / 1e6:N2} ms; harness / loop = {ratio:0.000}, {verdict}"));
            }
        }

        return lines;
    }

    /// <summary>
    /// The W2 pair (the harness's Batch insert and the plain loop) when <paramref name="selected"/>
    /// runs Microsoft.Data.Sqlite under Batch and does not hold them yet: every run that measures
    /// that path also shows the harness is not in its figures.
    /// </summary>
    public static IEnumerable<BenchmarkRunInfo> CasesToAdd(IReadOnlyList<BenchmarkRunInfo> selected, IConfig config)
    {
        var cases = selected.SelectMany(r => r.BenchmarksCases).ToArray();
        var runsSqliteBatch = cases.Any(c =>
            c.Descriptor.Type.IsGenericType && c.Descriptor.Type.GetGenericArguments()[0] == typeof(MicrosoftSqliteEngine) &&
            Equals(c.Parameters["Variant"], Variant.Batch));
        if (!runsSqliteBatch)
        {
            yield break;
        }

        var (harnessType, step, referenceType) = _pairs[1];
        foreach (var (type, keep) in new (Type, Func<BenchmarkCase, bool>)[]
        {
            (harnessType, c => c.Descriptor.WorkloadMethod.Name == step && Equals(c.Parameters["Variant"], Variant.Batch)),
            (referenceType, _ => true),
        })
        {
            if (cases.Any(c => c.Descriptor.Type == type && keep(c)))
            {
                continue;
            }

            var run = BenchmarkConverter.TypeToBenchmarks(type, config);
            yield return new BenchmarkRunInfo(run.BenchmarksCases.Where(keep).ToArray(), run.Type, run.Config);
        }
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
