using System.Globalization;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Running;

/// <summary>
/// Paired measurement (<c>--pairs N</c>): after the run's own cases, each ratio the report shows is
/// measured again in N rounds, the baseline and the cases compared with it one process after the
/// other, so that the pairs of a round are seconds apart, not minutes. The order alternates between
/// rounds (A B, then B A) so that a steady drift favours neither side. The groups: Default and each
/// variant of the same step and parameters; W5's Direct and Batch under the same variant; each plain
/// provider loop and the harness's Batch path beside it (<see cref="HarnessPairs"/>). With
/// <c>--jit-pairs N</c>, each case under tiered compilation off and under the runtime's default JIT
/// (<see cref="JitGroups"/>). Each round's process runs the case's own protocol; a round's figure is
/// its process's mean. A round's process writes its record to a ledger of its own
/// (<see cref="RoundLedger"/>), so the run's ledger keeps the run's own cases' records.
/// </summary>
public static class PairedRounds
{
    /// <summary>The option and its number of rounds: <c>--pairs 5</c>.</summary>
    public const string Option = "--pairs";

    /// <summary>The option pairing each case's JIT modes, and its number of rounds: <c>--jit-pairs 5</c>.</summary>
    public const string JitOption = "--jit-pairs";

    /// <summary>The fewest rounds accepted: one pair has no interval.</summary>
    public const int FewestRounds = 2;

    /// <summary>The most rounds accepted.</summary>
    public const int MostRounds = 30;

    // A round's job id, "pair<group>.<round>.<member>": the report finds rounds by it.
    private const string JobPrefix = "pair";

    /// <summary>
    /// The groups among <paramref name="cases"/>: each a baseline and the cases compared with it.
    /// A case may be in several groups (W5's Direct under Default is the baseline of its variants and of Batch).
    /// </summary>
    public static IReadOnlyList<PairGroup> Groups(IReadOnlyList<BenchmarkCase> cases)
    {
        var groups = new List<PairGroup>();
        foreach (var same in cases.Where(c => c.Descriptor.Type.IsGenericType)
            .GroupBy(c => (c.Descriptor.Type, c.Descriptor.WorkloadMethod.Name, CaseParameters.Of(c).Others)))
        {
            Add(groups, same.FirstOrDefault(c => CaseParameters.Of(c).Variant == Variant.Default), same);
        }

        foreach (var same in cases.Where(c => c.Descriptor.Type.IsGenericType && c.Descriptor.Type.GetGenericTypeDefinition() == typeof(Matrix<>))
            .GroupBy(c => (c.Descriptor.Type, CaseParameters.Of(c).All)))
        {
            Add(groups, same.FirstOrDefault(c => c.Descriptor.WorkloadMethod.Name == nameof(Matrix<>.Direct)),
                same.Where(c => c.Descriptor.WorkloadMethod.Name == nameof(Matrix<>.Batch)));
        }

        foreach (var (harness, step, reference, _) in HarnessPairs.All)
        {
            foreach (var loop in cases.Where(c => c.Descriptor.Type == reference))
            {
                Add(groups, loop, cases.Where(c => c.Descriptor.Type == harness && c.Descriptor.WorkloadMethod.Name == step
                    && CaseParameters.Of(c).Includes(CaseParameters.Of(loop))));
            }
        }

        return groups;
    }

    /// <summary>
    /// Each case of <paramref name="cases"/> whose protocol has warm-up runs (a long case's compiling
    /// is lost in its one run), under tiered compilation off (the baseline) and under the runtime's
    /// default JIT with the warm-up that reaches tier 1 (<see cref="RunProtocol.WithTieredPgo"/>).
    /// </summary>
    public static IReadOnlyList<PairGroup> JitGroups(IReadOnlyList<BenchmarkCase> cases, ProtocolBook book)
    {
        var groups = new List<PairGroup>();
        foreach (var benchmarkCase in cases)
        {
            if (book.Of(benchmarkCase) is { WarmupRuns: > 0 } protocol)
            {
                var off = protocol with { Jit = JitMode.TieredOff };
                groups.Add(new PairGroup(Under(benchmarkCase, off), [Under(benchmarkCase, protocol.WithTieredPgo())]) { ComparesJit = true });
            }
        }

        return groups;
    }

