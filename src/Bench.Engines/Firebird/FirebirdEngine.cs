using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Concurrency;
using EmbeddedDbBench.Core.Writers;
using FirebirdSql.Data.FirebirdClient;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// Firebird 3 through FirebirdSql.Data.FirebirdClient: what its embedded and server forms share.
/// Default is a database as Firebird creates it (Forced Writes on); SyncOff is Forced Writes off;
/// Batch is one transaction and <see cref="FirebirdExecuteBlockInsert"/>.
/// </summary>
public abstract class FirebirdEngine : Engine
{
    /// <inheritdoc />
    public override string Provider => $"FirebirdSql.Data.FirebirdClient {ProviderVersion.Of(typeof(FbConnection))}";

    /// <inheritdoc />
    public override SqlDialect Dialect => FirebirdDialect.Instance;

    /// <inheritdoc />
    public sealed override VariantSupport Supports(Variant variant) => variant switch
    {
        Variant.Default or Variant.Transaction or Variant.SyncOff or Variant.Batch => VariantSupport.Supported(variant),
        Variant.Wal => VariantSupport.NotApplicable(variant,
            "Firebird has no journal to switch: it writes new record versions into the database pages in careful order"),
        Variant.Exclusive => VariantSupport.NotApplicable(variant,
            "SQLite's locking_mode; Firebird's exclusive access is a maintenance shutdown (gfix -shut single) that refuses a second connection"),
        Variant.Memory => VariantSupport.NotApplicable(variant, "Firebird 3 has no in-memory database: every database is a file"),
        Variant.WalFull or Variant.Extra => VariantSupport.NotApplicable(variant,
            "Firebird's Default (Forced Writes on) already writes each commit's pages to disk synchronously before the commit returns; " +
            "it has no journal, and no sync level beyond Forced Writes"),
    };

    /// <inheritdoc />
    /// <remarks>FirebirdClient's NO WAIT (read back as lock_timeout) would matter only for an update conflict, which one writer never meets.</remarks>
    public override LockWaitSupport LockWait { get; } = LockWaitSupport.NotApplicable(
        "W6's readers take no lock Firebird's one writer waits for (they read record versions: read committed record_version, the aggregate a snapshot), " +
        "and the one writer never meets another transaction's uncommitted version of a row, the only thing WAIT would wait for: " +
        "FirebirdClient's FbTransactionOptions (TransactionBehavior Wait, WaitTimeout: LOCK TIMEOUT n) would bound a wait no W6 transaction makes");

    /// <inheritdoc />
    public override WritersSupport Writers { get; } = new FirebirdWriters();

    /// <summary>A connection string for a new database: UTF8, SYSDBA.</summary>
    protected static FbConnectionStringBuilder NewDatabase(FbConnectionStringBuilder builder, string database)
    {
        builder.Database = database;
        builder.Charset = "UTF8";
        return builder;
    }
}
