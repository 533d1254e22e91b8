using System.Globalization;
using System.Text;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Ycsb;

/// <summary>
/// One W7 case in YCSB's own output format (its HdrHistogram measurements as the client prints them:
/// <c>[OVERALL], RunTime(ms), …</c>, <c>[OVERALL], Throughput(ops/sec), …</c>, then per operation
/// <c>Operations</c>, <c>AverageLatency(us)</c>, <c>MinLatency(us)</c>, <c>MaxLatency(us)</c>,
/// <c>95thPercentileLatency(us)</c>, <c>99thPercentileLatency(us)</c>, <c>Return=OK</c>), so that it can
/// be set beside a YCSB run of another store. Lines starting with <c>#</c> say what ran; YCSB's own
/// parsers read the bracketed lines. RunTime is the mean measured run's, Throughput all measured runs'
/// operations over their time, latencies merged over them.
/// </summary>
public static class YcsbOutput
{
    /// <summary>The text for a case of <paramref name="engine"/> under <paramref name="variant"/>, from its ledger <paramref name="roles"/>.</summary>
    public static string Format(string engine, string variant, string workload, IReadOnlyList<RoleLatency> roles, string? settings)
    {
        ArgumentNullException.ThrowIfNull(roles);
        var text = new StringBuilder();
        var overall = roles.Role(Roles.Overall);
        text.AppendLine(Invariant($"# EmbeddedDbBench W7: {workload} on {engine}, variant {variant}; {overall?.Runs ?? 0} measured run(s) merged"));
        if (settings is not null)
        {
            text.AppendLine(Invariant($"# settings read back: {settings}"));
        }

        if (overall is not null)
        {
            text.AppendLine(Invariant($"[OVERALL], RunTime(ms), {overall.SecondsPerRun * 1000:0.###}"));
            text.AppendLine(Invariant($"[OVERALL], Throughput(ops/sec), {overall.OpsPerSecond}"));
        }

        foreach (var role in roles.Where(r => r.Role != Roles.Overall))
        {
            var name = role.Role;
            var distribution = role.Distribution;
            text.AppendLine(Invariant($"[{name}], Operations, {role.Operations}"));
            text.AppendLine(Invariant($"[{name}], AverageLatency(us), {role.Mean}"));
            text.AppendLine(Invariant($"[{name}], MinLatency(us), {Whole(distribution?[0] ?? 0)}"));
            text.AppendLine(Invariant($"[{name}], MaxLatency(us), {Whole(role.Max)}"));
            text.AppendLine(Invariant($"[{name}], 95thPercentileLatency(us), {Whole(At(role, 95))}"));
            text.AppendLine(Invariant($"[{name}], 99thPercentileLatency(us), {Whole(role.P99)}"));
            text.AppendLine(Invariant($"[{name}], Return=OK, {role.Operations}"));
        }

        return text.ToString();
    }

    /// <summary>The file name of a case's output: engine, variant and workload.</summary>
    public static string FileName(string engine, string variant, string workload) => $"{engine}-{variant}-{workload}.txt";

    /// <summary>The latency at <paramref name="percentile"/> from the role's distribution (one of <see cref="RoleLatency.DistributionPercentiles"/>).</summary>
    public static double At(RoleLatency role, double percentile)
    {
        ArgumentNullException.ThrowIfNull(role);
        var index = RoleLatency.DistributionPercentiles.ToList().IndexOf(percentile);
        return role.Distribution is { } d && index >= 0 && index < d.Count ? d[index] : 0;
    }

    // YCSB prints its HdrHistogram latencies as whole microseconds.
    private static long Whole(double microseconds) => (long)Math.Round(microseconds);

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
