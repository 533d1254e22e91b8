using System.Text.Json;
using EmbeddedDbBench.Console.Host;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// A reliability check's results in the artifacts' results folder (<c>crash-durability.json</c>,
/// <c>power-durability.json</c>): read by the tuning report, merged per engine and variant (and a power cut's file-system model) so that
/// checking one engine keeps the others' figures.
/// </summary>
public static class ResultsFile
{
    private static readonly JsonSerializerOptions _json = new() { WriteIndented = true };

    /// <summary>The results saved as <paramref name="fileName"/> in <paramref name="resultsPath"/>, or none.</summary>
    public static IReadOnlyList<T> Load<T>(string resultsPath, string fileName)
    {
        var path = Path.Combine(resultsPath, fileName);
        try
        {
            return File.Exists(path) ? JsonSerializer.Deserialize<T[]>(RunStamp.Results(File.ReadAllText(path)), _json) ?? [] : [];
        }
        catch (JsonException e)
        {
            throw new InvalidDataException($"{path}: unreadable results: {e.Message}", e);
        }
    }

    /// <summary>Saves <paramref name="results"/> over earlier ones of the same <paramref name="key"/> (engine and variant, and a power cut's model); returns the file's path.</summary>
    public static string Merge<T, TKey>(string resultsPath, string fileName, IReadOnlyList<T> results, Func<T, TKey> key)
    {
        Directory.CreateDirectory(resultsPath);
        var replaced = results.Select(key).ToHashSet();
        var merged = Load<T>(resultsPath, fileName).Where(old => !replaced.Contains(key(old))).Concat(results);
        var path = Path.Combine(resultsPath, fileName);
        File.WriteAllText(path, JsonSerializer.Serialize(merged.ToArray(), _json));
        return path;
    }
}
