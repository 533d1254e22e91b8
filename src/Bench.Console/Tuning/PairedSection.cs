using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Documents;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console.Statistics;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// The tuning report's paired ratios (<c>--pairs N</c>): each ratio measured again in interleaved
/// rounds (<see cref="PairedRounds"/>) beside the same ratio from the run's own two cases, so that a
/// reader sees how far the machine's drift moved the unpaired figure.
/// </summary>
public static class PairedSection
{
    /// <summary>Appends the section; nothing when no round ran.</summary>
    public static void Append(ReportDocument document, IReadOnlyList<MeasuredCase> cases, PairedMeasurements? paired)
    {
        var ratios = paired?.Ratios().Where(r => !r.Group.ComparesJit).ToArray() ?? [];
        if (ratios.Length == 0)
        {
            return;
        }

        var rounds = paired!.Rounds.Count;
        var measured = cases.Where(c => c.MeanNanoseconds is not null).ToArray();
        document.Heading(2, "Paired ratios")
            .Paragraph("Each ratio measured again after the run's own cases, in rounds: the baseline's process and the compared case's one " +
                "right after the other (A B, then B A, so that a steady drift favours neither), each running the case's own protocol; a " +
                "round's figure is its process's mean. Paired: the geometric mean of the rounds' ratios (baseline / compared, above 1x is " +
                "faster), from three pairs with the 99.9% Student t interval of the log ratios, from two their range. Unpaired: the same " +
                $"ratio from the run's own two cases, measured minutes apart, as the per-engine tables below show it. {rounds} processes ran for these rounds.")
            .Table(
                ratios,
                new("baseline", r => Name(r.Baseline)),
                new("compared", r => Name(r.Compared)),
                new("unpaired (the run's own cases)", r => Unpaired(measured, r.Baseline, r.Compared)),
                new("paired (interleaved rounds)", r => r.Ratio.ToString()),
                new("paired ±", r => r.Ratio.IsKnown ? PairedRatio.Percent(r.Ratio.PlusMinus) : "-"));
    }

    private static string Name(BenchmarkCase benchmarkCase) => $"{benchmarkCase.Descriptor.DisplayInfo} {benchmarkCase.Parameters.DisplayInfo}";

    private static string Unpaired(IReadOnlyList<MeasuredCase> measured, BenchmarkCase baseline, BenchmarkCase compared) =>
        measured.FirstOrDefault(m => m.IsCase(baseline)) is { } b && measured.FirstOrDefault(m => m.IsCase(compared)) is { } c
            ? SpeedUp.Of(b.Time, c.Time).Describe("baseline")
            : "-";
}
