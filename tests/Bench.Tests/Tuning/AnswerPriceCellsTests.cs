using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using EmbeddedDbBench.Tests.Reporting;

namespace EmbeddedDbBench.Tests.Tuning;

/// <summary>The answer table's W8 and fault cells, read from a fixed ledger and fixed fault results.</summary>
public sealed class AnswerPriceCellsTests
{
    [Fact]
    public void The_W8_cell_shows_each_start_at_four_retried_writers_with_its_errors()
    {
        var w8 = PageLedger.Cases.Where(c => c.Plan.Workload == typeof(Writers<>)).ToArray();

        // 400 committed in the run's 0.5 s; the lone writer and the unretried four stay out of the cell.
        Assert.Equal("Immediate 800 tx/s", WritersCells.Cell(w8, Variant.Default));
        Assert.Equal("Deferred 800 tx/s, 37 errors", WritersCells.Cell(w8, Variant.Wal));
        Assert.Equal("-", WritersCells.Cell(w8, Variant.SyncOff));
    }

    [Fact]
    public void A_W8_rate_under_one_transaction_a_second_reads_as_writers_report_prints_it()
    {
        var w8 = PageLedger.Cases.Where(c => c.Plan.Workload == typeof(Writers<>)).ToArray();
        var starved = w8.Select(c => c.Record?.Writers is { } w && c.Variant == Variant.Default ? c with { Record = c.Record with { Writers = w with { Committed = 2, Seconds = 10 } } } : c).ToArray();

        // 2 committed in 10 s: writers-report's 0.2, where a whole-number format printed 0.
        Assert.Equal("Immediate 0.2 tx/s", WritersCells.Cell(starved, Variant.Default));
    }

    [Fact]
    public void A_fault_cell_says_how_the_engine_went_on_what_a_cut_lost_beyond_its_own_and_the_damage()
    {
        FaultResult[] faults =
        [
            Result(Variant.Default, FaultKind.DiskFull, Trial(FaultOutcome.KeptWorking), Trial(FaultOutcome.KeptWorking), Trial(FaultOutcome.NoErrorSeen)),
            Result(Variant.Default, FaultKind.FsyncError, Trial(FaultOutcome.RefusedUntilReopened, lostBeforeSync: 3, integrity: "page 4 bad"), Trial(FaultOutcome.RefusedUntilReopened)),
            Result(Variant.Wal, FaultKind.FsyncError, FaultOutcome.Failed(1, 2, 3, "never injected")),
            Result(Variant.SyncOff, FaultKind.FsyncError, Trial(FaultOutcome.NoErrorSeen) with { Server = ServerWatch.CameBackItself }, Trial(FaultOutcome.NoErrorSeen) with { Server = ServerWatch.KeptRunning }),
        ];

        Assert.Equal("kept working 2/3", FaultCells.Cell(faults, "E", Variant.Default, FaultKind.DiskFull));
        Assert.Equal("refused until reopened 2/2; ≤ 3 lost beyond a cut in 1; 1 damaged", FaultCells.Cell(faults, "E", Variant.Default, FaultKind.FsyncError));
        Assert.Equal("not injected", FaultCells.Cell(faults, "E", Variant.Wal, FaultKind.FsyncError));
        Assert.Equal("not checked", FaultCells.Cell(faults, "E", Variant.SyncOff, FaultKind.DiskFull));
        Assert.Equal("no error seen 2/2; server came back by itself in 1", FaultCells.Cell(faults, "E", Variant.SyncOff, FaultKind.FsyncError));
        Assert.True(FaultCells.Checked(faults, "E"));
        Assert.False(FaultCells.Checked(faults, "F"));
    }

    private static FaultResult Result(Variant variant, FaultKind fault, params FaultOutcome[] trials) =>
        new("E", variant, fault, Seed: 7, trials, Check: "integrity_check", Model: FileSystemModel.Journaled);

    private static FaultOutcome Trial(string afterFault, long lostBeforeSync = 0, string integrity = "ok") =>
        new(1, 2, 3, "injected", [], afterFault, CommittedAfterFault: 5, Acknowledged: 10, Lost: lostBeforeSync, integrity, LostBeforeLastSync: lostBeforeSync);
}
