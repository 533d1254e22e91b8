using System.Globalization;
using System.Text.RegularExpressions;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Contacts;

namespace EmbeddedDbBench.Tests.Concurrency;

/// <summary>How a row is changed behind W6's back, for its point readers to read.</summary>
public enum PointTamper
{
    /// <summary>The row keeps its version but carries another stamp: a row no commit wrote whole.</summary>
    StampOfNoVersion,

    /// <summary>The row moves to a version the writer never gives it, with that version's stamp.</summary>
    VersionPastTheWriter,

    /// <summary>A loaded row is gone.</summary>
    Deleted,
}

/// <summary>
/// A W6 run whose readers meet one row changed behind the workload's back, and what their failures must say:
/// shared by the SQL engines' suite and LiteDB's.
/// </summary>
internal static class ReaderTamper
{
    /// <summary>Past any version sum the script reaches: no prefix of it holds a table with a row at this version.</summary>
    public const long StrayVersion = 1_000_000;

    /// <summary>
    /// Ten rows and five operations (four UPDATEs, then an INSERT) on a schedule of five a second: the run lasts
    /// about a second whatever the engine's speed, time for each reader to read every key many times, and the
    /// UPDATEs leave most loaded keys as loaded, so a tampered one stays tampered for the whole run.
    /// </summary>
    public static ConcurrencyWorkload Workload(bool aggregateReader) =>
        new(readerThreads: 2, writerOperations: 5, rows: 10, writerDeadline: TimeSpan.FromSeconds(60), aggregateReader: aggregateReader, writesPerSecond: 5);

    /// <summary>A loaded key the writer never updates: what a tamper does to it lasts the run.</summary>
    public static int UntouchedKey(ConcurrencyPlan plan) => Enumerable.Range(1, plan.Rows).First(k => plan.FinalVersions[k] == 0);

    /// <summary>A key past every key of the plan, which no point reader asks for: only the aggregate counts it.</summary>
    public static int StrayKey(ConcurrencyPlan plan) => plan.KeyCount + 1;

    /// <summary>The run failed on a point reader's check, not the table's, naming the row and what differed.</summary>
    public static void AssertPointReaderFailed(StepRun<ConcurrencyStep> run, string reported)
    {
        var failure = Assert.Throws<WorkloadValidationException>(run.Validate);
        Assert.StartsWith("a point reader failed: ", failure.Message, StringComparison.Ordinal);
        Assert.Contains(reported, failure.Message, StringComparison.Ordinal);
    }

    /// <summary>
    /// The run failed on the aggregate reader's check, naming what it read: one row more than the script's
    /// state when it read (before or after the script's one INSERT), and a version sum past any the script reaches.
    /// </summary>
    public static void AssertAggregateReaderFailed(StepRun<ConcurrencyStep> run, ConcurrencyPlan plan)
    {
        var failure = Assert.Throws<WorkloadValidationException>(run.Validate);
        var read = Regex.Match(failure.Message, "^the aggregate read ([0-9]+) rows with version sum ([0-9]+): no committed state ");
        Assert.True(read.Success, failure.Message);
        Assert.InRange(long.Parse(read.Groups[1].Value, CultureInfo.InvariantCulture), plan.Rows + 1, plan.Rows + 2);
        Assert.InRange(long.Parse(read.Groups[2].Value, CultureInfo.InvariantCulture), StrayVersion, StrayVersion + plan.Operations.Count);
    }
}

/// <summary>
/// W6's in-thread readers' own checks, shown to fail the run: one row is changed behind the workload's back
/// after the load and before the writer starts, the readers meet it while the writer runs, and validation
/// fails with the reader's error naming the row and what differed — before, and instead of, the table's check.
/// </summary>
public abstract class ConcurrencyReaderChecksTests<TEngine> where TEngine : Engine, new()
{
    private static Variant WalWhereSupported() => new TEngine().Supports(Variant.Wal).IsSupported ? Variant.Wal : Variant.Default;

    [EngineTheory(NeedsSql = true, NeedsStep = ConcurrencyStep.Writes)]
    [InlineData(PointTamper.StampOfNoVersion)]
    [InlineData(PointTamper.VersionPastTheWriter)]
    [InlineData(PointTamper.Deleted)]
    public void A_row_changed_behind_the_writer_s_back_fails_the_point_readers_check(PointTamper tamper)
    {
        // Point readers alone: the aggregate reader would see the deleted row too, and might fail the run first.
        var workload = ReaderTamper.Workload(aggregateReader: false);
        var key = ReaderTamper.UntouchedKey(workload.Plan);
        var loadedStamp = ConcurrencyPlan.Stamp(key, 0);
        var (change, reported) = tamper switch
        {
            PointTamper.StampOfNoVersion => ($"UPDATE W6Contacts SET stamp = stamp + 1 WHERE id = {key}",
                $"key {key} read at version 0 with stamp {loadedStamp + 1}, not that version's {loadedStamp}"),
            PointTamper.VersionPastTheWriter => ($"UPDATE W6Contacts SET version = 1, stamp = {ConcurrencyPlan.Stamp(key, 1)} WHERE id = {key}",
                $"key {key} read at version 1, past the writer's last for it (0)"),
            _ => ($"DELETE FROM W6Contacts WHERE id = {key}", $"loaded key {key} was not found"),
        };
        using var run = StepRun.Prepare(new TEngine(), WalWhereSupported(), workload, ConcurrencyStep.Writes);
        run.Database.Connection.Execute(change);
        run.Execute();

        ReaderTamper.AssertPointReaderFailed(run, reported);
    }

    [EngineFact(NeedsSql = true, NeedsStep = ConcurrencyStep.Writes)]
    public void A_row_no_operation_wrote_fails_the_aggregate_readers_check()
    {
        var workload = ReaderTamper.Workload(aggregateReader: true);
        var stray = ReaderTamper.StrayKey(workload.Plan);
        var columns = string.Join(", ", [.. Contact.Columns, "version", "stamp"]);
        var copied = string.Join(", ", Contact.Columns.Skip(1));
        using var run = StepRun.Prepare(new TEngine(), WalWhereSupported(), workload, ConcurrencyStep.Writes);
        run.Database.Connection.Execute(
            $"INSERT INTO W6Contacts ({columns}) SELECT {stray}, {copied}, {ReaderTamper.StrayVersion}, {ConcurrencyPlan.Stamp(stray, ReaderTamper.StrayVersion)} FROM W6Contacts WHERE id = 1");
        run.Execute();

        ReaderTamper.AssertAggregateReaderFailed(run, workload.Plan);
    }
}
