using System.Globalization;
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
/// W6's in-thread readers' own checks, shown to fail the run: one row is changed behind the workload's back
/// after the load and before the writer starts, the readers meet it while the writer runs, and validation
/// fails with the reader's error naming the row and what differed — before, and instead of, the table's check.
/// </summary>
public abstract class ConcurrencyReaderChecksTests<TEngine> where TEngine : Engine, new()
{
    // Past any version sum the script reaches: no prefix of it holds a table with this row.
    private const long StrayVersion = 1_000_000;

    // Ten rows and five operations (four UPDATEs, then an INSERT) on a schedule of five a second: the run lasts
    // about a second whatever the engine's speed, time for each reader to read every key many times, and the
    // UPDATEs leave most loaded keys as loaded, so a tampered one stays tampered for the whole run.
    private static ConcurrencyWorkload Tamperable(bool aggregateReader) =>
        new(readerThreads: 2, writerOperations: 5, rows: 10, writerDeadline: TimeSpan.FromSeconds(60), aggregateReader: aggregateReader, writesPerSecond: 5);

    private static Variant WalWhereSupported() => new TEngine().Supports(Variant.Wal).IsSupported ? Variant.Wal : Variant.Default;

    [EngineTheory(NeedsSql = true, NeedsStep = ConcurrencyStep.Writes)]
    [InlineData(PointTamper.StampOfNoVersion)]
    [InlineData(PointTamper.VersionPastTheWriter)]
    [InlineData(PointTamper.Deleted)]
    public void A_row_changed_behind_the_writer_s_back_fails_the_point_readers_check(PointTamper tamper)
    {
        // Point readers alone: the aggregate reader would see the deleted row too, and might fail the run first.
        var workload = Tamperable(aggregateReader: false);
        var key = Enumerable.Range(1, workload.Plan.Rows).First(k => workload.Plan.FinalVersions[k] == 0);
        var loadedStamp = ConcurrencyPlan.Stamp(key, 0);
        var (change, reported) = tamper switch
        {
            PointTamper.StampOfNoVersion => ($"UPDATE W6Contacts SET stamp = stamp + 1 WHERE id = {key}",
                $"key {key} read at version 0 with stamp {loadedStamp + 1}, not that version's {loadedStamp}"),
            PointTamper.VersionPastTheWriter => ($"UPDATE W6Contacts SET version = 1, stamp = {ConcurrencyPlan.Stamp(key, 1)} WHERE id = {key}",
                $"key {key} read at version 1, past the writer's last for it (0)"),
            _ => ($"DELETE FROM W6Contacts WHERE id = {key}", $"key {key} was not found"),
        };
        using var run = StepRun.Prepare(new TEngine(), WalWhereSupported(), workload, ConcurrencyStep.Writes);
        run.Database.Connection.Execute(change);
        run.Execute();

        var failure = Assert.Throws<WorkloadValidationException>(run.Validate);
        Assert.StartsWith("a point reader failed: ", failure.Message, StringComparison.Ordinal);
        Assert.Contains(reported, failure.Message, StringComparison.Ordinal);
    }

    [EngineFact(NeedsSql = true, NeedsStep = ConcurrencyStep.Writes)]
    public void A_row_no_operation_wrote_fails_the_aggregate_readers_check()
    {
        var workload = Tamperable(aggregateReader: true);
        var plan = workload.Plan;
        // A key past every key the plan has, which no point reader asks for: only the aggregate counts it.
        var stray = plan.KeyCount + 1;
        var columns = string.Join(", ", [.. Contact.Columns, "version", "stamp"]);
        var copied = string.Join(", ", Contact.Columns.Skip(1));
        using var run = StepRun.Prepare(new TEngine(), WalWhereSupported(), workload, ConcurrencyStep.Writes);
        run.Database.Connection.Execute(
            $"INSERT INTO W6Contacts ({columns}) SELECT {stray}, {copied}, {StrayVersion}, {ConcurrencyPlan.Stamp(stray, StrayVersion)} FROM W6Contacts WHERE id = 1");
        run.Execute();

        var failure = Assert.Throws<WorkloadValidationException>(run.Validate);
        // One row more than the script's state when it was read, and a version sum past any the script reaches.
        var read = System.Text.RegularExpressions.Regex.Match(failure.Message, "^the aggregate read ([0-9]+) rows with version sum ([0-9]+): no committed state ");
        Assert.True(read.Success, failure.Message);
        Assert.InRange(long.Parse(read.Groups[1].Value, CultureInfo.InvariantCulture), plan.Rows + 1, plan.Rows + 2);
        Assert.InRange(long.Parse(read.Groups[2].Value, CultureInfo.InvariantCulture), StrayVersion, StrayVersion + plan.Operations.Count);
    }
}
