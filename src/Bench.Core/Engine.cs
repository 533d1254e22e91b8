using System.Data.Common;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Core;

/// <summary>
/// One database engine reached through one provider. An engine hands out a fresh
/// <see cref="BenchDatabase"/> per run, knows its SQL dialect, and says which variants it can
/// express. An engine has three names: its type (<c>MicrosoftSqliteEngine</c>), which benchmark class
/// names and filters show (<c>Crud&lt;MicrosoftSqliteEngine&gt;</c>, <c>--filter '*MicrosoftSqlite*'</c>);
/// its <see cref="Name"/> (<c>Sqlite.MicrosoftData</c>), the short name the ledger, report columns,
/// <c>crash-check</c> and <c>power-check</c> use; and its facts' display name
/// (<see cref="EngineFacts.DisplayName"/>, <c>SQLite through Microsoft.Data.Sqlite</c>), the one pages
/// show a reader.
/// </summary>
public abstract class Engine
{
    /// <summary>The short name the ledger, report columns and the check commands use, e.g. <c>Sqlite.MicrosoftData</c> (the type's name is the one filters match).</summary>
    public abstract string Name { get; }

    /// <summary>The ADO.NET provider (or native API) and its version.</summary>
    public abstract string Provider { get; }

    /// <summary>
    /// What the reports say about this engine, declared here rather than matched by name: its display
    /// name, what each variant risks on a crash or power loss, the published rows it stands beside,
    /// and its SQLite layer, if any. The catalog's completeness test checks every engine's.
    /// </summary>
    public abstract EngineFacts Facts { get; }

    /// <summary>SQL differences between this engine and the workloads' common SQL.</summary>
    public abstract SqlDialect Dialect { get; }

    /// <summary>Whether <paramref name="variant"/> can be run on this engine, and if not, why.</summary>
    public abstract VariantSupport Supports(Variant variant);

    /// <summary>
    /// Creates a fresh, empty database with <paramref name="variant"/> applied and a connection open.
    /// Throws <see cref="EngineUnavailableException"/> when the engine cannot be reached.
    /// </summary>
    public abstract BenchDatabase CreateDatabase(Variant variant);

    /// <summary>
    /// Null when the engine can run on this machine as far as can be told without running it;
    /// otherwise what is missing (a server package, a native library) and how to get it.
    /// </summary>
    public virtual string? MissingPrerequisite() => null;

    /// <summary>
    /// The implementation of <paramref name="workload"/>'s steps this engine runs. SQL engines run the
    /// workload itself (its SQL over <see cref="BenchDatabase.Connection"/>); an engine with its own
    /// API returns its native implementation, which reuses the workload's data, expected outcomes,
    /// preparation order and rows per run, so it is validated against the same figures.
    /// </summary>
    public virtual IWorkload<TStep> Implement<TStep>(IWorkload<TStep> workload) where TStep : struct, Enum => workload;

    /// <summary>
    /// Null when this engine runs <paramref name="step"/> (a value of a workload's step enumeration)
    /// under <paramref name="variant"/>; otherwise why it can't express it honestly, shown as "n/a"
    /// in reports. Benchmarks of such a step are not run on the engine.
    /// </summary>
    public virtual string? StepNotApplicable(Enum step, Variant variant) => null;

    /// <summary>
    /// Whether W6 can make this engine's connections wait, for a time it chooses, for another
    /// connection's lock (W6's busy-timeout parameter; SQLite's <c>PRAGMA busy_timeout</c>), and if
    /// not, why: an engine whose readers take no lock its one writer waits for, or that waits as
    /// shipped already, has nothing the setting would change. Every catalog engine declares its own.
    /// </summary>
    public virtual LockWaitSupport LockWait => LockWaitSupport.NotApplicable("the engine declares no lock wait W6 could set");

    /// <summary>
    /// The SQLite extended result code of <paramref name="error"/>, which <paramref name="connection"/> just
    /// threw, when it is this engine's provider's error from SQLite (W8 sorts busy, busy-snapshot and locked
    /// errors by it, <see cref="WriteErrors.OfSqliteCode"/>); null for any other error or engine.
    /// </summary>
    public virtual int? ExtendedErrorCode(Exception error, System.Data.Common.DbConnection connection) => null;

    /// <summary>
    /// How W8 runs writers beside writers on this engine (its transaction starts, settings read back and error
    /// kinds), or null when it runs none: then every W8 case is n/a.
    /// </summary>
    public virtual WritersSupport? Writers => null;

    /// <summary>
    /// File names (shell wildcards) whose changes the power-cut simulator's verification finds past the writes its
    /// <c>LD_PRELOAD</c> interposer saw (asynchronous I/O, a raw system call), so that it compares those files whole at
    /// every sync instead of copying the ranges it saw written. Empty when every write goes through the C library's calls.
    /// </summary>
    public virtual IReadOnlyList<string> FilesWrittenPastTheInterposer => [];

    /// <summary>
    /// Null when W6's point readers can run as separate OS processes on this engine's databases (each
    /// opening the file through <see cref="OpenFromProcess"/>, the desktop application and its service
    /// on one file); otherwise why not, shown as n/a. Every catalog engine declares its own.
    /// </summary>
    public virtual string? ReaderProcessesNotApplicable => "the engine declares no way for a second process to open its database";

    /// <summary>
    /// In another OS process: opens a connection to the database whose <see cref="BenchDatabase.ProcessAddress"/>
    /// is <paramref name="address"/>, with <paramref name="variant"/>'s per-connection settings applied.
    /// </summary>
    public virtual DbConnection OpenFromProcess(string address, Variant variant) =>
        throw new NotSupportedException($"{Name}: {ReaderProcessesNotApplicable}");

    /// <summary>
    /// How <c>crash-check</c> and <c>power-check</c> write to this engine's database and reopen and check it
    /// after a crash or a cut, or null when neither can: then only the documentation's words stand
    /// (<see cref="Facts"/>). An engine with one declares it in its own folder.
    /// </summary>
    public virtual CrashRecovery? CrashRecovery => null;

    /// <summary>
    /// True when <see cref="BenchDatabase.Connection"/> is an ADO.NET connection that takes the
    /// workloads' SQL; false for an engine reached only through its own API.
    /// </summary>
    public virtual bool HasSqlConnection => true;

    /// <summary>Every variant of <see cref="Variant"/> with this engine's support for it.</summary>
    public IReadOnlyList<VariantSupport> AllVariants() =>
        Enum.GetValues<Variant>().Select(Supports).ToArray();

    /// <summary>The variants this engine runs.</summary>
    public IEnumerable<Variant> SupportedVariants() =>
        AllVariants().Where(s => s.IsSupported).Select(s => s.Variant);

    /// <inheritdoc />
    public override string ToString() => Name;
}
