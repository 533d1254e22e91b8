using System.Reflection;
using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Matrix;
using EmbeddedDbBench.Core.Sensors;
using EmbeddedDbBench.Core.Shipments;
using EmbeddedDbBench.Core.Ycsb;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Tests.Concurrency;
using EmbeddedDbBench.Tests.Contacts;
using EmbeddedDbBench.Tests.Crud;
using EmbeddedDbBench.Tests.Matrix;
using EmbeddedDbBench.Tests.Sensors;
using EmbeddedDbBench.Tests.Shipments;
using EmbeddedDbBench.Tests.Ycsb;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// An engine added to <see cref="EngineCatalog"/> must join every workload benchmark and every
/// workload test suite and declare its facts, and every benchmark method must be a step of its workload.
/// </summary>
public sealed class CatalogCompletenessTests
{
    public static TheoryData<Type, Type> WorkloadTestSuites => new()
    {
        { typeof(CrudTests<>), typeof(CrudStep) },
        { typeof(ContactsTests<>), typeof(ContactsStep) },
        { typeof(ShipmentsTests<>), typeof(ShipmentsStep) },
        { typeof(SensorWorkloadTests<>), typeof(SensorStep) },
        { typeof(MatrixTests<>), typeof(MatrixStep) },
        { typeof(ConcurrencyTests<>), typeof(ConcurrencyStep) },
        { typeof(YcsbWorkloadTests<>), typeof(YcsbStep) },
    };

    public static TheoryData<Type> BenchmarkClasses => new(BenchmarkCatalog.Workloads.Concat(BenchmarkCatalog.References));

    [Theory]
    [MemberData(nameof(WorkloadTestSuites))]
    public void Every_catalog_engine_is_bound_to_the_workload_test_suite(Type suite, Type steps)
    {
        var bound = typeof(CatalogCompletenessTests).Assembly.GetTypes()
            .Where(t => t is { IsSealed: true, IsAbstract: false, BaseType.IsGenericType: true } && t.BaseType.GetGenericTypeDefinition() == suite)
            .Select(t => t.BaseType!.GetGenericArguments()[0])
            .ToHashSet();

        // An engine that marks every step of the workload n/a (the SQLite layers beyond W1 and W2) has nothing to test there.
        Assert.All(EngineCatalog.All.Where(engine => RunsAnyStep(engine, steps)), engine => Assert.Contains(engine.GetType(), bound));
    }

    private static bool RunsAnyStep(Engine engine, Type steps) =>
        Enum.GetValues(steps).Cast<Enum>().Any(step => engine.SupportedVariants().Any(variant => engine.StepNotApplicable(step, variant) is null));

    [Fact]
    public void Every_catalog_engine_declares_its_facts_for_every_variant_it_runs_and_its_published_rows_resolve()
    {
        Assert.Empty(FactsCompleteness.Gaps(EngineCatalog.All));
        Assert.Equal(EngineCatalog.All.Count, EngineCatalog.All.Select(e => e.Facts.DisplayName).Distinct().Count());
    }

    [Fact]
    public void Every_catalog_engine_declares_W6_s_lock_wait_or_why_it_has_none()
    {
        // The base member's reason says only that nothing was declared: each engine gives its own.
        Assert.All(EngineCatalog.All, engine =>
            Assert.NotEqual(typeof(Core.Engine), engine.GetType().GetProperty(nameof(Core.Engine.LockWait))!.DeclaringType));
    }

    [Fact]
    public void Every_workload_benchmark_class_is_closed_over_every_catalog_engine()
    {
        foreach (var workload in BenchmarkCatalog.Workloads.Where(w => w.GetCustomAttribute<ClosedOverAttribute>() is null))
        {
            Assert.All(EngineCatalog.All, engine => Assert.Contains(workload.MakeGenericType(engine.GetType()), BenchmarkCatalog.Types));
        }
    }

    [Fact]
    public void A_class_closed_over_chosen_engines_is_closed_over_each_of_them_and_they_are_in_the_catalog()
    {
        foreach (var workload in BenchmarkCatalog.Workloads.Where(w => w.GetCustomAttribute<ClosedOverAttribute>() is not null))
        {
            var engines = workload.GetCustomAttribute<ClosedOverAttribute>()!.Engines;
            Assert.NotEmpty(engines);
            Assert.All(engines, engine => Assert.Contains(EngineCatalog.All, e => e.GetType() == engine));
            Assert.Equal(engines.Select(engine => workload.MakeGenericType(engine)), BenchmarkCatalog.Types.Where(t => t.IsGenericType && t.GetGenericTypeDefinition() == workload));
        }
    }

    [Theory]
    [MemberData(nameof(BenchmarkClasses))]
    public void Every_benchmark_method_is_a_step_and_has_its_own_iteration_setup(Type benchmarkClass)
    {
        var steps = StepType(benchmarkClass).GetEnumNames();
        var methods = benchmarkClass.GetMethods().Where(m => m.GetCustomAttribute<BenchmarkAttribute>() is not null).Select(m => m.Name).ToArray();
        var setupTargets = benchmarkClass.GetMethods()
            .SelectMany(m => m.GetCustomAttributes<IterationSetupAttribute>())
            .SelectMany(a => a.Targets)
            .ToArray();

        Assert.NotEmpty(methods);
        Assert.All(methods, method => Assert.Contains(method, steps));
        Assert.All(methods, method => Assert.Contains(method, setupTargets));
    }

    [Fact]
    public void Every_step_but_the_schema_step_is_timed_by_some_benchmark_class()
    {
        foreach (var group in BenchmarkCatalog.Workloads.GroupBy(StepType))
        {
            var timed = group.SelectMany(c => c.GetMethods()).Where(m => m.GetCustomAttribute<BenchmarkAttribute>() is not null).Select(m => m.Name).ToHashSet();
            // The first member of every step enumeration creates the schema; only W1 times it. A step
            // marked preparation-only (W6's load) is never timed either.
            var untimed = group.Key.GetEnumNames().Skip(1)
                .Where(step => !timed.Contains(step) && group.Key.GetField(step)!.GetCustomAttribute<EmbeddedDbBench.Core.PreparationOnlyAttribute>() is null)
                .ToArray();
            Assert.True(untimed.Length == 0, $"{group.Key.Name}: no benchmark method for {string.Join(", ", untimed)}");
        }
    }

    private static Type StepType(Type benchmarkClass)
    {
        for (var type = benchmarkClass; type is not null; type = type.BaseType)
        {
            if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(StepBenchmark<,>))
            {
                return type.GetGenericArguments()[1];
            }
        }

        throw new InvalidOperationException($"{benchmarkClass} is not a step benchmark.");
    }
}
