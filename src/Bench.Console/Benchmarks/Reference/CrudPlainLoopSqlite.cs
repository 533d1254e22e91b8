using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks.Reference;

/// <summary>
/// The reference for W1's fastest write path: <see cref="SqlitePlainCrudWrite"/> under the same
/// protocol, database and Batch settings as <c>Crud&lt;MicrosoftSqliteEngine&gt;.Write</c>.
/// The tuning report shows the harness's Batch row within 10% of it.
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 8)]
public class CrudPlainLoopSqlite : StepBenchmark<MicrosoftSqliteEngine, CrudStep>
{
    /// <summary>The rows the loop writes: W1's larger size.</summary>
    public const int Rows = 1000;

    [Params(Rows)]
    public int N { get; set; }

    [IterationSetup(Target = nameof(Write))] public void BeforeWrite() => Prepare(CrudStep.Write);

    [Benchmark] public StepOutcome Write() => Measure();

    // Batch only: the harness path the loop stands beside.
    protected override bool RunsUnder(Variant variant) => NarrowedVariants.Classes.PlainLoops.RunUnder(variant);

    protected override IWorkload<CrudStep> CreateWorkload(MicrosoftSqliteEngine engine) => new SqlitePlainCrudWrite(new CrudWorkload(N));

    // Warmed up as the harness's Write beside it is: on a tenth of the rows.
    protected override IWorkload<CrudStep> CreateWarmupWorkload(MicrosoftSqliteEngine engine) =>
        new SqlitePlainCrudWrite(new CrudWorkload(N / SteadyJitWarmup.RowsDivisor));
}
