using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Tests.Durability;

/// <summary>
/// "Durable as measured", the answer's durable column, is what the power cuts kept and what the injected faults kept: a
/// variant whose cuts lost nothing but whose full disk or failed fsync lost an acknowledged commit, or left a damaged
/// database, is not durable; one that stopped on the fault and lost nothing still is.
/// </summary>
public sealed class FaultDurabilityRiskTests
{
    private const string Engine = "LiteDb";

    private static readonly PowerResult _keptEverything =
        new(Engine, Variant.Default, 5, [new PowerCutOutcome(0, 10, 40, 0, "ok"), new PowerCutOutcome(1, 12, 44, 0, "ok")], "reopen", Model: FileSystemModel.Journaled);

    private static FaultOutcome Trial(int trial, string afterFault, long lost = 0, string integrity = "ok") =>
        new(trial, 3, 9, "ENOSPC", [], afterFault, 4, 20, lost, integrity);

    private static FaultResult Faults(FaultKind fault, params FaultOutcome[] trials) =>
        new(Engine, Variant.Default, fault, 7, trials, "reopen", FileSystemModel.Journaled);

    [Fact]
    public void A_fault_that_lost_an_acknowledged_commit_takes_durable_away_from_clean_cuts()
    {
        var risk = VariantRisk.Of(Engine, Variant.Default, [], [_keptEverything],
            [Faults(FaultKind.DiskFull, Trial(1, FaultOutcome.KeptWorking, lost: 3), Trial(2, FaultOutcome.KeptWorking))]);

        Assert.False(risk.Durable);
        Assert.EndsWith("lost acknowledged commits or a sound database after a full disk in 1 of 2 trials", risk.Loss, StringComparison.Ordinal);
    }

    [Fact]
    public void A_fault_that_damaged_the_database_takes_durable_away()
    {
        var risk = VariantRisk.Of(Engine, Variant.Default, [], [_keptEverything],
            [Faults(FaultKind.FsyncError, Trial(1, FaultOutcome.NoErrorSeen, integrity: "page 3: bad checksum"))]);

        Assert.False(risk.Durable);
        Assert.Contains("after a failed fsync in 1 of 1 trials", risk.Loss, StringComparison.Ordinal);
    }

    [Fact]
    public void An_engine_that_stopped_on_its_fault_and_lost_nothing_stays_durable()
    {
        var risk = VariantRisk.Of(Engine, Variant.Default, [], [_keptEverything],
            [Faults(FaultKind.FsyncError, Trial(1, FaultOutcome.RefusedAfterReopening), Trial(2, FaultOutcome.RefusedUntilReopened))]);

        Assert.True(risk.Durable);
        Assert.DoesNotContain("trials", risk.Loss, StringComparison.Ordinal);
    }

    [Fact]
    public void A_variant_its_cuts_already_found_lossy_says_only_what_the_cuts_lost()
    {
        var lossy = _keptEverything with { Cuts = [new PowerCutOutcome(0, 10, 40, 2, "ok")] };

        var risk = VariantRisk.Of(Engine, Variant.Default, [], [lossy], [Faults(FaultKind.DiskFull, Trial(1, FaultOutcome.KeptWorking, lost: 3))]);

        Assert.False(risk.Durable);
        Assert.DoesNotContain("trials", risk.Loss, StringComparison.Ordinal);
    }
}
