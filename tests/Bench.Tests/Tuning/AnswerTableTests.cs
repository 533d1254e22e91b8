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
}
