using System.Reflection;
using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Sensors;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Sensors;

public sealed class SensorBenchmarkShapeTests
{
    private static readonly Type[] _classes = [typeof(SensorsKeyed<MicrosoftSqliteEngine>), typeof(SensorsQueries<MicrosoftSqliteEngine>)];

    [Fact]
    public void Every_study_phase_is_one_benchmark_method_named_as_its_step()
    {
        var methods = _classes
            .SelectMany(t => t.GetMethods().Where(m => m.GetCustomAttribute<BenchmarkAttribute>() is not null))
            .Select(m => m.Name)
            .ToArray();

        Assert.Equal(SensorSteps.Phases.Select(p => p.ToString()).Order(), methods.Order());
    }

    [Fact]
    public void Key_phases_run_under_every_variant_but_the_harder_syncs_and_queries_under_the_read_variants()
    {
        Assert.Equal(Enum.GetValues<Variant>().Except([Variant.WalFull, Variant.Extra]), new SensorsKeyed<MicrosoftSqliteEngine>().Variants);
        Assert.Equal([Variant.Default, Variant.Wal, Variant.Exclusive, Variant.Memory], new SensorsQueries<MicrosoftSqliteEngine>().Variants);
    }

    [Fact]
    public void Both_classes_keep_the_studys_protocol_and_default_scales()
    {
        foreach (var type in _classes)
        {
            var runs = type.GetCustomAttribute<MeasuredRunsAttribute>()!;
            Assert.Equal((1, 5), (runs.WarmupRuns, runs.MeasuredRuns));
        }

        if (Environment.GetEnvironmentVariable(SensorScales.Variable) is null)
        {
            Assert.Equal([1_000, 10_000], new SensorsKeyed<MicrosoftSqliteEngine>().Scales());
        }
    }
}
