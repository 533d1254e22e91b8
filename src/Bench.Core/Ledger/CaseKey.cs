namespace EmbeddedDbBench.Core.Ledger;

/// <summary>
/// The key that ties a benchmark process's <see cref="CaseRecord"/> to the case the report
/// shows: benchmark type, method and parameter values, parameters sorted by name.
/// </summary>
public static class CaseKey
{
    /// <summary>Builds the key from the benchmark's type, method and parameters.</summary>
    public static string Create(Type benchmarkType, string method, IEnumerable<KeyValuePair<string, object?>> parameters)
    {
        var values = parameters
            .OrderBy(p => p.Key, StringComparer.Ordinal)
            .Select(p => $"{p.Key}={p.Value}");
        return $"{benchmarkType}.{method}({string.Join(", ", values)})";
    }
}
