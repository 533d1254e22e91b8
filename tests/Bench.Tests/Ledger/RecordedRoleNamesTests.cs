using EmbeddedDbBench.Console.Ycsb;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Core.Writers;
using EmbeddedDbBench.Core.Ycsb;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Ledger;

/// <summary>
/// Every role a workload records, run small on SQLite, is named by <see cref="Roles"/>: a recorder that
/// wrote a name of its own would leave its figures where no page looks them up.
/// </summary>
public sealed class RecordedRoleNamesTests
{
    [Fact]
    public void W6_records_its_writer_readers_and_aggregate_under_their_names()
    {
        var workload = new ConcurrencyWorkload(readerThreads: 2, writerOperations: 20, rows: 200, writerDeadline: TimeSpan.FromSeconds(60), lockWait: TimeSpan.FromSeconds(5));
        using (var run = StepRun.Prepare(new MicrosoftSqliteEngine(), Variant.Wal, workload, ConcurrencyStep.Writes))
        {
            run.Execute();
            run.Validate();
        }

        AssertNamed([Roles.Writer, Roles.Readers, Roles.Aggregate], workload.Summaries());
    }

    [Fact]
    public void W8_records_its_transactions_under_their_name()
    {
        var workload = new WritersWorkload(2, TransactionStart.Immediate, lockWait: TimeSpan.FromSeconds(5), transfersPerWriter: 10, deadline: TimeSpan.FromSeconds(60));
        using (var run = StepRun.Prepare(new MicrosoftSqliteEngine(), Variant.Wal, workload, WritersStep.Transfers))
        {
            run.Execute();
            run.Validate();
        }

        AssertNamed([Roles.Transactions], [workload.Summaries().Transactions]);
    }

    [Fact]
    public void W7_records_OVERALL_and_each_operation_kind_under_YCSB_s_names()
    {
        // Every kind in one run, so that each kind's role is recorded.
        var properties = YcsbPropertyFile.Override(YcsbWorkloads.Shipped("workloada"),
        [
            "recordcount=200", "operationcount=200", "threadcount=2", "readproportion=0.2", "updateproportion=0.2",
            "insertproportion=0.2", "scanproportion=0.2", "readmodifywriteproportion=0.2",
        ]);
        var workload = new YcsbWorkload(properties);
        using (var run = StepRun.Prepare(new MicrosoftSqliteEngine(), Variant.Wal, workload, YcsbStep.Run))
        {
            run.Execute();
            run.Validate();
        }

        AssertNamed([Roles.Overall, .. Roles.YcsbKinds], workload.Summaries());
    }

    [Fact]
    public void W1_s_statement_tail_is_recorded_under_its_name()
    {
        OperationRecorder statements;
        using (var run = StepRun.Prepare(new MicrosoftSqliteEngine(), Variant.Default, new CrudWorkload(20), CrudStep.Write))
        {
            run.RecordStatements();
            run.Execute();
            run.Validate();
            statements = run.StatementLatencies!;
        }

        AssertNamed([Roles.Statement], [RoleTotals.Statements([statements])]);
    }

    // The roles recorded are the ones expected, each one of the home's names. Not whether each completed an operation:
    // a short writer may finish before a reader thread's first read, and the role is recorded all the same.
    private static void AssertNamed(string[] expected, IReadOnlyList<RoleLatency> recorded)
    {
        Assert.All(recorded, role => Assert.Contains(role.Role, Roles.All));
        Assert.Equal(expected.Order(StringComparer.Ordinal), recorded.Select(r => r.Role).Order(StringComparer.Ordinal));
    }
}