    /// <summary>
    /// The rounds of <paramref name="groups"/>, each case of a round in a run of its own, in the order
    /// they are to run; each round's process writes its record under <paramref name="ledgerFolder"/>.
    /// The groups are numbered from <paramref name="firstGroup"/>: their place in the run's list of groups, counted from 1.
    /// </summary>
    public static BenchmarkRunInfo[] Plan(IReadOnlyList<BenchmarkRunInfo> runs, IReadOnlyList<PairGroup> groups, int rounds, string ledgerFolder, int firstGroup = 1)
    {
        // A group's member may be the case under another job (--jit-pairs): its run is found by the case's key.
        var runOf = runs.SelectMany(r => r.BenchmarksCases.Select(c => (Key: LedgerLookup.KeyOf(c), Run: r))).DistinctBy(p => p.Key).ToDictionary(p => p.Key, p => p.Run);
        var planned = new List<BenchmarkRunInfo>();
        for (var g = 0; g < groups.Count; g++)
        {
            for (var round = 1; round <= rounds; round++)
            {
                var members = groups[g].Members.Select((c, m) => (Case: c, Member: m)).ToArray();
                foreach (var (member, m) in round % 2 == 1 ? members : members.Reverse())
                {
                    var id = string.Create(CultureInfo.InvariantCulture, $"{JobPrefix}{g + firstGroup}.{round}.{m}");
                    var job = member.Job.UnfreezeCopy().WithId(id)
                        .WithEnvironmentVariable(CaseLedger.PathVariable, RoundLedger(ledgerFolder, id)).Freeze();
                    var roundCase = BenchmarkCase.Create(member.Descriptor, job, member.Parameters, member.Config);
                    var run = runOf[LedgerLookup.KeyOf(member)];
                    planned.Add(new BenchmarkRunInfo([roundCase], run.Type, run.Config));
                }
            }
        }

        return [.. planned];
    }

    /// <summary>The ledger file a round's process (job id <paramref name="roundId"/>) writes its record to.</summary>
    public static string RoundLedger(string ledgerFolder, string roundId) => Path.Combine(ledgerFolder, roundId + ".jsonl");

    /// <summary>True when <paramref name="summary"/> holds a paired round, not one of the run's own cases.</summary>
    public static bool IsRound(Summary summary) => summary.BenchmarksCases.Any(c => RoundOf(c) is not null);

    /// <summary>The group (from 1), round (from 1) and member (0 the baseline) of a paired round's case, or null for one of the run's own cases.</summary>
    public static (int Group, int Round, int Member)? RoundOf(BenchmarkCase benchmarkCase)
    {
        var id = benchmarkCase.Job.Id;
        if (!id.StartsWith(JobPrefix, StringComparison.Ordinal) || id[JobPrefix.Length..].Split('.') is not [var g, var r, var m]
            || !int.TryParse(g, CultureInfo.InvariantCulture, out var group) || !int.TryParse(r, CultureInfo.InvariantCulture, out var round)
            || !int.TryParse(m, CultureInfo.InvariantCulture, out var member))
        {
            return null;
        }

        return (group, round, member);
    }

    private static BenchmarkCase Under(BenchmarkCase benchmarkCase, RunProtocol protocol) =>
        BenchmarkCase.Create(benchmarkCase.Descriptor, protocol.ToJob().Freeze(), benchmarkCase.Parameters, benchmarkCase.Config);

    private static void Add(List<PairGroup> groups, BenchmarkCase? baseline, IEnumerable<BenchmarkCase> members)
    {
        var compared = members.Where(c => !ReferenceEquals(c, baseline)).ToArray();
        if (baseline is not null && compared.Length > 0)
        {
            groups.Add(new PairGroup(baseline, compared));
        }
    }
}

/// <summary>A baseline and the cases compared with it.</summary>
/// <param name="Baseline">The case every ratio of the group divides.</param>
/// <param name="Compared">The cases compared with it.</param>
public sealed record PairGroup(BenchmarkCase Baseline, IReadOnlyList<BenchmarkCase> Compared)
{
    /// <summary>True when the group compares one case under two JIT modes (<c>--jit-pairs</c>), not two cases.</summary>
    public bool ComparesJit { get; init; }

    /// <summary>The baseline first, then the compared cases.</summary>
    public IReadOnlyList<BenchmarkCase> Members => [Baseline, .. Compared];
}
