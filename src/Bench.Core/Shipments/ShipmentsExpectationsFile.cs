using System.Globalization;

namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// W3's checks kept beside its files, so that one process of a build computes them and the others read them.
/// The file names what it was computed by: the generator's version, scale and seed, and the build of this
/// assembly (its module version id, which changes whenever the code that tallies and hashes does). A file
/// naming anything else, or one that cannot be read, is computed again: the checks always come from the
/// generator, never from the files they check.
/// </summary>
internal static class ShipmentsExpectationsFile
{
    /// <summary>The file's name in the data set's folder.</summary>
    public const string FileName = "shipments.expectations";

    // Join 1, Join 2 and Scan 1 to 3.
    private const int QueryCount = 5;

    /// <summary>The checks kept for <paramref name="data"/> by this build, or null when there are none.</summary>
    public static ShipmentsExpectations? Read(ShipmentsDataSet data)
    {
        var path = Path.Combine(data.Folder, FileName);
        try
        {
            if (!File.Exists(path))
            {
                return null;
            }

            // Plain lines, not JSON: a benchmark process runs with tiering off, where the serializer's first use would
            // cost more JIT than the lines save.
            var lines = File.ReadAllLines(path);
            if (lines.Length != 1 + ShipmentsTable.All.Count + QueryCount || lines[0] != ComputedBy(data))
            {
                return null;
            }

            var tables = ShipmentsTable.All.Select((t, i) => (t, Tally: TableTally.FromState(t, ParseTally(lines[1 + i]))))
                .ToDictionary(p => p.t, p => p.Tally);
            var queries = lines[(1 + ShipmentsTable.All.Count)..].Select(ParseOutcome).ToArray();
            return ShipmentsExpectations.FromKept(tables, queries);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or FormatException or OverflowException or InvalidDataException or IndexOutOfRangeException)
        {
            return null;
        }
    }

    /// <summary>
    /// Keeps <paramref name="expectations"/> for <paramref name="data"/>, written whole under another name and then
    /// moved over the file, so a process reading it beside this one sees the old file or the new, never part of one.
    /// A folder that cannot be written leaves the checks computed in every process, as before.
    /// </summary>
    public static void Write(ShipmentsDataSet data, ShipmentsExpectations expectations)
    {
        string[] lines =
        [
            ComputedBy(data),
            .. ShipmentsTable.All.Select(t => Line(expectations.Table(t).State)),
            .. expectations.Queries.Select(q => string.Create(CultureInfo.InvariantCulture, $"{q.Rows} {q.Checksum}")),
        ];
        var path = Path.Combine(data.Folder, FileName);
        var partial = path + "." + Guid.NewGuid().ToString("N");
        try
        {
            Directory.CreateDirectory(data.Folder);
            File.WriteAllLines(partial, lines);
            File.Move(partial, path, overwrite: true);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            if (File.Exists(partial))
            {
                File.Delete(partial);
            }
        }
    }

    private static string ComputedBy(ShipmentsDataSet data) => string.Create(CultureInfo.InvariantCulture,
        $"W3 checks: generator {ShipmentsDataSet.GeneratorVersion}, seed {data.Seed}, scale {data.Scale}, build {typeof(ShipmentsExpectations).Module.ModuleVersionId}");

    // rows content | sums | min ticks | max ticks
    private static string Line(TableTallyState state) => string.Join(" | ",
        string.Create(CultureInfo.InvariantCulture, $"{state.Rows} {state.Content}"),
        string.Join(' ', state.Sums.Select(s => s.ToString(CultureInfo.InvariantCulture))),
        string.Join(' ', state.Min.Select(d => d.Ticks.ToString(CultureInfo.InvariantCulture))),
        string.Join(' ', state.Max.Select(d => d.Ticks.ToString(CultureInfo.InvariantCulture))));

    private static TableTallyState ParseTally(string line)
    {
        var parts = line.Split(" | ");
        if (parts.Length != 4)
        {
            throw new InvalidDataException($"a kept tally has {parts.Length} parts, not 4");
        }

        var counts = Numbers(parts[0]);
        return new(long.Parse(counts[0], CultureInfo.InvariantCulture), ulong.Parse(counts[1], CultureInfo.InvariantCulture),
            [.. Numbers(parts[1]).Select(s => decimal.Parse(s, NumberStyles.Number, CultureInfo.InvariantCulture))],
            [.. Numbers(parts[2]).Select(Date)], [.. Numbers(parts[3]).Select(Date)]);
    }

    private static StepOutcome ParseOutcome(string line)
    {
        var parts = Numbers(line);
        return new(long.Parse(parts[0], CultureInfo.InvariantCulture), ulong.Parse(parts[1], CultureInfo.InvariantCulture));
    }

    private static string[] Numbers(string text) => text.Split(' ', StringSplitOptions.RemoveEmptyEntries);

    private static DateTime Date(string ticks) => new(long.Parse(ticks, CultureInfo.InvariantCulture), DateTimeKind.Unspecified);
}

/// <summary>A <see cref="TableTally"/>'s contents as a file keeps them.</summary>
internal sealed record TableTallyState(long Rows, ulong Content, decimal[] Sums, DateTime[] Min, DateTime[] Max);
