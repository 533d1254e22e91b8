using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Running;

/// <summary>The paired rounds of a run (<see cref="PairedRounds"/>): the groups planned and the summaries of their rounds.</summary>
/// <param name="Groups">The groups, in the order their numbers count from 1.</param>
/// <param name="Rounds">The summaries of the rounds that ran.</param>
/// <param name="LedgerFolder">Where the rounds' processes wrote their records (<see cref="PairedRounds.RoundLedger"/>), or null when none ran.</param>
public sealed record PairedMeasurements(IReadOnlyList<PairGroup> Groups, IReadOnlyList<Summary> Rounds, string? LedgerFolder = null)
{
    /// <summary>Each compared case with its baseline and the ratio of the rounds in which both measured; rounds where one side failed are left out.</summary>
    public IReadOnlyList<(PairGroup Group, BenchmarkCase Baseline, BenchmarkCase Compared, PairedRatio Ratio)> Ratios()
    {
        var means = new Dictionary<(int Group, int Round, int Member), double>();
        foreach (var report in Rounds.SelectMany(s => s.Reports).Where(r => r is { Success: true, ResultStatistics: not null }))
        {
            if (PairedRounds.RoundOf(report.BenchmarkCase) is { } at)
            {
                means[at] = report.ResultStatistics!.Mean;
            }
        }

        var ratios = new List<(PairGroup, BenchmarkCase, BenchmarkCase, PairedRatio)>();
        for (var g = 0; g < Groups.Count; g++)
        {
            var group = Groups[g];
            for (var m = 1; m <= group.Compared.Count; m++)
            {
                var pairs = means.Keys.Where(k => k.Group == g + 1 && k.Member == m && means.ContainsKey((k.Group, k.Round, 0)))
                    .OrderBy(k => k.Round)
                    .Select(k => (means[(k.Group, k.Round, 0)], means[k]))
                    .ToArray();
                if (pairs.Length > 0)
                {
                    ratios.Add((group, group.Baseline, group.Compared[m - 1], PairedRatio.Of(pairs)));
                }
            }
        }

        return ratios;
    }

    /// <summary>The record a round's process wrote for <paramref name="roundCase"/>, or null.</summary>
    public CaseRecord? RecordOf(BenchmarkCase roundCase)
    {
        if (LedgerFolder is null || PairedRounds.RoundOf(roundCase) is null)
        {
            return null;
        }

        var path = PairedRounds.RoundLedger(LedgerFolder, roundCase.Job.Id);
        return File.Exists(path) ? new CaseLedger(path).ReadLatest().Values.FirstOrDefault() : null;
    }

    /// <summary>The records of the rounds of <paramref name="group"/>'s member <paramref name="member"/> (0 the baseline), in round order.</summary>
    public IReadOnlyList<CaseRecord> RecordsOf(PairGroup group, int member) =>
        [.. RoundsOf(group, member, Rounds.SelectMany(s => s.BenchmarksCases), c => c).Select(RecordOf).OfType<CaseRecord>()];

    /// <summary>The means of the rounds in which <paramref name="group"/>'s member <paramref name="member"/> measured, in round order, nanoseconds.</summary>
    public IReadOnlyList<double> MeansOf(PairGroup group, int member) =>
        [.. RoundsOf(group, member, Rounds.SelectMany(s => s.Reports).Where(r => r is { Success: true, ResultStatistics: not null }), r => r.BenchmarkCase)
            .Select(r => r.ResultStatistics!.Mean)];

    // The items of the member's rounds, in round order: the group's number is its place in Groups, from 1.
    private IEnumerable<T> RoundsOf<T>(PairGroup group, int member, IEnumerable<T> items, Func<T, BenchmarkCase> caseOf)
    {
        var number = Groups.ToList().IndexOf(group) + 1;
        return items.Select(item => (Item: item, At: PairedRounds.RoundOf(caseOf(item))))
            .Where(x => x.At is { } at && at.Group == number && at.Member == member)
            .OrderBy(x => x.At!.Value.Round)
            .Select(x => x.Item);
    }
}
