using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Tuning;

namespace EmbeddedDbBench.Console.Rebuild;

/// <summary>
/// <c>report &lt;results folder&gt; [--out &lt;folder&gt;]</c>: renders a finished run's workload pages, charts and tuning
/// report again with today's code from what the run kept (<see cref="StoredRun"/>, and the checks' and the layers'
/// results files beside it), without measuring again: the pages of an older run, read by a newer suite. The suite
/// report is BenchmarkDotNet's summaries' and is not rendered again.
/// </summary>
public static class ReportCommand
{
    /// <summary>The verb.</summary>
    public const string Verb = "report";

    /// <summary>Runs the verb; returns the exit code: 0 rendered, 1 the folder holds no readable run, 2 a usage error.</summary>
    public static int Run(IReadOnlyList<string> args, TextWriter output, TextWriter error)
    {
        ArgumentNullException.ThrowIfNull(args);
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(error);
        if (args is not ([_] or [_, "--out", _]))
        {
            error.WriteLine($"usage: {Verb} <results folder> [--out <folder>]   (a run's artifacts/results, or docs/results)");
            return 2;
        }

        var from = args[0];
        var to = args.Count == 3 ? args[2] : from;
        StoredRun run;
        IReadOnlyList<Results.MeasuredCase> cases;
        try
        {
            run = StoredRun.Load(from);
            cases = run.PlannedAgain();
        }
        catch (Exception e) when (e is FileNotFoundException or InvalidDataException)
        {
            error.WriteLine($"error: {e.Message}");
            return 1;
        }

        Directory.CreateDirectory(to);
        CopyCheckResults(from, to);
        var written = SuiteReport.WriteWorkloadPages(to, cases).Concat(TuningReport.Write(to, cases, run.TuningInputs())).ToArray();
        output.WriteLine($"{Verb}: {written.Length} page(s) rendered from the {cases.Count} cases measured at {run.MeasuredAtUtc:yyyy-MM-dd HH:mm} UTC, into {to}.");
        if (run.HadPairedRounds)
        {
            output.WriteLine($"{Verb}: the run's paired rounds are not kept; the tuning report's paired and JIT sections are left out (each case's paired ratio is kept).");
        }

        return 0;
    }

    // The tuning report reads the checks' results and the layers' rounds from the folder it writes to.
    private static void CopyCheckResults(string from, string to)
    {
        if (Path.GetFullPath(from) == Path.GetFullPath(to))
        {
            return;
        }

        foreach (var file in Directory.GetFiles(from, "*.json").Where(f => Path.GetFileName(f) != StoredRun.FileName))
        {
            File.Copy(file, Path.Combine(to, Path.GetFileName(file)), overwrite: true);
        }
    }
}
