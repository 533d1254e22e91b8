using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// What a variant risks, as the answer at the top of the tuning report states it: whether its
/// acknowledged commits survive an OS crash or power loss, measured where <c>power-check</c> (and
/// <c>crash-check</c>) cut it and in the documentation's words otherwise, and where the two disagree.
/// Transaction and Batch keep Default's settings and commit a step's rows at once, so Default's documentation
/// stands for them; their cuts are their own (the writer commits as they do, and the loss reads in rows), and
/// only results from before that — which have none of their own — fall back on Default's.
/// </summary>
/// <param name="SurvivesPowerLoss">True when the documentation says acknowledged commits survive an OS crash or power loss.</param>
/// <param name="Words">The risk in the documentation's words.</param>
/// <param name="Measured">Every measurement in full (crash-check, power-check per model, with disagreements flagged), or null when none ran.</param>
public sealed record VariantRisk(bool SurvivesPowerLoss, string Words, string? Measured)
{
    /// <summary>
    /// True when every cut (and crash) kept every acknowledged commit, false when one lost some or damaged the database, or
    /// when a variant the cuts found durable lost an acknowledged commit or its database's soundness through an injected fault;
    /// null when nothing was measured.
    /// </summary>
    public bool? DurableAsMeasured { get; init; }

    /// <summary>The measured loss in the answer's words ("lost acknowledged commits in 3 of 3 cuts, at most 1 (posix); lost nothing in 3 cuts (journaled)"), or null.</summary>
    public string? Loss { get; init; }

    /// <summary>The most acknowledged rows one cut lost over the variant's own cuts (every model), or null when none were cut as it commits.</summary>
    public long? MostRowsLost { get; init; }

    /// <summary>Rows each commit carried in the variant's own cuts (1, or a step's under Transaction and Batch), or null when none were cut as it commits.</summary>
    public int? RowsPerCommit { get; init; }

    /// <summary>Where the measurement contradicts the documentation, in words.</summary>
    public IReadOnlyList<ModelDisagreement> Disagreements { get; init; } = [];

    /// <summary>Durable as measured where a measurement exists, as documented otherwise.</summary>
    public bool Durable => DurableAsMeasured ?? SurvivesPowerLoss;

    /// <summary>
    /// The risk of <paramref name="variant"/> on <paramref name="engineName"/>, with crash-check's, power-check's and
    /// fault-check's results. An engine that stops on a fault (refuses until reopened, or until its process restarts) still
    /// counts as durable: stopping is how an engine keeps a failed fsync from turning into a lost commit; losing an
    /// acknowledged commit or a sound database does not.
    /// </summary>
    public static VariantRisk Of(string engineName, Variant variant, IReadOnlyList<CrashResult> crashes, IReadOnlyList<PowerResult>? powers = null, IReadOnlyList<FaultResult>? faults = null)
    {
        var note = DocumentedDurability.For(engineName, variant);
        var wrapsSteps = variant.WrapsStepsInTransaction();
        var documented = wrapsSteps ? DocumentedDurability.For(engineName, Variant.Default) : note;
        var crash = crashes.FirstOrDefault(r => r.Engine == engineName && r.Variant == variant && r.Error is null);
        var cuts = CutsStandingFor(engineName, variant, powers ?? []);
        var commitsAsDefault = cuts.Count > 0 && cuts[0].Variant != variant;

        var disagreements = cuts.Select(c => c.Disagreement(documented) is { } words ? new ModelDisagreement(c.Model, words) : null).OfType<ModelDisagreement>().ToArray();
        var measured = new[] { crash?.Summary }.OfType<string>()
            .Concat(cuts.Select(c => (commitsAsDefault ? "as Default's commits, " : "") + c.Summary + (c.Disagreement(documented) is { } words ? $" — **disagrees with the documentation: {words}**" : "")))
            .ToArray();
        var crashLost = crash is { Lost: > 0 } || (crash is not null && !CrashReopened.IsSound(crash.Integrity));
        var measuredCuts = cuts.Where(c => c.Error is null && c.Cuts.Count > 0).ToArray();
        var cutsLost = crashLost || measuredCuts.Any(c => c.LostSomething);
        // Faults are read only where the cuts kept everything: a variant that loses commits to a cut loses them after a fault too.
        var faultLoss = cutsLost ? null : FaultLoss(engineName, variant, faults ?? []);
        bool? durable = cutsLost || faultLoss is not null ? false
            : measuredCuts.Length > 0 ? true
            : null;
        var loss = measuredCuts.Length == 0 ? faultLoss
            : (commitsAsDefault ? "as Default's commits, " : "") + string.Join("; ", measuredCuts.Select(c => c.Loss)) + SourceOf(measuredCuts)
              + (faultLoss is null ? "" : "; " + faultLoss);
        return new VariantRisk(documented.SurvivesPowerLoss, note.PowerLoss, measured.Length == 0 ? null : string.Join("; ", measured))
        {
            DurableAsMeasured = durable,
            Loss = loss,
            MostRowsLost = commitsAsDefault || measuredCuts.Length == 0 ? null : measuredCuts.Max(c => c.MostRowsLost),
            RowsPerCommit = commitsAsDefault || measuredCuts.Length == 0 ? null : measuredCuts.Max(c => c.RowsPerCommit),
            Disagreements = disagreements,
        };
    }

    /// <summary>
    /// The power-check results that stand for <paramref name="variant"/> on <paramref name="engineName"/>, one per file-system
    /// model, posix first: its own, or for Transaction and Batch without their own, Default's — results from before the
    /// writer committed as the variant does, when it committed one row per transaction under every variant.
    /// </summary>
    public static IReadOnlyList<PowerResult> CutsStandingFor(string engineName, Variant variant, IReadOnlyList<PowerResult> powers)
    {
        var own = CutsOf(engineName, variant, powers);
        return own.Length == 0 && variant.WrapsStepsInTransaction() ? CutsOf(engineName, Variant.Default, powers) : own;
    }

    // One result per file-system model, strictest (posix) first: the models' declaration order.
    private static PowerResult[] CutsOf(string engineName, Variant variant, IReadOnlyList<PowerResult> powers) =>
        [.. powers.Where(r => r.Engine == engineName && r.Variant == variant).OrderBy(r => r.Model)];

    // What the variant's injected faults lost, where a trial lost an acknowledged commit or a sound database: the loss a
    // durable variant's power cuts never show, so it decides alone. Null where every trial kept both, or none was measured.
    private static string? FaultLoss(string engineName, Variant variant, IReadOnlyList<FaultResult> faults)
    {
        var lossy = faults.Where(f => f.Engine == engineName && f.Variant == variant && f.Error is null)
            .Select(f => (f.Fault, Trials: f.Measured, Lossy: f.Measured.Where(t => t.Lost > 0 || t.Damaged).ToArray()))
            .Where(f => f.Lossy.Length > 0)
            .Select(f => $"lost acknowledged commits or a sound database after a {FaultName(f.Fault)} in {f.Lossy.Length} of {f.Trials.Count} trials")
            .ToArray();
        return lossy.Length == 0 ? null : string.Join("; ", lossy);
    }

    private static string FaultName(FaultKind fault) => fault switch
    {
        FaultKind.DiskFull => "full disk",
        FaultKind.FsyncError => "failed fsync",
    };

    private static string SourceOf(IReadOnlyList<PowerResult> cuts) =>
        cuts.Select(c => c.Source).OfType<string>().FirstOrDefault() is { } source ? $" ({source})" : "";
}
