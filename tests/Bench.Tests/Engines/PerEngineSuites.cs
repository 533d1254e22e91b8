using System.Reflection;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Concurrency;
using EmbeddedDbBench.Tests.Contacts;
using EmbeddedDbBench.Tests.Crud;
using EmbeddedDbBench.Tests.Matrix;
using EmbeddedDbBench.Tests.Reliability;
using EmbeddedDbBench.Tests.Sensors;
using EmbeddedDbBench.Tests.Shipments;
using EmbeddedDbBench.Tests.Sync;
using EmbeddedDbBench.Tests.Writers;
using EmbeddedDbBench.Tests.Ycsb;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>
/// The suites every engine they concern must bind: the engine list is the one the benchmark classes close
/// over (<see cref="EngineCatalog"/>, or a class's <see cref="ClosedOverAttribute"/>), so the
/// <c>*TestsByEngine.cs</c> files repeat it only as the sealed classes xunit needs, and
/// <see cref="EngineCompleteness"/> fails when one lacks a line or has one too many.
/// </summary>
public static class PerEngineSuites
{
    /// <summary>Each workload's suite, binding the engines its benchmark class closes over that run any of its steps; then the server suites.</summary>
    public static IReadOnlyList<PerEngineSuite> All { get; } =
    [
        Workload(typeof(CrudTests<>), typeof(Crud<>)),
        Workload(typeof(ContactsTests<>), typeof(Contacts<>)),
        Workload(typeof(ShipmentsTests<>), typeof(Shipments<>)),
        Workload(typeof(SensorWorkloadTests<>), typeof(SensorsKeyed<>)),
        Workload(typeof(MatrixTests<>), typeof(Matrix<>)),
        Workload(typeof(ConcurrencyTests<>), typeof(Concurrency<>)),
        Workload(typeof(YcsbWorkloadTests<>), typeof(Ycsb<>)),
        Workload(typeof(ContactsSyncTests<>), typeof(Sync<>)),
        // W8's suites split by what the engine offers: SQLite's BEGIN forms and busy errors, a server's isolation levels, Firebird's and DuckDB's conflicts, LiteDB's one write lock.
        new(typeof(WritersTests<>), engine => Workload(typeof(WritersTests<>), typeof(Writers<>)).Runs(engine) && engine is SqliteEngine),
        new(typeof(ServerWritersTests<>), engine => Workload(typeof(ServerWritersTests<>), typeof(Writers<>)).Runs(engine) && engine is ServerEngine),
        new(typeof(FirebirdWritersTests<>), engine => Workload(typeof(FirebirdWritersTests<>), typeof(Writers<>)).Runs(engine) && engine is FirebirdEngine),
        new(typeof(DuckDbWritersTests<>), engine => Workload(typeof(DuckDbWritersTests<>), typeof(Writers<>)).Runs(engine) && engine is DuckDbEngine),
        new(typeof(LiteDbWritersTests<>), engine => Workload(typeof(LiteDbWritersTests<>), typeof(Writers<>)).Runs(engine) && engine is LiteDbEngine),
        // Every server engine: its throwaway server's folder, and no server left or overlapping between cases.
        new(typeof(ServerFolderTests<>), OnServer),
        new(typeof(CaseOverlapTests<>), OnServer),
    ];

    /// <summary>The step enumeration of a <see cref="StepBenchmark{TEngine, TStep}"/> class.</summary>
    public static Type StepType(Type benchmarkClass)
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

    private static PerEngineSuite Workload(Type suite, Type benchmark) =>
        new(suite, engine => ClosesOver(benchmark, engine) && RunsAnyStep(engine, StepType(benchmark)));

    private static bool OnServer(Engine engine) => engine.Facts?.Host?.ConnectionVariable is not null;

    // A class without ClosedOver closes over every engine, a new one included.
    private static bool ClosesOver(Type benchmark, Engine engine) =>
        benchmark.GetCustomAttribute<ClosedOverAttribute>() is not { } closed || closed.Engines.Contains(engine.GetType());

    // An engine that marks every step of the workload n/a (the SQLite layers beyond W1 and W2) has nothing to test there.
    private static bool RunsAnyStep(Engine engine, Type steps) =>
        Enum.GetValues(steps).Cast<Enum>().Any(step => engine.SupportedVariants().Any(variant => engine.StepNotApplicable(step, variant) is null));
}
