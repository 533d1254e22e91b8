using System.Data.Common;

namespace EmbeddedDbBench.Core;

/// <summary>
/// The explicit transaction a step runs in (Transaction and Batch variants, untimed setup), begun by
/// <see cref="BenchDatabase.BeginTransaction"/>. ADO.NET engines wrap a <see cref="DbTransaction"/>;
/// an engine with its own API (LiteDB's <c>BeginTrans</c>/<c>Commit</c>) brings its own.
/// Disposing it without <see cref="Commit"/> rolls it back.
/// </summary>
public abstract class StepTransaction : IDisposable
{
    /// <summary>The ADO.NET transaction commands must enlist in, or null for an engine without ADO.NET.</summary>
    public virtual DbTransaction? DbTransaction => null;

    /// <summary>Commits the transaction.</summary>
    public abstract void Commit();

    /// <summary>Rolls back unless committed, and releases the transaction.</summary>
    public void Dispose()
    {
        Release();
        GC.SuppressFinalize(this);
    }

    /// <summary>Rolls back unless committed; called once by <see cref="Dispose"/>.</summary>
    protected abstract void Release();

    /// <summary>Wraps an ADO.NET transaction (an engine begun with options of its own, or the default one).</summary>
    public static StepTransaction Of(DbTransaction transaction) => new AdoTransaction(transaction);

    private sealed class AdoTransaction(DbTransaction transaction) : StepTransaction
    {
        public override DbTransaction DbTransaction => transaction;

        public override void Commit() => transaction.Commit();

        protected override void Release() => transaction.Dispose();
    }
}
