using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// W2, the 2021 Contacts tests: each step timed on its own database, which starts from the
/// freshly inserted table. The study reported the median of 5 runs; BenchmarkDotNet's Median
/// column is that figure, and us/row divides the mean by the rows (connections for OpenClose).
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 5)]
[MedianColumn]
public class Contacts<TEngine> : StepBenchmark<TEngine, ContactsStep> where TEngine : Engine, new()
{
    [IterationSetup(Target = nameof(OpenClose))] public void BeforeOpenClose() => Prepare(ContactsStep.OpenClose);
    [IterationSetup(Target = nameof(Insert))] public void BeforeInsert() => Prepare(ContactsStep.Insert);
    [IterationSetup(Target = nameof(SelectByState))] public void BeforeSelectByState() => Prepare(ContactsStep.SelectByState);
    [IterationSetup(Target = nameof(SelectByZip))] public void BeforeSelectByZip() => Prepare(ContactsStep.SelectByZip);
    [IterationSetup(Target = nameof(UpdateByState))] public void BeforeUpdateByState() => Prepare(ContactsStep.UpdateByState);
    [IterationSetup(Target = nameof(UpdateByZip))] public void BeforeUpdateByZip() => Prepare(ContactsStep.UpdateByZip);
    [IterationSetup(Target = nameof(UpdateByStateRowByRow))] public void BeforeUpdateByStateRowByRow() => Prepare(ContactsStep.UpdateByStateRowByRow);
    [IterationSetup(Target = nameof(UpdateByZipRowByRow))] public void BeforeUpdateByZipRowByRow() => Prepare(ContactsStep.UpdateByZipRowByRow);
    [IterationSetup(Target = nameof(DeleteByState))] public void BeforeDeleteByState() => Prepare(ContactsStep.DeleteByState);
    [IterationSetup(Target = nameof(DeleteByZip))] public void BeforeDeleteByZip() => Prepare(ContactsStep.DeleteByZip);
    [IterationSetup(Target = nameof(DeleteByStateRowByRow))] public void BeforeDeleteByStateRowByRow() => Prepare(ContactsStep.DeleteByStateRowByRow);
    [IterationSetup(Target = nameof(DeleteByZipRowByRow))] public void BeforeDeleteByZipRowByRow() => Prepare(ContactsStep.DeleteByZipRowByRow);

    [Benchmark] public StepOutcome OpenClose() => Measure();
    [Benchmark] public StepOutcome Insert() => Measure();
    [Benchmark] public StepOutcome SelectByState() => Measure();
    [Benchmark] public StepOutcome SelectByZip() => Measure();
    [Benchmark] public StepOutcome UpdateByState() => Measure();
    [Benchmark] public StepOutcome UpdateByZip() => Measure();
    [Benchmark] public StepOutcome UpdateByStateRowByRow() => Measure();
    [Benchmark] public StepOutcome UpdateByZipRowByRow() => Measure();
    [Benchmark] public StepOutcome DeleteByState() => Measure();
    [Benchmark] public StepOutcome DeleteByZip() => Measure();
    [Benchmark] public StepOutcome DeleteByStateRowByRow() => Measure();
    [Benchmark] public StepOutcome DeleteByZipRowByRow() => Measure();

    protected override bool RunsUnder(ContactsStep step, Variant variant) => ContactsWorkload.RunsUnder(step, variant);

    // The set-based updates and deletes: one statement each over thousands of rows, none read back.
    protected override bool SpendsRunInEngine(ContactsStep step) =>
        step is ContactsStep.UpdateByState or ContactsStep.UpdateByZip or ContactsStep.DeleteByState or ContactsStep.DeleteByZip;

    // The row-by-row writes: each statement's latency beside the mean.
    protected override bool RecordsStatements(ContactsStep step) =>
        step is ContactsStep.UpdateByStateRowByRow or ContactsStep.UpdateByZipRowByRow or ContactsStep.DeleteByStateRowByRow or ContactsStep.DeleteByZipRowByRow;

    protected override IWorkload<ContactsStep> CreateWorkload(TEngine engine) => new ContactsWorkload();

    protected override IWorkload<ContactsStep> CreateWarmupWorkload(TEngine engine) => ContactsWorkload.ScaledDown(SteadyJitWarmup.RowsDivisor);
}
