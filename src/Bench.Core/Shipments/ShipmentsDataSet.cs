using System.Globalization;
using System.Text;

namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// The four W3 files in a folder, for one scale and seed. The files are not committed: they are
/// generated on first use (a second or two) and reused while a manifest beside them says they
/// match this generator, scale and seed.
/// </summary>
public sealed class ShipmentsDataSet
{
    /// <summary>The environment variable that overrides the data folder.</summary>
    public const string FolderVariable = "EMBEDDEDDBBENCH_SHIPMENTS_DATA";

    /// <summary>The manifest's file name.</summary>
    public const string ManifestName = "shipments.manifest";

    // Bump when the generator's output changes, so stale files are regenerated.
    internal const int GeneratorVersion = 1;

    /// <summary>The data set <paramref name="scale"/> and <paramref name="seed"/> in <paramref name="folder"/>.</summary>
    public ShipmentsDataSet(string folder, ShipmentsScale scale, int seed = ShipmentsGenerator.DefaultSeed)
    {
        Folder = Path.GetFullPath(folder);
        Scale = scale;
        Seed = seed;
    }

    /// <summary>The folder holding the files.</summary>
    public string Folder { get; }

    /// <summary>Rows per table.</summary>
    public ShipmentsScale Scale { get; }

    /// <summary>The generator's seed.</summary>
    public int Seed { get; }

    /// <summary>The spec's data set in <see cref="DefaultFolder"/>.</summary>
    public static ShipmentsDataSet Spec() => new(DefaultFolder(), ShipmentsScale.Spec);

    /// <summary>The spec's data set, its files generated first unless already there (<see cref="Ensure"/>).</summary>
    public static ShipmentsDataSet EnsureSpec()
    {
        var data = Spec();
        data.Ensure();
        return data;
    }

    /// <summary>
    /// The spec's data set with each table's rows divided by <paramref name="divisor"/> (<see cref="ShipmentsScale.ScaledDown"/>),
    /// in a folder of its own under <see cref="DefaultFolder"/>, its files generated first unless already there.
    /// </summary>
    public static ShipmentsDataSet EnsureScaledDown(int divisor)
    {
        var data = new ShipmentsDataSet(Path.Combine(DefaultFolder(), $"1-in-{divisor}"), ShipmentsScale.Spec.ScaledDown(divisor));
        data.Ensure();
        return data;
    }

    /// <summary>
    /// <c>$EMBEDDEDDBBENCH_SHIPMENTS_DATA</c> if set; else <c>data/shipments</c> beside the nearest
    /// <c>EmbeddedDbBench.sln</c> above the working directory; else <c>./data/shipments</c>.
    /// </summary>
    public static string DefaultFolder()
    {
        if (Environment.GetEnvironmentVariable(FolderVariable) is { Length: > 0 } configured)
        {
            return Path.GetFullPath(configured);
        }

        for (var dir = new DirectoryInfo(Environment.CurrentDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "EmbeddedDbBench.sln")))
            {
                return Path.Combine(dir.FullName, "data", "shipments");
            }
        }

        return Path.GetFullPath(Path.Combine("data", "shipments"));
    }

    /// <summary>The file of <paramref name="table"/>.</summary>
    public string PathOf(ShipmentsTable table) => Path.Combine(Folder, table.FileName);

    /// <summary>Generates the files unless the manifest says they are already there; true when it generated them.</summary>
    public bool Ensure()
    {
        var manifest = Path.Combine(Folder, ManifestName);
        if (File.Exists(manifest) && File.ReadAllText(manifest) == Manifest())
        {
            return false;
        }

        Generate();
        // Written last: a generation cut short leaves no manifest and is redone next time.
        File.WriteAllText(manifest, Manifest());
        return true;
    }

    /// <summary>Writes the four files from the seed, overwriting any that exist.</summary>
    public void Generate()
    {
        using var writer = new ShipmentsCsvWriter(Folder);
        new ShipmentsGenerator(Scale, Seed).Generate(writer);
    }

    // What the files must be: generator version, scale, seed, and each file's length.
    private string Manifest()
    {
        var text = new StringBuilder()
            .Append(CultureInfo.InvariantCulture, $"W3 shipments generator {GeneratorVersion}, seed {Seed}, scale {Scale}\n");
        foreach (var table in ShipmentsTable.All)
        {
            var path = PathOf(table);
            var length = File.Exists(path) ? new FileInfo(path).Length : -1;
            text.Append(CultureInfo.InvariantCulture, $"{table.FileName} {length}\n");
        }

        return text.ToString();
    }
}
