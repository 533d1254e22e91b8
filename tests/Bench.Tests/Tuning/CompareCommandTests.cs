using EmbeddedDbBench.Console;
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

    [Fact]
    public void Compare_tells_a_difference_beyond_noise_from_one_within_it()
    {
        using var artifacts = new TemporaryArtifacts();
        var a = RunFolder(artifacts, "a",
            new("Crud<E>.Write N=1000 [Default]", "E", 100e6, 95e6, 105e6, 8),
            new("Crud<E>.Read N=1000 [Default]", "E", 10e6, 9e6, 11e6, 8));
        var b = RunFolder(artifacts, "b",
            new("Crud<E>.Write N=1000 [Default]", "E", 200e6, 190e6, 210e6, 8),
            new("Crud<E>.Read N=1000 [Default]", "E", 10.5e6, 9.5e6, 11.5e6, 8));

        Assert.Equal(0, SuiteRunner.Run(["compare", a, b]));

        var report = artifacts.ReadSingle("compare-report.md");
        Assert.Contains("| Crud<E>.Write N=1000 [Default] | 100 ms | 200 ms | 2.00x", report, StringComparison.Ordinal);
        Assert.Contains("B slower, beyond noise", report, StringComparison.Ordinal);
        Assert.Contains("within noise |", report, StringComparison.Ordinal);
        Assert.Single(artifacts.Find("compare-report.png"));
    }

    [Fact]
    public void Compare_reads_one_run_cases_whose_interval_is_unknown()
    {
        // A --job dry run (or a case shortened to one run) writes NaN bounds.
        using var artifacts = new TemporaryArtifacts();
        var a = RunFolder(artifacts, "a", new TuningData.Entry("Crud<E>.Write N=200 [Default]", "E", 100e6, double.NaN, double.NaN, 1));
        var b = RunFolder(artifacts, "b", new TuningData.Entry("Crud<E>.Write N=200 [Default]", "E", 300e6, double.NaN, double.NaN, 1));

        Assert.Equal(0, SuiteRunner.Run(["compare", a, b]));

        var report = artifacts.ReadSingle("compare-report.md");
        Assert.Contains("| Crud<E>.Write N=200 [Default] | 100 ms | 300 ms |", report, StringComparison.Ordinal);
        Assert.Contains("fewer than 3 runs on a side (1/1 runs): no noise verdict", report, StringComparison.Ordinal);
    }

    [Fact]
    public void Two_runs_a_side_give_a_range_but_no_noise_verdict()
    {
        // Two runs' min-max is no 99.9% interval: even ranges far apart must not be called "beyond noise".
        using var artifacts = new TemporaryArtifacts();
        var a = RunFolder(artifacts, "a", new TuningData.Entry("Crud<E>.Write N=1000 [Default]", "E", 100e6, 99e6, 101e6, 2));
        var b = RunFolder(artifacts, "b", new TuningData.Entry("Crud<E>.Write N=1000 [Default]", "E", 300e6, 299e6, 301e6, 2));

        Assert.Equal(0, SuiteRunner.Run(["compare", a, b]));

        var report = artifacts.ReadSingle("compare-report.md");
        Assert.Contains("fewer than 3 runs on a side (2/2 runs): no noise verdict", report, StringComparison.Ordinal);
        Assert.DoesNotContain("beyond noise", report, StringComparison.Ordinal);
        Assert.DoesNotContain("within noise", report, StringComparison.Ordinal);
    }

    [Fact]
    public void Compare_of_a_folder_without_results_is_a_clear_error()
    {
        using var artifacts = new TemporaryArtifacts();
        var a = RunFolder(artifacts, "a", new TuningData.Entry("k", "E", 1, 1, 1, 2));

        Assert.Equal(2, SuiteRunner.Run(["compare", a, Path.Combine(artifacts.Path, "missing")]));
    }
}
