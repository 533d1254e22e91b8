using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Sqlite;

/// <summary>
/// Under SQLite's rollback journal (Default) a writer's lock keeps readers out: W6 must report the
/// readers that met it (errors by kind, retried operations) and still validate, never fail silently.
/// </summary>
public abstract class SqliteLockMeetingTests<TEngine> where TEngine : SqliteEngine, new()
{
    [Fact]
    public async Task Readers_that_meet_a_writers_exclusive_lock_under_Default_are_counted_and_retried()
    {
        // A one-second command timeout, so that a lock held longer surfaces as "database is locked"
        // rather than as one long wait inside the provider.
        var workload = new ConcurrencyWorkload(readerThreads: 2, writerOperations: 20, rows: 200, commandTimeoutSeconds: 1);
        using (var run = StepRun.Prepare(new TEngine(), Variant.Default, workload, ConcurrencyStep.Writes))
        {
            // What a committing writer holds under the rollback journal, here for 2.5 s: an exclusive lock.
            using var writer = run.Database.OpenConnection();
            writer.Execute("BEGIN EXCLUSIVE");
            var release = Task.Run(() =>
            {
                Thread.Sleep(2_500);
                writer.Execute("ROLLBACK");
            });
            run.Execute();
            await release;
            run.Validate();
        }

        var readers = workload.Summaries().Single(r => r.Role == "readers");
        Assert.True(readers.Errors!["Busy"] > 0, $"readers met no lock: {string.Join(", ", readers.Errors)}");
        Assert.True(readers.Retried > 0);
    }
}

public sealed class MicrosoftSqliteLockMeetingTests : SqliteLockMeetingTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqliteLockMeetingTests : SqliteLockMeetingTests<SystemDataSqliteEngine>;
