using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Results;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Tuning;

/// <summary>
/// "This case under Default" has one rule (<see cref="DefaultCase"/>), which the tuning report's baselines and the suite
/// report's speed-up column share. The tuning report matched a Default by its step's and parameters' text, so another
/// engine's Default of the same step could stand as this engine's.
/// </summary>
public sealed class DefaultCaseTests
{
    private static MeasuredCase Write(Type engine, Variant variant) => TestCases.Measured(typeof(Crud<>).MakeGenericType(engine), "Write", variant, null, ("N", 1000));

    [Fact]
    public void Another_engines_Default_of_the_same_step_is_not_this_cases_Default()
    {
        var other = Write(typeof(SystemDataSqliteEngine), Variant.Default);
        var own = Write(typeof(MicrosoftSqliteEngine), Variant.Default);
        var batch = Write(typeof(MicrosoftSqliteEngine), Variant.Batch);

        Assert.Null(TuningReport.BaselineOf([other], batch));
        Assert.Same(own, TuningReport.BaselineOf([other, own], batch));
    }

    [Fact]
    public void Another_parameter_value_or_a_variant_is_no_Default()
    {
        var batch = Write(typeof(MicrosoftSqliteEngine), Variant.Batch);

        Assert.Null(TuningReport.BaselineOf([TestCases.Measured(typeof(Crud<MicrosoftSqliteEngine>), "Write", Variant.Default, null, ("N", 1))], batch));
        Assert.Null(TuningReport.BaselineOf([Write(typeof(MicrosoftSqliteEngine), Variant.Wal)], batch));
    }

    [Fact]
    public void W3s_naive_import_is_the_Default_of_the_imports_on_its_engine()
    {
        var naive = TestCases.Measured(typeof(ShipmentsNaiveImport<MicrosoftSqliteEngine>), "Import", Variant.Default, null);
        var bulk = TestCases.Measured(typeof(ShipmentsImport<MicrosoftSqliteEngine>), "Import", Variant.Batch, null);

        Assert.True(DefaultCase.IsDefaultOf(naive.Plan.Case, bulk.Plan.Case));
        Assert.False(DefaultCase.IsDefaultOf(TestCases.Measured(typeof(ShipmentsNaiveImport<SystemDataSqliteEngine>), "Import", Variant.Default, null).Plan.Case, bulk.Plan.Case));
        Assert.Equal(typeof(ShipmentsImport<>), DefaultCase.TableOf(typeof(ShipmentsNaiveImport<>)));
    }
}
