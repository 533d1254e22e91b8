using EmbeddedDbBench.Console.Results;
namespace EmbeddedDbBench.Console.Reporting;

/// <summary>One engine's cases of a workload, with the engine's name and version as its records give them.</summary>
/// <param name="Name">The engine's name (e.g. <c>Postgres</c>), or its type name when no case left a record.</param>
/// <param name="Version">The engine's own product and version, e.g. <c>PostgreSQL 15.18</c>; empty when unknown.</param>
/// <param name="Cases">The engine's cases.</param>
public sealed record EngineCases(string Name, string Version, IReadOnlyList<MeasuredCase> Cases)
{
    /// <summary>A heading naming the engine and its version.</summary>
    public string Title => $"{Name} ({Version})";

    /// <summary><paramref name="cases"/> grouped by engine, engines in name order.</summary>
    public static IEnumerable<EngineCases> Of(IEnumerable<MeasuredCase> cases) =>
        cases.GroupBy(c => c.EngineTypeName).OrderBy(g => g.Key, StringComparer.Ordinal).Select(group => new EngineCases(
            group.Select(c => c.Record?.Engine).FirstOrDefault(n => n is not null) ?? group.Key,
            group.Select(c => c.Record?.ServerVersion).FirstOrDefault(v => v is not null) ?? "",
            group.ToArray()));
}
