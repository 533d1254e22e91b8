using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Statistics;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Tests.Console;

namespace EmbeddedDbBench.Tests.Tuning;

[Collection(nameof(ConsoleRuns))]
public sealed class CompareCommandTests
{
    private static string RunFolder(TemporaryArtifacts artifacts, string name, params TuningData.Entry[] entries)
    {
        var folder = Path.Combine(artifacts.Path, name);
        Directory.CreateDirectory(folder);
        TuningData.Write(folder, entries);
        return folder;
    }

    // An entry as the suite writes it: its runs, and the mean and bounds they give.
    private static TuningData.Entry Entry(string key, params double[] runs)
    {
        var time = Interval.Of(runs);
        return new(key, "E", time.Mean, time.Lower, time.Upper, time.Runs, runs);
    }

    [Fact]
    public void Compare_uses_the_tuning_reports_statistics_to_tell_runs_apart_from_noise()
    {
        using var artifacts = new TemporaryArtifacts();
        var a = RunFolder(artifacts, "a",
            Entry("Crud<E>.Write N=1000 [Default]", 95e6, 100e6, 105e6),
            Entry("Crud<E>.Read N=1000 [Default]", 9e6, 10e6, 11e6),
            Entry("Crud<E>.Update N=1000 [Default]", 10e6, 20e6, 400e6));
        var b = RunFolder(artifacts, "b",
            Entry("Crud<E>.Write N=1000 [Default]", 190e6, 200e6, 210e6),
            Entry("Crud<E>.Read N=1000 [Default]", 9.5e6, 10.5e6, 11.5e6),
            Entry("Crud<E>.Update N=1000 [Default]", 450e6, 600e6, 800e6));

        Assert.Equal(0, SuiteRunner.Run(["compare", a, b]));

        var report = artifacts.ReadSingle("compare-report.md");
        Assert.Matches(@"\| Crud<E>\.Write N=1000 \[Default\] \| 100 ms \| 200 ms \| 2\.00x \[\d\.\d\dx–\d\.\d\dx, 99\.9%\], A 3 runs, B 3 runs \| B slower: every run of B slower than every run of A \|", report);
        Assert.Contains("within noise (the runs overlap) |", report, StringComparison.Ordinal);
        // A's spread (10-400 ms) puts a normal interval below zero and over B's: on logs its bounds stay positive, and
        // they hold 1x, so every run apart does not make B slower: not settled.
        Assert.Matches(@"\| Crud<E>\.Update N=1000 \[Default\] \| 143 ms \| 617 ms \| 13\.9x \[[0-9][^|]*, 99\.9%\], A 3 runs, B 3 runs \| not settled \(the runs do not overlap, the interval holds 1x\) \|", report);
        Assert.Single(artifacts.Find("compare-report.png"));
    }

    [Fact]
    public void Compare_reads_one_run_cases_whose_interval_is_unknown()
    {
        // A --job dry run (or a case shortened to one run) writes NaN bounds.
        using var artifacts = new TemporaryArtifacts();
        var a = RunFolder(artifacts, "a", Entry("Crud<E>.Write N=200 [Default]", 100e6));
        var b = RunFolder(artifacts, "b", Entry("Crud<E>.Write N=200 [Default]", 300e6));

        Assert.Equal(0, SuiteRunner.Run(["compare", a, b]));

        var report = artifacts.ReadSingle("compare-report.md");
        Assert.Contains("| Crud<E>.Write N=200 [Default] | 100 ms | 300 ms | 3.00x, A 1 run, B 1 run | one run on a side: no verdict |", report, StringComparison.Ordinal);
    }

    [Fact]
    public void Two_runs_a_side_give_the_range_they_allow_and_a_verdict_on_the_runs()
    {
        using var artifacts = new TemporaryArtifacts();
        var a = RunFolder(artifacts, "a", Entry("Crud<E>.Write N=1000 [Default]", 99e6, 101e6));
        var b = RunFolder(artifacts, "b", Entry("Crud<E>.Write N=1000 [Default]", 299e6, 301e6));

        Assert.Equal(0, SuiteRunner.Run(["compare", a, b]));

        var report = artifacts.ReadSingle("compare-report.md");
        Assert.Contains("range], A 2 runs, B 2 runs | B slower: every run of B slower than every run of A |", report, StringComparison.Ordinal);
        Assert.DoesNotContain("within noise (the runs overlap)", report, StringComparison.Ordinal);
    }

    [Fact]
    public void A_results_file_without_runs_gives_ratios_without_a_verdict()
    {
        // tuning-data.json as written before each run was kept: mean and bounds only.
        using var artifacts = new TemporaryArtifacts();
        var a = RunFolder(artifacts, "a", new TuningData.Entry("Crud<E>.Write N=1000 [Default]", "E", 100e6, 95e6, 105e6, 8));
        var b = RunFolder(artifacts, "b", new TuningData.Entry("Crud<E>.Write N=1000 [Default]", "E", 200e6, 190e6, 210e6, 8));

        Assert.Equal(0, SuiteRunner.Run(["compare", a, b]));

        Assert.Contains("| 2.00x, A 8 runs, B 8 runs | runs not in the results file: no verdict |", artifacts.ReadSingle("compare-report.md"), StringComparison.Ordinal);
    }
}
