using EmbeddedDbBench.Console.Durability;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>How a fault trial reads the writer's failure lines and names how the engine went on.</summary>
public sealed class FaultResultTests
{
    [Fact]
    public void A_failure_line_gives_its_stage_row_type_code_and_message_and_any_other_line_none()
    {
        var fault = WriterFault.Parse("fault 12\tMicrosoft.Data.Sqlite.SqliteException\tSQLite extended code 13\tSQLite Error 13: 'database or disk is full'.", acknowledged: 11);

        Assert.Equal(new WriterFault("fault", 12, "Microsoft.Data.Sqlite.SqliteException", "SQLite extended code 13", "SQLite Error 13: 'database or disk is full'.", 11), fault);
        Assert.Equal("SqliteException (SQLite extended code 13): SQLite Error 13: 'database or disk is full'.", fault!.Words);
        Assert.Null(WriterFault.Parse("ack 12 345", acknowledged: 11));
        Assert.Throws<InvalidOperationException>(() => WriterFault.Parse("refused 12 no tabs", acknowledged: 11));
    }

    [Theory]
    [InlineData(new string[0], 5, FaultOutcome.NoErrorSeen)]
    [InlineData(new[] { "fault" }, 5, FaultOutcome.KeptWorking)]
    [InlineData(new[] { "fault" }, 0, FaultOutcome.NothingAfterClearing)]
    [InlineData(new[] { "fault", "refused" }, 5, FaultOutcome.RefusedUntilReopened)]
    [InlineData(new[] { "fault", "refused", "dead" }, 0, FaultOutcome.RefusedAfterReopening)]
    public void How_the_engine_went_on_is_read_from_the_stages_reached_and_the_commits_after_clearing(string[] stages, long afterClearing, string expected)
    {
        var seen = stages.Select(s => new WriterFault(s, 1, "E", "-", "m")).ToArray();

        Assert.Equal(expected, FaultOutcome.Behaviour(seen, afterClearing));
    }
}
