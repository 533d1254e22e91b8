namespace EmbeddedDbBench.Console.Drift;

/// <summary>When one case's benchmark process ran, as the host saw it.</summary>
/// <param name="Key">The case's ledger key (type, method, parameters).</param>
/// <param name="JobId">Its job's id: a paired round's differs from the case's own.</param>
/// <param name="StartUtc">When BenchmarkDotNet started it.</param>
/// <param name="EndUtc">When BenchmarkDotNet reported its end.</param>
public sealed record CaseWindow(string Key, string JobId, DateTime StartUtc, DateTime EndUtc);
