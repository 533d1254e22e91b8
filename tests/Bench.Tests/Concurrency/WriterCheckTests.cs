using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Tests.Concurrency;

/// <summary>
/// W6's applied-count check and the state it reads from the table: the script's count is what a run
/// must apply, a shortfall passes only past the deadline and is called starved, and a table or a
/// report that does not match fails.
/// </summary>
public sealed class WriterCheckTests
{
    private static readonly ConcurrencyPlan _plan = new(rows: 400, writerOperations: 60, seed: ConcurrencyWorkload.DefaultSeed);

    [Fact]
    public void Every_prefix_of_the_script_is_identified_by_its_row_count_and_version_sum()
    {
        for (var applied = 0; applied <= _plan.Operations.Count; applied++)
        {
            var (rows, versionSum) = Table(applied);

            Assert.Equal(applied, _plan.StateAfter(rows, versionSum));
        }
    }

    [Fact]
    public void A_table_no_prefix_leaves_has_no_state()
    {
        var (rows, versionSum) = Table(_plan.Operations.Count);

        // An update applied twice; an insert too many.
        Assert.Equal(-1, _plan.StateAfter(rows, versionSum + 1));
        Assert.Equal(-1, _plan.StateAfter(rows + 1, versionSum));
    }

    [Fact]
    public void A_lost_last_insert_reads_as_the_prefix_before_it_which_the_writer_s_report_contradicts()
    {
        // The script's last operation is an insert: without its row the table is the state one earlier.
        var (rows, versionSum) = Table(_plan.Operations.Count);
        var state = _plan.StateAfter(rows - 1, versionSum);

        Assert.Equal(_plan.Operations.Count - 1, state);
        Assert.Throws<WorkloadValidationException>(() => WriterCheck.Judge(planned: 60, reported: 60, tableState: state, reachedDeadline: true));
    }

    [Fact]
    public void A_writer_that_applied_its_whole_script_is_complete()
    {
        Assert.Equal(WriterVerdict.Complete, WriterCheck.Judge(planned: 60, reported: 60, tableState: 60, reachedDeadline: false));
        Assert.Equal(WriterVerdict.Complete, WriterCheck.Judge(planned: 60, reported: 60, tableState: 60, reachedDeadline: true));
    }

    [Fact]
    public void A_writer_its_deadline_stopped_short_is_starved_even_with_nothing_applied()
    {
        Assert.Equal(WriterVerdict.Starved, WriterCheck.Judge(planned: 60, reported: 37, tableState: 37, reachedDeadline: true));
        Assert.Equal(WriterVerdict.Starved, WriterCheck.Judge(planned: 60, reported: 0, tableState: 0, reachedDeadline: true));
    }

    [Fact]
    public void A_writer_that_stopped_short_before_its_deadline_fails()
    {
        var error = Assert.Throws<WorkloadValidationException>(() => WriterCheck.Judge(planned: 60, reported: 0, tableState: 0, reachedDeadline: false));

        Assert.Contains("before its deadline", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_report_the_table_contradicts_fails_whatever_the_deadline()
    {
        // The writer claims its whole script; the table holds one operation less (or more).
        Assert.Throws<WorkloadValidationException>(() => WriterCheck.Judge(planned: 60, reported: 60, tableState: 59, reachedDeadline: true));
        Assert.Throws<WorkloadValidationException>(() => WriterCheck.Judge(planned: 60, reported: 36, tableState: 37, reachedDeadline: true));
    }

    [Fact]
    public void A_tampered_table_fails_even_when_the_writer_reports_the_script()
    {
        var (rows, versionSum) = Table(_plan.Operations.Count);
        var tampered = _plan.StateAfter(rows, versionSum + 1);

        Assert.Throws<WorkloadValidationException>(() => WriterCheck.Judge(planned: 60, reported: 60, tableState: tampered, reachedDeadline: false));
    }

    // The row count and version sum the table holds after the first `applied` operations.
    private static (long Rows, long VersionSum) Table(int applied)
    {
        var (versions, keys) = _plan.After(applied);
        return (keys, versions.Sum());
    }
}
