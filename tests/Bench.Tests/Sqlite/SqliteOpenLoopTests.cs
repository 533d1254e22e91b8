using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Sqlite;

/// <summary>
/// W6's open-loop writer against its closed loop, through both SQLite providers: another connection holds
/// the write lock for a while as the timed step starts, and the writer waits in its busy handler. A closed
/// loop shows the stall in one operation's latency; an open loop, whose operations were all due during it,
/// shows it in every one of them (coordinated omission, shown rather than hidden).
/// </summary>
public abstract class SqliteOpenLoopTests<TEngine> where TEngine : SqliteEngine, new()
{
    private const int Operations = 40;
    private static readonly TimeSpan _held = TimeSpan.FromMilliseconds(400);

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task A_stall_shows_in_every_operation_it_delays_on_a_schedule_and_in_one_back_to_back(bool openLoop)
    {
        // 1,000 operations a second: the whole schedule falls due within the first 40 ms, inside the stall.
        var workload = new ConcurrencyWorkload(readerThreads: 0, Operations, rows: 200, lockWait: TimeSpan.FromSeconds(5), writesPerSecond: openLoop ? 1_000 : 0);
        using (var run = StepRun.Prepare(new TEngine(), Variant.Wal, workload, ConcurrencyStep.Writes))
        {
            using var holder = run.Database.OpenConnection();
            holder.Execute("BEGIN IMMEDIATE");
            var release = Task.Run(async () =>
            {
                await Task.Delay(_held);
                holder.Execute("ROLLBACK");
            });
            var outcome = run.Execute();
            await release;
            run.Validate();
            Assert.Equal(Operations, outcome.Rows);
        }

        var writer = workload.Summaries().Single(r => r.Role == "writer");
        var stall = (_held - TimeSpan.FromMilliseconds(Operations)).TotalMicroseconds;
        // The slowest operation waited out the stall either way.
        Assert.True(writer.Max >= stall, $"max {writer.Max} µs");
        if (openLoop)
        {
            // Every operation was due before the lock came free, and is timed from then.
            Assert.True(writer.Distribution![0] >= stall, $"fastest {writer.Distribution[0]} µs on a schedule, the stall {stall} µs");
        }
        else
        {
            // Only the first operation met the stall: the others are timed from their own start, after it.
            Assert.True(writer.P50 < writer.Max, $"median {writer.P50} µs, max {writer.Max} µs");
        }
    }
}

public sealed class MicrosoftSqliteOpenLoopTests : SqliteOpenLoopTests<MicrosoftSqliteEngine>;

public sealed class SystemDataSqliteOpenLoopTests : SqliteOpenLoopTests<SystemDataSqliteEngine>;
