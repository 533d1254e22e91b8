using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines;

/// <summary>
/// An engine reached on a server: the SQLite-only variants are "n/a", and the engine can run
/// when the user gave a connection string or the server's Debian package is installed.
/// </summary>
public abstract class ServerEngine : Engine
{
    /// <summary>The product, provider and ways to reach it.</summary>
    protected abstract ServerProduct Product { get; }

    /// <summary>Why the product has no in-memory form of the workloads.</summary>
    protected abstract string NoInMemoryDatabase { get; }

    /// <summary>
    /// Why SQLite's durable variants (Extra, WalFull) are n/a: what the product's Default already
    /// syncs at every commit, so that there is nothing to raise.
    /// </summary>
    protected abstract string DurableByDefault { get; }

    /// <summary>Why W6 runs no reader processes on a server: its readers are separate sessions of the server already.</summary>
    public const string ReadersAreServerSessions =
        "a server's readers are separate server sessions already, whichever client process opens them: the locks they meet are the " +
        "server's, taken in its own process, not a file's shared between processes, so reader processes would add only client processes";

    /// <inheritdoc />
    public override string? ReaderProcessesNotApplicable => ReadersAreServerSessions;

    /// <inheritdoc />
    public sealed override VariantSupport Supports(Variant variant) => variant switch
    {
        Variant.Default or Variant.Transaction or Variant.SyncOff or Variant.Batch => VariantSupport.Supported(variant),
        Variant.Wal or Variant.Exclusive => VariantSupport.NotApplicable(variant, "SQLite-only setting"),
        Variant.WalFull or Variant.Extra => VariantSupport.NotApplicable(variant, DurableByDefault),
        Variant.Memory => VariantSupport.NotApplicable(variant, NoInMemoryDatabase),
    };

    /// <inheritdoc />
    public sealed override string? MissingPrerequisite() =>
        Environment.GetEnvironmentVariable(Product.ConnectionStringVariable) is { Length: > 0 }
            ? null
            : ServerEndpoint.NoThrowawayServer(Product.ConnectionStringVariable) ?? MissingBinaries();

    /// <summary>Null when a throwaway server can start here (its binaries installed, its data folder within its account's reach); otherwise what stops it and the fix.</summary>
    protected abstract string? MissingBinaries();
}
