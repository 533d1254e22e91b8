using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Ledger;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>The paired rounds of a run (<see cref="PairedRounds"/>): the groups planned and the summaries of their rounds.</summary>
/// <param name="Groups">The groups, in the order their numbers count from 1.</param>
/// <param name="Rounds">The summaries of the rounds that ran.</param>
public sealed record PairedMeasurements(IReadOnlyList<PairGroup> Groups, IReadOnlyList<Summary> Rounds)
{
    /// <summary>Each compared case with its baseline and the ratio of the rounds in which both measured; rounds where one side failed are left out.</summary>
    public IReadOnlyList<(BenchmarkCase Baseline, BenchmarkCase Compared, PairedRatio Ratio)> Ratios()
    {
        var means = new Dictionary<(int Group, int Round, string Key), double>();
        foreach (var report in Rounds.SelectMany(s => s.Reports).Where(r => r is { Success: true, ResultStatistics: not null }))
        {
            if (PairedRounds.RoundOf(report.BenchmarkCase) is { } at)
            {
                means[(at.Group, at.Round, LedgerLookup.KeyOf(report.BenchmarkCase))] = report.ResultStatistics!.Mean;
            }
        }

        var ratios = new List<(BenchmarkCase, BenchmarkCase, PairedRatio)>();
        for (var g = 0; g < Groups.Count; g++)
        {
            var group = Groups[g];
            var baselineKey = LedgerLookup.KeyOf(group.Baseline);
            foreach (var compared in group.Compared)
            {
                var key = LedgerLookup.KeyOf(compared);
                var pairs = means.Keys.Where(k => k.Group == g + 1 && k.Key == key && means.ContainsKey((k.Group, k.Round, baselineKey)))
                    .OrderBy(k => k.Round)
                    .Select(k => (means[(k.Group, k.Round, baselineKey)], means[k]))
                    .ToArray();
                if (pairs.Length > 0)
                {
                    ratios.Add((group.Baseline, compared, PairedRatio.Of(pairs)));
                }
            }
        }

        return ratios;
    }
}
