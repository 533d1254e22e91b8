namespace EmbeddedDbBench.Core.Ledger;

/// <summary>Finds a role's figures among a case's <see cref="RoleLatency"/> list: the one lookup by role name.</summary>
public static class RoleLatencies
{
    /// <summary>The figures of <paramref name="role"/> (one of <see cref="Roles"/>) in <paramref name="latencies"/>, or null when absent or there are none.</summary>
    public static RoleLatency? Role(this IEnumerable<RoleLatency>? latencies, string role) =>
        latencies?.FirstOrDefault(r => string.Equals(r.Role, role, StringComparison.Ordinal));
}
