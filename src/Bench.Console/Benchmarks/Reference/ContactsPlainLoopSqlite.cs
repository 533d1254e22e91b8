using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks.Reference;

/// <summary>
/// The reference for W2's fastest insert path: <see cref="SqlitePlainContactsInsert"/> under the
/// same protocol, database and Batch settings as <c>Contacts&lt;MicrosoftSqliteEngine&gt;.Insert</c>.
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 5)]
public class ContactsPlainLoopSqlite : StepBenchmark<MicrosoftSqliteEngine, ContactsStep>
{
    [IterationSetup(Target = nameof(Insert))] public void BeforeInsert() => Prepare(ContactsStep.Insert);

    [Benchmark] public StepOutcome Insert() => Measure();

    // Batch only: the harness path the loop stands beside.
    protected override bool RunsUnder(Variant variant) => NarrowedVariants.Classes.PlainLoops.RunUnder(variant);

    protected override IWorkload<ContactsStep> CreateWorkload(MicrosoftSqliteEngine engine) => new SqlitePlainContactsInsert(new ContactsWorkload());

    // Warmed up as the harness's Insert beside it is: on a tenth of the rows.
    protected override IWorkload<ContactsStep> CreateWarmupWorkload(MicrosoftSqliteEngine engine) =>
        new SqlitePlainContactsInsert(ContactsWorkload.ScaledDown(SteadyJitWarmup.RowsDivisor));
}
