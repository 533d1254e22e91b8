using System.Data.Common;
using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Engines.Servers;

/// <summary>
/// W8 on a server: the provider's <c>BeginTransaction()</c> at the server's shipped isolation, SERIALIZABLE, and
/// the shipped isolation with the rows locked at the read (<c>SELECT … FOR UPDATE</c>). The shipped isolation lets
/// a read-modify-write lose an update, which W8 counts; the other two rule it out, so a lost update there fails the run.
/// </summary>
internal abstract class ServerWriters : WritersSupport
{
    /// <summary>The product's name, for the reasons shown as n/a.</summary>
    protected abstract string Product { get; }

    /// <inheritdoc />
    public override string? StartNotApplicable(TransactionStart start) => start switch
    {
        TransactionStart.AsShipped or TransactionStart.Serializable or TransactionStart.ForUpdate => null,
        TransactionStart.Deferred or TransactionStart.Immediate =>
            $"BEGIN DEFERRED and BEGIN IMMEDIATE are SQLite's: {Product}'s BEGIN takes no lock up front, its row locks come with the writes or a SELECT … FOR UPDATE (the ForUpdate case)",
        _ => throw new ArgumentOutOfRangeException(nameof(start)),
    };

    /// <inheritdoc />
    public override string ProcessesNotApplicable =>
        "a server's writers are server sessions already, whichever client process opens them: the locks they meet are the server's, taken in its own process, not a file's shared between processes";

    /// <inheritdoc />
    public override bool PreventsLostUpdates(TransactionStart start) => start is TransactionStart.Serializable or TransactionStart.ForUpdate;

    /// <inheritdoc />
    public abstract override WriteErrorKind? ErrorKind(Exception error, DbConnection connection);
}
