using System.Data.Common;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Core.Sensors;
using EmbeddedDbBench.Core.Shipments;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Console;

/// <summary>
/// Every <c>EMBEDDEDDBBENCH_*</c> environment variable the suite reads, in one table (the README's
/// table mirrors it; a test keeps them equal), each checked before anything runs: a malformed
/// value is one clear error, an unknown name (a typo would silently fall back to a default) a
/// warning. Connection strings are checked for form only, and never echoed: they hold passwords.
/// </summary>
public static class SuiteVariables
{
    /// <summary>The variables, in the README's order.</summary>
    public static IReadOnlyList<SuiteVariable> All { get; } =
    [
        new(ArtifactsFolder.Variable, "folder the reports and the ledger go to", "`artifacts/` beside `EmbeddedDbBench.sln`", "`/mnt/results/run-1`", WritableFolder),
        new(ScratchFolder.ParentVariable, "folder the embedded databases are created in (the disk under test)", "`embeddeddbbench/` in the system temp folder", "`/mnt/nvme/bench`", WritableFolder),
        new(SensorScales.Variable, "W4's scales, comma-separated, each ≥ 54", "`1000,10000`", "`1000,10000,100000,1000000`", value => { _ = SensorScales.Parse(value); return null; }),
        new(SensorDataFile.Variable, "the Intel Lab `data.txt` W4 samples instead of generated readings", "generated readings", "`~/intel-lab/data.txt`", value => File.Exists(value) ? null : $"no file at {value}"),
        new(ShipmentsDataSet.FolderVariable, "folder W3's generated CSV files are written to and reused from", "`data/shipments/` beside the solution", "`/mnt/data/shipments`", WritableFolder),
        .. ServerVariables(),
        new(Ycsb.YcsbWorkloads.FileVariable, "the YCSB property file W7 runs instead of the core workloads A–F (`--ycsb` sets it)", "YCSB's core workloads A–F", "`~/my.properties`", _ => Ycsb.YcsbWorkloads.Check()),
        new(Ycsb.YcsbWorkloads.PropertiesVariable, "YCSB properties overriding every W7 workload's, `key=value` separated by `;` (`--ycsb-property` sets it)", "none", "`recordcount=1000;operationcount=1000`", _ => Ycsb.YcsbWorkloads.Check()),
        new(CaseLedger.PathVariable, "set by the suite for its benchmark processes: the ledger they append to", "set per run", "(internal)", _ => null),
        new(RunWindow.Variable, "set by the suite for each benchmark process: its warm-up and measured runs, so per-run figures merge the measured ones", "set per case", "(internal)", _ => null),
    ];

    /// <summary>Checks <paramref name="environment"/>; returns the errors (the run must not start) and warnings.</summary>
    public static (IReadOnlyList<string> Errors, IReadOnlyList<string> Warnings) Check(IReadOnlyDictionary<string, string> environment)
    {
        var errors = new List<string>();
        var warnings = new List<string>();
        foreach (var (name, value) in environment.Where(e => e.Key.StartsWith("EMBEDDEDDBBENCH_", StringComparison.Ordinal)))
        {
            if (All.FirstOrDefault(v => v.Name == name) is not { } variable)
            {
                warnings.Add($"{name} is not a variable the suite reads (known: {string.Join(", ", All.Select(v => v.Name))}); it is ignored.");
                continue;
            }

            try
            {
                if (value.Length > 0 && variable.Check(value) is { } problem)
                {
                    errors.Add($"{name}: {problem}");
                }
            }
            catch (Exception e) when (e is ArgumentException or FormatException)
            {
                errors.Add(variable.IsConnectionString ? $"{name} is not a connection string of the form key=value;key=value." : e.Message);
            }
        }

        return (errors, warnings);
    }

    /// <summary>Each server engine's connection variable, as its facts declare it, in the catalog's order; one shared by two engines once.</summary>
    private static IEnumerable<SuiteVariable> ServerVariables() =>
        EngineCatalog.All.Select(engine => engine.Facts.Host.ConnectionVariable).OfType<ServerVariable>().Distinct()
            .Select(variable => new SuiteVariable(variable.Name, variable.Meaning, variable.Default, variable.Example, ConnectionString));

    /// <summary>The process's own environment.</summary>
    public static IReadOnlyDictionary<string, string> Current() =>
        Environment.GetEnvironmentVariables().Cast<System.Collections.DictionaryEntry>()
            .ToDictionary(e => (string)e.Key, e => e.Value as string ?? "", StringComparer.Ordinal);

    private static string? WritableFolder(string path)
    {
        try
        {
            Directory.CreateDirectory(path);
            var probe = Path.Combine(path, $".write-probe-{Environment.ProcessId}");
            File.WriteAllText(probe, "");
            File.Delete(probe);
            return null;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or ArgumentException or NotSupportedException)
        {
            return $"cannot create or write the folder {path}: {e.Message}";
        }
    }

    // The builder rejects text that is not key=value pairs; its message may quote the text, so
    // Check replaces it with one that does not.
    private static string? ConnectionString(string value)
    {
        _ = new DbConnectionStringBuilder { ConnectionString = value };
        return null;
    }
}
