using EmbeddedDbBench.Core.Ycsb;

namespace EmbeddedDbBench.Console.Ycsb;

/// <summary>
/// The YCSB workloads a run holds: YCSB's core workloads A–F as shipped in <c>data/ycsb/</c>
/// (embedded in this assembly, so every benchmark process reads the same text), or the user's own
/// property file (<c>--ycsb my.properties</c>) alone. Command-line overrides (<c>--ycsb-property
/// key=value</c>, YCSB's <c>-p</c>) apply to every one. The console passes both to BenchmarkDotNet's
/// benchmark processes in <see cref="FileVariable"/> and <see cref="PropertiesVariable"/>, since
/// those processes inherit its environment and nothing else.
/// </summary>
public static class YcsbWorkloads
{
    /// <summary>The environment variable holding the user's property file (an absolute path).</summary>
    public const string FileVariable = "EMBEDDEDDBBENCH_YCSB";

    /// <summary>The environment variable holding the overrides, <c>key=value</c> separated by <c>;</c>.</summary>
    public const string PropertiesVariable = "EMBEDDEDDBBENCH_YCSB_PROPERTIES";

    /// <summary>YCSB's core workloads, by the names of their files.</summary>
    public static IReadOnlyList<string> CoreNames { get; } = ["workloada", "workloadb", "workloadc", "workloadd", "workloade", "workloadf"];

    /// <summary>The workloads of this process: the user's file's name when one is given, else the core ones.</summary>
    public static IReadOnlyList<string> Names =>
        Environment.GetEnvironmentVariable(FileVariable) is { Length: > 0 } file ? [Path.GetFileNameWithoutExtension(file)] : CoreNames;

    /// <summary>The overrides of this process.</summary>
    public static IReadOnlyList<string> Overrides =>
        Environment.GetEnvironmentVariable(PropertiesVariable) is { Length: > 0 } text ? text.Split(';', StringSplitOptions.RemoveEmptyEntries) : [];

    /// <summary>The properties of workload <paramref name="name"/>, overrides applied; throws <see cref="YcsbPropertyException"/>.</summary>
    public static YcsbProperties Load(string name)
    {
        if (Environment.GetEnvironmentVariable(FileVariable) is { Length: > 0 } file && Path.GetFileNameWithoutExtension(file) == name)
        {
            return YcsbPropertyFile.Read(file, Overrides);
        }

        if (!CoreNames.Contains(name))
        {
            throw new ArgumentException($"no YCSB workload named {name} (core: {string.Join(", ", CoreNames)})", nameof(name));
        }

        return YcsbPropertyFile.Override(Shipped(name), Overrides);
    }

    /// <summary>A core workload as shipped, before overrides.</summary>
    public static YcsbProperties Shipped(string name)
    {
        using var stream = typeof(YcsbWorkloads).Assembly.GetManifestResourceStream($"ycsb/{name}")
            ?? throw new InvalidOperationException($"the core workload {name} is not embedded in {typeof(YcsbWorkloads).Assembly.GetName().Name}");
        using var reader = new StreamReader(stream);
        var lines = reader.ReadToEnd().Split('\n');
        return YcsbPropertyFile.Parse($"data/ycsb/{name}", lines, new YcsbProperties { Name = name });
    }

    /// <summary>Checks the user's file and the overrides as the variables give them: the problem, or null.</summary>
    public static string? Check()
    {
        try
        {
            foreach (var name in Names)
            {
                _ = Load(name);
            }

            return null;
        }
        catch (YcsbPropertyException e)
        {
            return e.Message;
        }
    }
}
