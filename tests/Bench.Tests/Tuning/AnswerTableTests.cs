using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Tests.Tuning;

public sealed class AnswerTableTests
{
    private static PowerResult Cuts(Variant variant, int rowsPerCommit, params long[] lost) =>
        new("Sqlite.MicrosoftData", variant, 5, [.. lost.Select((l, i) => new PowerCutOutcome(i, 10, 40, l, "ok", RowsPerCommit: rowsPerCommit))], "PRAGMA integrity_check");

    [Fact]
    public void A_batch_s_loss_reads_in_rows_and_a_row_commit_s_in_commits()
    {
        Assert.Equal("≤ 1 (1,000 rows) in 2 of 3", AnswerTable.PowerCell(Cuts(Variant.Batch, 1_000, 1, 1, 0)));
        Assert.Equal("≤ 875 in 3 of 3", AnswerTable.PowerCell(Cuts(Variant.Wal, 1, 875, 3, 1)));
        Assert.Equal("0 of 3 cuts", AnswerTable.PowerCell(Cuts(Variant.WalFull, 1, 0, 0, 0)));
    }

    [Fact]
    public void Cuts_that_each_lost_all_they_acknowledged_are_not_read_as_a_bound()
    {
        // Each cut lost every commit it had acknowledged (40 of 40, 25 of 25): 40 is how far the cuts got.
        var all = new PowerResult("Sqlite.MicrosoftData", Variant.SyncOff, 5,
            [new PowerCutOutcome(0, 10, 40, 40, "ok"), new PowerCutOutcome(1, 10, 25, 25, "ok")], "PRAGMA integrity_check");

        Assert.Equal("all acknowledged in 2 of 2 (up to 40)", AnswerTable.PowerCell(all));
    }
}
