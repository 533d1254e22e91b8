using System.Text.RegularExpressions;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.ConsoleArguments;
using BenchmarkDotNet.Loggers;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Console.Protocol;

namespace EmbeddedDbBench.Console;

/// <summary>
/// The command line as BenchmarkDotNet's own parser (<see cref="ConfigParser"/>) reads it: option
/// names as case-insensitive as BenchmarkDotNet's, every option's value read back from the parsed
/// <see cref="CommandLineOptions"/>, never from the raw arguments. Only the suite's own job names
/// (<c>--job full</c>, <c>--job dry</c>) are taken out first, since BenchmarkDotNet knows no
/// <c>full</c>; response files (<c>@args.txt</c>) are expanded before that, so they may hold them.
/// </summary>
public sealed partial record SuiteCommandLine(string[] Arguments, SuiteJob Job, CommandLineOptions Options, IConfig Config)
{
    /// <summary>The folder every output goes to: <c>--artifacts</c>, else <see cref="ArtifactsFolder.Locate"/>.</summary>
    public string ArtifactsPath => Options.ArtifactsDirectory?.FullName ?? ArtifactsFolder.Locate();

    /// <summary>True when <c>--no-power-check</c> asked the run to skip its short power check (<see cref="Durability.MainJobPowerCheck"/>).</summary>
    public bool SkipsPowerCheck { get; init; }

    /// <summary>Rounds of paired measurement <c>--pairs N</c> asked for (<see cref="Running.PairedRounds"/>), 0 when none.</summary>
    public int PairedRounds { get; init; }

    /// <summary>Rounds of each case under both JIT modes <c>--jit-pairs N</c> asked for (<see cref="Running.PairedRounds.JitGroups"/>), 0 when none.</summary>
    public int JitRounds { get; init; }

    /// <summary>Parses <paramref name="args"/>; null after printing the error when they don't parse or can't be honoured.</summary>
    public static SuiteCommandLine? Parse(string[] args)
    {
        if (ExpandResponseFiles(args) is not { } expanded)
        {
            return null;
        }

        var job = TakeSuiteJob(ref expanded);
        // The suite's own switch: BenchmarkDotNet's parser would refuse it.
        var skipsPowerCheck = expanded.Contains(Durability.MainJobPowerCheck.SkipOption, StringComparer.OrdinalIgnoreCase);
        expanded = [.. expanded.Where(a => !a.Equals(Durability.MainJobPowerCheck.SkipOption, StringComparison.OrdinalIgnoreCase))];
        if (TakeRounds(ref expanded, Running.PairedRounds.Option) is not { } pairedRounds
            || TakeRounds(ref expanded, Running.PairedRounds.JitOption) is not { } jitRounds)
        {
            return null;
        }

        var (parsed, config, options) = ConfigParser.Parse(expanded, ConsoleLogger.Default);
        if (!parsed)
        {
            return null;
        }

        if (UnsupportedOptions.Reason(options) is { } reason)
        {
            System.Console.Error.WriteLine($"error: {reason}");
            return null;
        }

        return new SuiteCommandLine(expanded, job, options, config) { SkipsPowerCheck = skipsPowerCheck, PairedRounds = pairedRounds, JitRounds = jitRounds };
    }

    /// <summary>The same command line with <paramref name="more"/> arguments added (parsed again).</summary>
    public SuiteCommandLine With(params string[] more)
    {
        var (_, config, options) = ConfigParser.Parse([.. more, .. Arguments], ConsoleLogger.Default);
        return this with { Arguments = [.. more, .. Arguments], Options = options, Config = config };
    }

    // Each "@file" becomes the file's arguments: per line, split at spaces outside double quotes,
    // as BenchmarkDotNet reads a response file.
    private static string[]? ExpandResponseFiles(string[] args)
    {
        var expanded = new List<string>();
        foreach (var arg in args)
        {
            if (!arg.StartsWith('@'))
            {
                expanded.Add(arg);
                continue;
            }

            if (!File.Exists(arg[1..]))
            {
                System.Console.Error.WriteLine($"error: response file {arg[1..]} does not exist.");
                return null;
            }

            expanded.AddRange(File.ReadLines(arg[1..]).SelectMany(line => Token().Matches(line)).Select(m => m.Groups["quoted"].Success ? m.Groups["quoted"].Value : m.Value));
        }

        return [.. expanded];
    }

    // "--job full" and "--job dry" (any case, "-j", "--job=") are the suite's own job names: BenchmarkDotNet never sees them.
    private static SuiteJob TakeSuiteJob(ref string[] args)
    {
        var list = args.ToList();
        for (var i = 0; i < list.Count; i++)
        {
            var joined = list[i].StartsWith("--job=", StringComparison.OrdinalIgnoreCase);
            var name = joined ? list[i]["--job=".Length..]
                : (list[i].Equals("--job", StringComparison.OrdinalIgnoreCase) || list[i] == "-j") && i + 1 < list.Count ? list[i + 1]
                : null;
            var job = name?.ToLowerInvariant() switch
            {
                SuiteRunner.FullJob => SuiteJob.Full,
                SuiteRunner.DryJob => SuiteJob.Dry,
                _ => (SuiteJob?)null,
            };
            if (job is { } taken)
            {
                list.RemoveRange(i, joined ? 1 : 2);
                args = [.. list];
                return taken;
            }
        }

        return SuiteJob.Planned;
    }

    // "--pairs N" and "--jit-pairs N" are the suite's own options too; null after the error when N is not a number of rounds it accepts.
    private static int? TakeRounds(ref string[] args, string option)
    {
        var at = Array.FindIndex(args, a => a.Equals(option, StringComparison.OrdinalIgnoreCase));
        if (at < 0)
        {
            return 0;
        }

        if (at + 1 >= args.Length || !int.TryParse(args[at + 1], System.Globalization.CultureInfo.InvariantCulture, out var rounds)
            || rounds < Running.PairedRounds.FewestRounds || rounds > Running.PairedRounds.MostRounds)
        {
            System.Console.Error.WriteLine($"error: {option} takes a number of rounds from {Running.PairedRounds.FewestRounds} to {Running.PairedRounds.MostRounds}, e.g. {option} 5.");
            return null;
        }

        args = [.. args[..at], .. args[(at + 2)..]];
        return rounds;
    }

    [GeneratedRegex("\"(?<quoted>[^\"]*)\"|[^\\s\"]+")]
    private static partial Regex Token();
}
