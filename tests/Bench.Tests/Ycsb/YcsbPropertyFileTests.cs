using EmbeddedDbBench.Console.Ycsb;
using EmbeddedDbBench.Core.Ycsb;

namespace EmbeddedDbBench.Tests.Ycsb;

public sealed class YcsbPropertyFileTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("ycsb-properties-").FullName;

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    private string Write(string name, params string[] lines)
    {
        var path = Path.Combine(_folder, name);
        File.WriteAllLines(path, lines);
        return path;
    }

    [Theory]
    [InlineData("workloada", 0.5, 0.5, 0, 0, 0, RequestDistribution.Zipfian)]
    [InlineData("workloadb", 0.95, 0.05, 0, 0, 0, RequestDistribution.Zipfian)]
    [InlineData("workloadc", 1, 0, 0, 0, 0, RequestDistribution.Zipfian)]
    [InlineData("workloadd", 0.95, 0, 0.05, 0, 0, RequestDistribution.Latest)]
    [InlineData("workloade", 0, 0, 0.05, 0.95, 0, RequestDistribution.Zipfian)]
    [InlineData("workloadf", 0.5, 0, 0, 0, 0.5, RequestDistribution.Zipfian)]
    public void Core_workloads_carry_the_proportions_and_distribution_YCSB_documents(string name, double read, double update, double insert, double scan, double rmw, RequestDistribution distribution)
    {
        var shipped = YcsbWorkloads.Shipped(name);
        Assert.Equal((read, update, insert, scan, rmw), (shipped.ReadProportion, shipped.UpdateProportion, shipped.InsertProportion, shipped.ScanProportion, shipped.ReadModifyWriteProportion));
        Assert.Equal(distribution, shipped.RequestDistribution);
        Assert.Equal((10, 100, true, false, 1), (shipped.FieldCount, shipped.FieldLength, shipped.ReadAllFields, shipped.WriteAllFields, shipped.ThreadCount));
        Assert.Equal(100_000, shipped.RecordCount);
        Assert.Equal(name == "workloade" ? 100 : 1_000, shipped.MaxScanLength);
        // The embedded text is the file users read in data/ycsb/.
        Assert.Equal(shipped with { Name = name }, YcsbPropertyFile.Read(Path.Combine(RepositoryRoot(), "data", "ycsb", name)));
    }

    [Fact]
    public void A_misspelt_key_is_refused_naming_file_line_and_key()
    {
        var path = Write("my.properties", "# mine", "recordcount=1000", "readproportoin=0.9");
        var error = Assert.Throws<YcsbPropertyException>(() => YcsbPropertyFile.Read(path));
        Assert.Equal((path, 3, "readproportoin"), (error.Source, error.Line, error.Key));
        Assert.Contains($"{path}:3: readproportoin: unknown property; did you mean readproportion?", error.Message, StringComparison.Ordinal);
        // The same file spelt right is read.
        File.WriteAllLines(path, ["# mine", "recordcount=1000", "readproportion=0.9"]);
        Assert.Equal(0.9, YcsbPropertyFile.Read(path).ReadProportion);
    }

    [Theory]
    [InlineData("fieldlengthdistribution=zipfian", "does not implement")]
    [InlineData("recordcount=ten", "expected a whole number")]
    [InlineData("readproportion=1.5", "expected a fraction")]
    [InlineData("requestdistribution=Zipfian", "expected one of uniform, zipfian, latest, hotspot")]
    [InlineData("fieldlength=5", "expected a whole number from 11")]
    [InlineData("workload=site.ycsb.workloads.TimeSeriesWorkload", "only YCSB's CoreWorkload")]
    [InlineData("recordcount", "no value")]
    public void A_property_not_implemented_or_malformed_is_refused_with_its_line(string line, string problem)
    {
        var path = Write("bad.properties", "operationcount=10", line);
        var error = Assert.Throws<YcsbPropertyException>(() => YcsbPropertyFile.Read(path));
        Assert.Equal(2, error.Line);
        Assert.Contains(problem, error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Proportions_that_add_up_to_nothing_are_refused()
    {
        var path = Write("idle.properties", "readproportion=0", "updateproportion=0");
        Assert.Contains("add up to 0", Assert.Throws<YcsbPropertyException>(() => YcsbPropertyFile.Read(path)).Message, StringComparison.Ordinal);
    }

    [Fact]
    public void The_command_line_takes_the_file_and_overrides_and_refuses_a_misspelt_one_before_anything_runs()
    {
        var path = Write("mine.properties", "recordcount=500", "threadcount=8", "requestdistribution=hotspot");
        try
        {
            string[] args = ["--filter", "*Ycsb*", "--ycsb", path, "--ycsb-property", "operationcount=300"];
            Assert.Null(YcsbCommandLine.Take(ref args));
            Assert.Equal(["--filter", "*Ycsb*"], args);
            Assert.Equal(["mine"], YcsbWorkloads.Names);
            var loaded = YcsbWorkloads.Load("mine");
            Assert.Equal((500, 300, 8, RequestDistribution.Hotspot), (loaded.RecordCount, loaded.OperationCount, loaded.ThreadCount, loaded.RequestDistribution));

            string[] misspelt = ["--ycsb-property", "opertioncount=300"];
            var error = YcsbCommandLine.Take(ref misspelt);
            Assert.Equal("--ycsb-property:1: opertioncount: unknown property; did you mean operationcount?", error);
        }
        finally
        {
            Environment.SetEnvironmentVariable(YcsbWorkloads.FileVariable, null);
            Environment.SetEnvironmentVariable(YcsbWorkloads.PropertiesVariable, null);
        }
    }

    private static string RepositoryRoot()
    {
        for (var dir = new DirectoryInfo(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "EmbeddedDbBench.sln")))
            {
                return dir.FullName;
            }
        }

        throw new InvalidOperationException("EmbeddedDbBench.sln not found above the test's folder");
    }
}
