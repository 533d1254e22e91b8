using System.Globalization;
using System.Text.Json.Serialization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>One simulated power cut: where it was aimed, when it fell, what the writer had acknowledged, what the reopened database lacked.</summary>
/// <param name="Cut">The cut's number; with the seed, what <c>--cut</c> reproduces.</param>
/// <param name="Target">The acknowledgement count the cut waited for.</param>
/// <param name="Acknowledged">Commits acknowledged before the writer was stopped.</param>
/// <param name="Lost">Acknowledged commits missing after the cut and reopening (a commit with any row missing counts).</param>
/// <param name="Integrity">"ok", the integrity check's complaint, or "unopenable: …".</param>
/// <param name="Milliseconds">Time from the writer's first commit to the cut.</param>
/// <param name="SinceLastSyncMilliseconds">Time from the end of the last durable sync (fsync, fdatasync) to the cut; null when none was made since the starting state.</param>
/// <param name="Syncs">Durable syncs the writer's processes made between the starting state and the cut.</param>
/// <param name="SyncInFlight">True when the cut fell inside a sync (a checkpoint, a log flush).</param>
/// <param name="AcknowledgedBeforeLastSync">Commits acknowledged before the last finished sync started.</param>
/// <param name="RowsPerCommit">Rows each commit carried: 1, or a step's under Transaction and Batch (results from before rows were counted: 1).</param>
/// <param name="LostRows">Acknowledged rows missing; null in results from before rows were counted (one row a commit: <see cref="Lost"/>).</param>
/// <param name="LostSpanMilliseconds">
/// Time from the acknowledgement of the first commit the cut lost to the cut: how far back the loss reaches, to set against a
/// documented window (PostgreSQL's asynchronous commit); null when the cut lost nothing, or in results from before it was kept.
/// </param>
/// <param name="RowsBeyond">
/// Rows present past the acknowledged ones: none, or the commit the writer made before it was stopped and could acknowledge
/// it; null in results from before every row was counted.
/// </param>
public sealed record PowerCutOutcome(
    int Cut, int Target, long Acknowledged, long Lost, string Integrity,
    double Milliseconds = 0, double? SinceLastSyncMilliseconds = null, long Syncs = 0, bool SyncInFlight = false, long AcknowledgedBeforeLastSync = 0,
    int RowsPerCommit = 1, long? LostRows = null, double? LostSpanMilliseconds = null, long? RowsBeyond = null)
{
    /// <summary>
    /// The engine's build as the cut's writer reported it once its database was open (a server's is known only then), or
    /// null; not saved with the cut: its result's <see cref="PowerResult.EngineVersion"/> holds it.
    /// </summary>
    [JsonIgnore]
    public string? EngineVersion { get; init; }

    /// <summary>Acknowledged rows missing after the cut, counted or (in older results) one per lost commit.</summary>
    public long RowsLost => LostRows ?? Lost * RowsPerCommit;

    /// <summary>
    /// True when the rows present hold part of a commit, acknowledged or not (<see cref="CrashReopened.HoldsPartOfACommit"/>):
    /// the engine's atomicity broke, whatever its integrity check says.
    /// </summary>
    public bool PartOfACommit => CrashReopened.SplitsACommit(RowsLost, RowsBeyond, RowsPerCommit);

    /// <summary>True when the database could not be opened, failed its integrity check or held part of a commit.</summary>
    public bool Damaged => !CrashReopened.IsSound(Integrity) || PartOfACommit;

    /// <summary>
    /// Commits acknowledged before the last sync started that the cut lost (rows come back as a
    /// prefix, so the last <see cref="Lost"/> acknowledged are the ones missing). An engine whose every
    /// sync makes all earlier commits durable (WAL with synchronous=NORMAL: its checkpoint) loses none.
    /// </summary>
    public long LostBeforeLastSync => Math.Max(0, AcknowledgedBeforeLastSync - (Acknowledged - Lost));
}

