using System.Reflection;
using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Tests.Engines;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// An engine added to <see cref="EngineCatalog"/> must join every workload benchmark and every per-engine
/// suite that concerns it, once (the rest of its places: <see cref="EngineCompletenessTests"/>), and every
/// benchmark method must be a step of its workload.
/// </summary>
public sealed class CatalogCompletenessTests
{
    public static TheoryData<Type> BenchmarkClasses => new(BenchmarkCatalog.Workloads.Concat(BenchmarkCatalog.References));

    [Fact]
    public void Every_per_engine_suite_binds_each_engine_it_concerns_once_and_no_other()
    {
        // The engine list is the catalog's (or a benchmark class's ClosedOver): a *TestsByEngine.cs file holds
        // only the sealed classes xunit needs to list each engine's tests apart.
        var mismatches = PerEngineSuites.All
            .Select(suite => (suite.Name,
                Expected: string.Join(", ", EngineCatalog.All.Where(suite.Runs).Select(e => e.GetType().Name).Order(StringComparer.Ordinal)),
                Bound: string.Join(", ", suite.Bindings.Select(b => b.Engine.Name).Order(StringComparer.Ordinal))))
            .Where(suite => suite.Expected != suite.Bound)
            .Select(suite => $"{suite.Name} binds {suite.Bound}; its engines are {suite.Expected}");

        Assert.Empty(mismatches);
    }

    [Fact]
    public void Every_class_bound_to_embedded_Firebird_runs_in_its_collection_apart()
    {
        var bound = typeof(CatalogCompletenessTests).Assembly.GetTypes()
            .Where(t => t is { IsSealed: true, BaseType.IsGenericType: true } && t.BaseType.GetGenericArguments().Contains(typeof(FirebirdEmbeddedEngine)));

        // xunit's CollectionAttribute keeps its name only as the constructor's argument.
        Assert.All(bound, binding => Assert.Equal(
            FirebirdEmbeddedSuites.Name,
            binding.GetCustomAttributesData().SingleOrDefault(a => a.AttributeType == typeof(CollectionAttribute))?.ConstructorArguments[0].Value));
    }

    [Fact]
    public void Every_catalog_engine_has_a_display_name_of_its_own() =>
        Assert.Equal(EngineCatalog.All.Count, EngineCatalog.All.Select(e => e.Facts.DisplayName).Distinct().Count());

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
        var steps = PerEngineSuites.StepType(benchmarkClass).GetEnumNames();
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
        foreach (var group in BenchmarkCatalog.Workloads.GroupBy(PerEngineSuites.StepType))
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
}
