namespace EmbeddedDbBench.Console.Ycsb;

/// <summary>
/// The suite's own YCSB options, taken out of the command line before BenchmarkDotNet parses it:
/// <c>--ycsb &lt;file&gt;</c> runs the user's property file instead of the core workloads, and
/// <c>--ycsb-property key=value</c> (repeatable; YCSB's <c>-p</c>) overrides a property of every
/// workload run. Both are checked at once — an unknown or malformed property is an error naming the
/// file, the line and the key, and nothing runs — then set as environment variables
/// (<see cref="YcsbWorkloads.FileVariable"/>, <see cref="YcsbWorkloads.PropertiesVariable"/>) for the
/// benchmark processes BenchmarkDotNet starts.
/// </summary>
public static class YcsbCommandLine
{
    /// <summary>The option naming the user's property file.</summary>
    public const string FileOption = "--ycsb";

    /// <summary>The option overriding one property.</summary>
    public const string PropertyOption = "--ycsb-property";

    /// <summary>Takes the YCSB options out of <paramref name="args"/>; returns the error, or null when they are good (or absent).</summary>
    public static string? Take(ref string[] args)
    {
        var rest = new List<string>();
        string? file = null;
        var overrides = new List<string>();
        for (var i = 0; i < args.Length; i++)
        {
            var option = args[i];
            if (!option.Equals(FileOption, StringComparison.OrdinalIgnoreCase) && !option.Equals(PropertyOption, StringComparison.OrdinalIgnoreCase))
            {
                rest.Add(option);
                continue;
            }

            if (i + 1 >= args.Length)
            {
                return $"{option} needs a value ({FileOption} my.properties, {PropertyOption} recordcount=1000).";
            }

            var value = args[++i];
            if (option.Equals(FileOption, StringComparison.OrdinalIgnoreCase))
            {
                if (file is not null)
                {
                    return $"{FileOption} is given twice: one property file per run.";
                }

                file = Path.GetFullPath(value);
            }
            else
            {
                if (value.Contains(';', StringComparison.Ordinal))
                {
                    return $"{PropertyOption} {value}: one key=value per option.";
                }

                overrides.Add(value);
            }
        }

        if (file is null && overrides.Count == 0)
        {
            return null;
        }

        args = [.. rest];
        Environment.SetEnvironmentVariable(YcsbWorkloads.FileVariable, file);
        Environment.SetEnvironmentVariable(YcsbWorkloads.PropertiesVariable, overrides.Count > 0 ? string.Join(';', overrides) : null);
        return YcsbWorkloads.Check();
    }
}