/// <summary>An engine and variant's power cuts under one file-system model.</summary>
/// <param name="Engine">Engine name.</param>
/// <param name="Variant">The variant, written by its name.</param>
/// <param name="Seed">The seed the cut points came from.</param>
/// <param name="Cuts">Each cut's outcome.</param>
/// <param name="Check">The integrity check used.</param>
/// <param name="Error">Why the cuts could not run, or null.</param>
/// <param name="Model">The file-system model, written by its name (results from before models existed: posix).</param>
/// <param name="EngineVersion">
/// The engine's build as the engine reports it ("SQLite 3.53.4 (…)", "PostgreSQL 17.2"): an embedded engine's read before the
/// cuts, a server's as the first cut's writer reported it once it had started the server; null where it was not read (no cut's
/// writer got that far, an older result).
/// </param>
/// <param name="MeasuredOn">The UTC date of the cuts ("2026-11-26"), or null in an older result.</param>
/// <param name="Source">Where the figures were quoted from when they were not measured on this machine (the reference run), or null.</param>
public sealed record PowerResult(
    string Engine, [property: JsonConverter(typeof(VariantNameConverter))] Variant Variant, int Seed, IReadOnlyList<PowerCutOutcome> Cuts, string Check, string? Error = null,
    [property: JsonConverter(typeof(FileSystemModelConverter))] FileSystemModel Model = FileSystemModel.Posix,
    string? EngineVersion = null, string? MeasuredOn = null, string? Source = null)
{
    /// <summary>True when the cuts ran and none lost an acknowledged commit or damaged the database.</summary>
    public bool KeptEverything => Error is null && Cuts.Count > 0 && CutsWithLoss == 0 && Damaged == 0;

    /// <summary>True when a cut lost an acknowledged commit or damaged the database.</summary>
    public bool LostSomething => Error is null && (CutsWithLoss > 0 || Damaged > 0);

    /// <summary>Cuts after which acknowledged commits were missing.</summary>
    public int CutsWithLoss => Cuts.Count(c => c.Lost > 0);

    /// <summary>
    /// True when every cut that lost anything lost all it had acknowledged, more than one commit: the variant kept nothing
    /// of its writes, so <see cref="MostLost"/> says how far the furthest cut got, not how much the variant keeps. (One
    /// lost commit reads the same either way, and keeps the words "its last" and "at most 1".)
    /// </summary>
    public bool LostAllAcknowledged => MostLost > 1 && Cuts.Where(c => c.Lost > 0).All(c => c.Lost == c.Acknowledged);

    /// <summary>The most acknowledged commits one cut lost.</summary>
    public long MostLost => Cuts.Count == 0 ? 0 : Cuts.Max(c => c.Lost);

    /// <summary>The most acknowledged rows one cut lost: what a user of the variant loses, in the unit of a table's rows.</summary>
    public long MostRowsLost => Cuts.Count == 0 ? 0 : Cuts.Max(c => c.RowsLost);

    /// <summary>Rows each of the writer's commits carried: 1, or a step's (1,000) under Transaction and Batch.</summary>
    public int RowsPerCommit => Cuts.Count == 0 ? 1 : Cuts.Max(c => c.RowsPerCommit);

    /// <summary>Cuts that left the database unopenable or failing its integrity check.</summary>
    public int Damaged => Cuts.Count(c => c.Damaged);

    /// <summary>The spread of the cut points: "cuts at 3–18,204 acknowledged, 12 ms–19.8 s".</summary>
    public string Spread => Cuts.Count == 0
        ? "no cut"
        : string.Create(CultureInfo.InvariantCulture,
            $"cuts at {Cuts.Min(c => c.Acknowledged):N0}–{Cuts.Max(c => c.Acknowledged):N0} acknowledged, {Duration(Cuts.Min(c => c.Milliseconds))}–{Duration(Cuts.Max(c => c.Milliseconds))}");

    /// <summary>The tuning report's words: "power cut (posix): 3 of 20 cuts lost acknowledged commits (at most 41); 0 left the database unopenable or failing its integrity check", with the rows where a commit carries more than one ("(at most 1 of 1,000 rows: 1,000 rows)").</summary>
    public string Summary => Error is not null
        ? $"power cut ({ModelName}): not measured ({Error})"
        : string.Create(CultureInfo.InvariantCulture,
            $"power cut ({ModelName}): {CutsWithLoss} of {Cuts.Count} cuts lost {(LostAllAcknowledged ? $"all they acknowledged (up to {MostLost}{RowsOfMostLost})" : $"acknowledged commits{(CutsWithLoss > 0 ? $" (at most {MostLost}{RowsOfMostLost})" : "")}")}; " +
            $"{Damaged} left the database unopenable or failing its integrity check{PartialWords}{(Source is null ? "" : $" ({Source})")}");

    /// <summary>Cuts after which the rows present held part of a commit (<see cref="PowerCutOutcome.PartOfACommit"/>), counted among <see cref="Damaged"/>.</summary>
    public int PartialCommits => Cuts.Count(c => c.PartOfACommit);

    // Which of the damaged cuts broke a commit apart rather than the file: said only where one did.
    private string PartialWords => PartialCommits == 0 ? "" : FormattableString.Invariant($", {PartialCommits} of them by holding part of a commit");

    /// <summary>
    /// The answer's short words, in the unit a user of the variant feels: "lost acknowledged commits in 3 of 3 cuts, at most 1 (posix)",
    /// "lost its last acknowledged batch of 1,000 rows in 17 of 20 cuts (posix)", "lost nothing in 3 cuts (journaled)".
    /// </summary>
    public string Loss => Error is not null
        ? $"not measured ({ModelName}: {Error})"
        : (CutsWithLoss, Damaged) switch
        {
            (0, 0) => FormattableString.Invariant($"lost nothing in {Cuts.Count} cuts ({ModelName})"),
            (_, 0) => FormattableString.Invariant($"{LostWords} ({ModelName})"),
            _ => FormattableString.Invariant($"{LostWords}, and left the database damaged in {Damaged} ({ModelName})"),
        };

    // The model as the words name it; private, so that the results file holds the name once, as Model.
    private string ModelName => FileSystemModels.NameOf(Model);

    // ": 1,000 rows" after the most commits lost, where a commit carries several rows.
    private string RowsOfMostLost => RowsPerCommit == 1 ? "" : FormattableString.Invariant($" of {RowsPerCommit:N0} rows: {MostRowsLost:N0} rows");

    // The loss in commits, or in the variant's own commits and their rows.
    private string LostWords
    {
        get
        {
            // "At most N" where each cut lost all it had acknowledged would read as a bound on the loss; N is only how far the cuts got.
            if (LostAllAcknowledged)
            {
                return RowsPerCommit == 1
                    ? FormattableString.Invariant($"lost all it acknowledged, in {CutsWithLoss} of {Cuts.Count} cuts (up to {MostLost:N0})")
                    : FormattableString.Invariant($"lost all it acknowledged, in {CutsWithLoss} of {Cuts.Count} cuts (up to {MostLost:N0} {Plural}: {MostRowsLost:N0} rows)");
            }

            if (RowsPerCommit == 1)
            {
                return FormattableString.Invariant($"lost acknowledged commits in {CutsWithLoss} of {Cuts.Count} cuts, at most {MostLost:N0}");
            }

            return MostLost == 1
                ? FormattableString.Invariant($"lost its last acknowledged {Noun} of {RowsPerCommit:N0} rows in {CutsWithLoss} of {Cuts.Count} cuts")
                : FormattableString.Invariant($"lost acknowledged {Plural} of {RowsPerCommit:N0} rows in {CutsWithLoss} of {Cuts.Count} cuts, at most {MostLost:N0} ({MostRowsLost:N0} rows)");
        }
    }

    // What one of the variant's commits is called where it carries a step's rows.
    private string Noun => Variant.TakesBulkPath() ? "batch" : "transaction";

    private string Plural => Variant.TakesBulkPath() ? "batches" : "transactions";

    /// <summary>A duration for people: "840 ms", "12.4 s".</summary>
    public static string Duration(double milliseconds) => milliseconds < 1000
        ? string.Create(CultureInfo.InvariantCulture, $"{milliseconds:N0} ms")
        : string.Create(CultureInfo.InvariantCulture, $"{milliseconds / 1000:N1} s");

    /// <summary>
    /// Where the cuts contradict the documentation's <paramref name="note"/>, in words, or null:
    /// commits lost where it promises durability, damage where it promises a consistent database,
    /// nothing lost where it warns of losses (over these cuts; fewer cuts could miss it).
    /// </summary>
    public string? Disagreement(DurabilityNote note)
    {
        ArgumentNullException.ThrowIfNull(note);
        if (Error is not null || Cuts.Count == 0)
        {
            return null;
        }

        var words = note.PowerLoss;
        if (CutsWithLoss > 0 && note.SurvivesPowerLoss)
        {
            return "it says durable, and acknowledged commits were lost";
        }

        if (Damaged > 0 && !words.Contains("corrupt", StringComparison.Ordinal))
        {
            return "it does not warn of corruption, and the database was left unopenable or failing its check";
        }

        if (MostLost > 1 && words.Contains("possibly the last", StringComparison.Ordinal))
        {
            return $"it says at most the last commit can be lost, and one cut lost {MostLost}";
        }

        return CutsWithLoss == 0 && (words.Contains("lose", StringComparison.Ordinal) || words.Contains("roll back", StringComparison.Ordinal))
            ? $"it warns of lost commits, and none of {Cuts.Count} cuts lost one"
            : null;
    }
}
