using System.Text.Json.Serialization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>One injected fault: where it was drawn and injected, what the application saw, how the engine went on, and what the final cut lost.</summary>
/// <param name="Trial">The trial's number; with the seed, what <c>--trial</c> reproduces.</param>
/// <param name="Point">The eligible call the fault was drawn at (a call growing a file; an fsync, fdatasync or synchronous write of a file), counted from the starting state.</param>
/// <param name="CutAfter">The acknowledgements after the fault the final cut waited for.</param>
/// <param name="Injected">What the interposer injected, on which call of which file; null when the trial failed before.</param>
/// <param name="Seen">The failed commits the writer told of, in order (the first is the fault's).</param>
/// <param name="AfterFault">How the engine went on (<see cref="Behaviour"/>).</param>
/// <param name="CommittedAfterFault">Commits acknowledged after the fault was injected.</param>
/// <param name="Acknowledged">Commits acknowledged before the final cut.</param>
/// <param name="Lost">Acknowledged rows missing after the cut and reopening.</param>
/// <param name="Integrity">"ok", the integrity check's complaint, or "unopenable: …".</param>
/// <param name="LostBeforeLastSync">
/// Of <paramref name="Lost"/>, the commits acknowledged before the last durable sync started (rows come back as a prefix): what the
/// cut alone would not have lost where every sync makes the earlier commits durable (SQLite's WAL checkpoint, a FULL commit).
/// </param>
/// <param name="Failure">Why the trial measured nothing (a fault never injected, a writer that never started), or null.</param>
/// <param name="Server">A server's course after the fault (<see cref="ServerWatch"/>: kept running, came back by itself, stopped); null for an embedded engine.</param>
/// <param name="ServerLog">The lines of note the server logged after the fault was armed (a PANIC, an error, its restart); null for an embedded engine.</param>
/// <param name="KeptAfterFailing">Commits that failed on a server and whose rows the writer then found committed (and acknowledged).</param>
/// <param name="NoEligibleCall">
/// True when the fault was not injected because the writer made no call it could be injected at (a variant that never
/// fsyncs): the fault has nothing to fail under that variant, and every further trial would find the same.
/// </param>
public sealed record FaultOutcome(
    int Trial, int Point, int CutAfter, string? Injected, IReadOnlyList<WriterFault> Seen, string AfterFault,
    long CommittedAfterFault, long Acknowledged, long Lost, string Integrity, long LostBeforeLastSync = 0, string? Failure = null,
    string? Server = null, IReadOnlyList<string>? ServerLog = null, long KeptAfterFailing = 0, bool NoEligibleCall = false)
{
    /// <summary>A commit failed, the fault was cleared, and the next commits went in on the same connection.</summary>
    public const string KeptWorking = "kept working";

    /// <summary>Commits failed after the fault was cleared until the connection was reopened.</summary>
    public const string RefusedUntilReopened = "refused until reopened";

    /// <summary>Commits failed even after the connection was reopened.</summary>
    public const string RefusedAfterReopening = "refused after reopening";

    /// <summary>The fault was injected and no commit failed: the engine swallowed it or did not reach it before the cut.</summary>
    public const string NoErrorSeen = "no error seen";

    /// <summary>
    /// The engine's build as the trial's writer reported it once its database was open (a server's is known only then), or
    /// null; not saved with the trial: its result's <see cref="FaultResult.EngineVersion"/> holds it.
    /// </summary>
    [JsonIgnore]
    public string? EngineVersion { get; init; }

    /// <summary>A trial that measured nothing, with the reason.</summary>
    public static FaultOutcome Failed(int trial, int point, int cutAfter, string reason) =>
        new(trial, point, cutAfter, null, [], "-", 0, 0, 0, "-", Failure: reason);

    /// <summary>True when the database could not be opened or failed its integrity check.</summary>
    [JsonIgnore]
    public bool Damaged => Failure is null && !CrashReopened.IsSound(Integrity);

    /// <summary>A commit failed, the fault was cleared, and no commit was acknowledged before the cut.</summary>
    public const string NothingAfterClearing = "no commit after clearing";

    /// <summary>How the engine went on, read from the stages the writer reached and the commits acknowledged after the clearing.</summary>
    public static string Behaviour(IReadOnlyList<WriterFault> seen, long acknowledgedAfterClearing)
    {
        ArgumentNullException.ThrowIfNull(seen);
        return seen.Count == 0 ? NoErrorSeen
            : seen[^1].Stage == FaultWriter.Stages[^1] ? RefusedAfterReopening
            : acknowledgedAfterClearing == 0 ? NothingAfterClearing
            : seen.Count > 1 ? RefusedUntilReopened
            : KeptWorking;
    }
}

/// <summary>An engine and variant's trials of one fault kind.</summary>
/// <param name="Engine">Engine name.</param>
/// <param name="Variant">The variant, written by its name.</param>
/// <param name="Fault">The fault, written by its name (<see cref="InjectedFault.NameOf"/>).</param>
/// <param name="Seed">The seed the points came from.</param>
/// <param name="Trials">Each trial's outcome.</param>
/// <param name="Check">The integrity check used.</param>
/// <param name="Model">The file-system model of the final cut, written by its name.</param>
/// <param name="Error">Why the trials could not run, or null.</param>
/// <param name="EngineVersion">
/// The engine's build as it reports it: an embedded engine's read before the trials, a server's as the first trial's writer
/// reported it once it had started the server; null where it was not read (no trial's writer got that far, an older result).
/// </param>
/// <param name="MeasuredOn">The UTC date of the trials.</param>
public sealed record FaultResult(
    string Engine, [property: JsonConverter(typeof(VariantNameConverter))] Variant Variant,
    [property: JsonConverter(typeof(FaultKindConverter))] FaultKind Fault, int Seed, IReadOnlyList<FaultOutcome> Trials, string Check,
    [property: JsonConverter(typeof(FileSystemModelConverter))] FileSystemModel Model, string? Error = null, string? EngineVersion = null, string? MeasuredOn = null)
{
    /// <summary>The trials that measured the engine (the fault injected).</summary>
    [JsonIgnore]
    public IReadOnlyList<FaultOutcome> Measured => [.. Trials.Where(t => t.Failure is null)];

    /// <summary>The trials that measured nothing, with their reasons.</summary>
    [JsonIgnore]
    public IReadOnlyList<FaultOutcome> Failed => [.. Trials.Where(t => t.Failure is not null)];

    /// <summary>True when the writer made no call the fault could be injected at: the variant has nothing for it to fail.</summary>
    [JsonIgnore]
    public bool NothingToFail => Measured.Count == 0 && Trials.Any(t => t.NoEligibleCall);
}
