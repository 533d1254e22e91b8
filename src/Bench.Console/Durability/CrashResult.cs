using System.Text.Json.Serialization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>One crash trial's outcome: commits acknowledged before SIGKILL, how many of them the reopened database lacks, and its integrity.</summary>
/// <param name="Engine">Engine name.</param>
/// <param name="Variant">The variant, written by its name.</param>
/// <param name="Acknowledged">Commits the child reported as returned before it was killed.</param>
/// <param name="Lost">Acknowledged commits missing after reopening.</param>
/// <param name="Integrity">The integrity check's verdict: "ok" or its complaint.</param>
/// <param name="Check">The integrity check used.</param>
/// <param name="Error">Why the trial could not run, or null.</param>
public sealed record CrashResult(string Engine, [property: JsonConverter(typeof(VariantNameConverter))] Variant Variant, long Acknowledged, long Lost, string Integrity, string Check, string? Error = null)
{
    /// <summary>The tuning report's words: "process crash: 0 of 412 acknowledged commits lost, integrity ok".</summary>
    public string Summary => Error is not null
        ? $"process crash: not measured ({Error})"
        : $"process crash: {Lost} of {Acknowledged} acknowledged commits lost, integrity {Integrity}";
}
