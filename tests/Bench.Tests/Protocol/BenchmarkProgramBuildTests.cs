using System.Xml.Linq;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Protocol;

namespace EmbeddedDbBench.Tests.Protocol;

/// <summary>
/// BenchmarkProgram.targets must find BenchmarkDotNet's generated project, or its build compiles the suite's projects
/// again (slower, and silently so): the property its condition reads is the one BenchmarkDotNet's template sets.
/// </summary>
public sealed class BenchmarkProgramBuildTests
{
    [Fact]
    public void The_targets_file_applies_to_the_project_benchmark_dot_net_generates()
    {
        var targets = XDocument.Load(BenchmarkProgramBuild.TargetsFile);
        var condition = targets.Root!.Elements("ItemDefinitionGroup").Single().Attribute("Condition")!.Value;
        using var template = typeof(BenchmarkRunner).Assembly.GetManifestResourceStream("BenchmarkDotNet.Templates.CsProj.txt")
            ?? throw new InvalidOperationException("BenchmarkDotNet's project template is not where it was");
        var startupObject = XDocument.Parse(new StreamReader(template).ReadToEnd().Replace("$SDKNAME$", "Microsoft.NET.Sdk", StringComparison.Ordinal))
            .Descendants("StartupObject").Single().Value;

        Assert.Equal($"'$(StartupObject)' == '{startupObject}'", condition);
    }

    [Fact]
    public void The_variable_names_the_targets_file_while_configured_and_is_restored_after()
    {
        var before = Environment.GetEnvironmentVariable(BenchmarkProgramBuild.Variable);
        using (BenchmarkProgramBuild.Configure())
        {
            Assert.Equal(BenchmarkProgramBuild.TargetsFile, Environment.GetEnvironmentVariable(BenchmarkProgramBuild.Variable));
        }

        Assert.Equal(before, Environment.GetEnvironmentVariable(BenchmarkProgramBuild.Variable));
    }
}
