using System.Globalization;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Tuning;

/// <summary>
/// Paired measurement (<c>--pairs N</c>): after the run's own cases, each ratio the report shows is
/// measured again in N rounds, the baseline and the cases compared with it one process after the
/// other, so that the pairs of a round are seconds apart, not minutes. The order alternates between
/// rounds (A B, then B A) so that a steady drift favours neither side. The groups: Default and each
/// variant of the same step and parameters; W5's Direct and Batch under the same variant; each plain
/// provider loop and the harness's Batch path beside it (<see cref="HarnessCheck"/>). Each round's
/// process runs the case's own protocol; a round's figure is its process's mean.
/// </summary>
public static class PairedRounds
{
    /// <summary>The option and its number of rounds: <c>--pairs 5</c>.</summary>
    public const string Option = "--pairs";

    /// <summary>The fewest rounds accepted: one pair has no interval.</summary>
    public const int FewestRounds = 2;

    /// <summary>The most rounds accepted.</summary>
    public const int MostRounds = 30;

    // A round's job id, "pair<group>.<round>": the report finds rounds by it.
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

        foreach (var (harness, step, reference) in HarnessCheck.Pairs)
        {
            foreach (var loop in cases.Where(c => c.Descriptor.Type == reference))
            {
                Add(groups, loop, cases.Where(c => c.Descriptor.Type == harness && c.Descriptor.WorkloadMethod.Name == step
                    && CaseParameters.Of(c).Includes(CaseParameters.Of(loop))));
            }
        }

        return groups;
    }

    /// <summary>The groups of <paramref name="runs"/>' cases and their rounds, each case of a round in a run of its own, in the order they are to run.</summary>
    public static (IReadOnlyList<PairGroup> Groups, BenchmarkRunInfo[] Rounds) Plan(IReadOnlyList<BenchmarkRunInfo> runs, int rounds)
    {
        var groups = Groups([.. runs.SelectMany(r => r.BenchmarksCases)]);
        var configs = runs.SelectMany(r => r.BenchmarksCases.Select(c => (c, r.Config))).ToDictionary(p => p.c, p => p.Config);
        var planned = new List<BenchmarkRunInfo>();
        for (var g = 0; g < groups.Count; g++)
        {
            for (var round = 1; round <= rounds; round++)
            {
                var members = groups[g].Members;
                foreach (var member in round % 2 == 1 ? members : members.Reverse())
                {
                    var job = member.Job.UnfreezeCopy().WithId(string.Create(CultureInfo.InvariantCulture, $"{JobPrefix}{g + 1}.{round}")).Freeze();
                    var roundCase = BenchmarkCase.Create(member.Descriptor, job, member.Parameters, member.Config);
                    planned.Add(new BenchmarkRunInfo([roundCase], member.Descriptor.Type, configs[member]));
                }
            }
        }

        return (groups, [.. planned]);
    }

    /// <summary>True when <paramref name="summary"/> holds a paired round, not one of the run's own cases.</summary>
    public static bool IsRound(Summary summary) => summary.BenchmarksCases.Any(c => RoundOf(c) is not null);

    /// <summary>The group (from 1) and round of a paired round's case, or null for one of the run's own cases.</summary>
    public static (int Group, int Round)? RoundOf(BenchmarkCase benchmarkCase)
    {
        var id = benchmarkCase.Job.Id;
        if (!id.StartsWith(JobPrefix, StringComparison.Ordinal) || id[JobPrefix.Length..].Split('.') is not [var g, var r]
            || !int.TryParse(g, CultureInfo.InvariantCulture, out var group) || !int.TryParse(r, CultureInfo.InvariantCulture, out var round))
        {
            return null;
        }

        return (group, round);
    }

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
    /// <summary>The baseline first, then the compared cases.</summary>
    public IReadOnlyList<BenchmarkCase> Members => [Baseline, .. Compared];
}
