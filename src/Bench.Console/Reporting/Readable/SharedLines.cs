namespace EmbeddedDbBench.Console.Reporting.Readable;

/// <summary>The lines above a readable table that say what every row shares.</summary>
public static class SharedLines
{
    // As BenchmarkDotNet prints common job characteristics: three to a line.
    private const int JobCharacteristicsPerLine = 3;

    /// <summary>
    /// Job characteristics as BenchmarkDotNet prints them (<c>Name=value</c>, three to a line), then
    /// one <c>Name: value</c> line for each other shared value.
    /// </summary>
    public static IEnumerable<string> Of(ReadableTable table)
    {
        ArgumentNullException.ThrowIfNull(table);
        var characteristics = table.Shared.Where(s => s.IsJobCharacteristic).Select(s => $"{s.Name}={s.Value}").ToList();
        for (var start = 0; start < characteristics.Count; start += JobCharacteristicsPerLine)
        {
            yield return string.Join("  ", characteristics.Skip(start).Take(JobCharacteristicsPerLine));
        }

        foreach (var value in table.Shared.Where(s => !s.IsJobCharacteristic))
        {
            yield return $"{value.Name}: {value.Value}";
        }
    }
}
