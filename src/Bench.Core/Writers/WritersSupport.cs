using System.Data.Common;

namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// What W8 needs from an engine to run writers beside writers on it: which of the
/// <see cref="TransactionStart"/>s it can express, which of them rule a lost update out, what each writer's
/// connection reads back, and how its errors sort into <see cref="WriteErrorKind"/>s. An engine declares its
/// own (<see cref="Engine.Writers"/>) in its folder; an engine without one runs no W8 case.
/// </summary>
public abstract class WritersSupport
{
    /// <summary>Null when the engine can begin W8's transactions as <paramref name="start"/> says; otherwise why not, shown as n/a.</summary>
    public abstract string? StartNotApplicable(TransactionStart start);

    /// <summary>
    /// True when transactions begun as <paramref name="start"/> cannot lose an update (serializable, or the rows
    /// locked at the read): there a balance off its committed transfers fails the run. False where the isolation
    /// lets a read-modify-write lose one: there it is counted as the setting's price.
    /// </summary>
    public abstract bool PreventsLostUpdates(TransactionStart start);

    /// <summary>
    /// The settings that decide how a writer meets another's locks, as (name, query) pairs read on each writer's
    /// connection inside a transaction begun as the case says (so that a server's transaction-level isolation shows).
    /// </summary>
    public abstract IReadOnlyList<(string Name, string Sql)> SettingReads { get; }

    /// <summary>Null when W8's busy-timeout parameter can be set on this engine's connections; otherwise why not, shown as n/a.</summary>
    public abstract string? LockWaitNotApplicable { get; }

    /// <summary>
    /// Null when W8's writers can run as processes of their own here (each opening the database through
    /// <see cref="Engine.OpenFromProcess"/>); otherwise why not, shown as n/a.
    /// </summary>
    public virtual string? ProcessesNotApplicable => null;

    /// <summary>
    /// The clause that locks the rows a <see cref="TransactionStart.ForUpdate"/> read returns, after the read's
    /// <c>WHERE</c>: standard <c>FOR UPDATE</c> unless the engine spells it otherwise.
    /// </summary>
    public virtual string RowLockClause => "FOR UPDATE";

    /// <summary>
    /// Begins a writer's transaction on <paramref name="connection"/> for the starts that go through the provider
    /// (<see cref="TransactionStart.AsShipped"/>, <see cref="TransactionStart.ForUpdate"/>: its <c>BeginTransaction()</c>;
    /// <see cref="TransactionStart.Serializable"/>: <c>BeginTransaction(Serializable)</c>). An engine whose lock wait is a
    /// transaction's own rather than its connection's (Firebird's transaction parameters) overrides it to put
    /// <paramref name="lockWait"/> (null: as shipped) into the transaction it begins.
    /// </summary>
    public virtual DbTransaction BeginTransaction(DbConnection connection, TransactionStart start, TimeSpan? lockWait)
    {
        ArgumentNullException.ThrowIfNull(connection);
        return start == TransactionStart.Serializable ? connection.BeginTransaction(System.Data.IsolationLevel.Serializable) : connection.BeginTransaction();
    }

    /// <summary>
    /// Puts W8's lock wait on a writer's <paramref name="connection"/> before its first transaction and reads it back: the
    /// engine's connection-level wait (<see cref="Engine.LockWait"/>, SQLite's busy timeout) unless the engine overrides it,
    /// as one whose wait each transaction carries (<see cref="BeginTransaction"/>) does.
    /// </summary>
    public virtual void SetLockWait(Engine engine, DbConnection connection, TimeSpan wait)
    {
        ArgumentNullException.ThrowIfNull(engine);
        engine.LockWait.SetOn(connection, wait, "W8");
    }

    /// <summary>
    /// The kind of <paramref name="error"/>, which a statement on <paramref name="connection"/> just threw, or null
    /// for an error W8 must not survive (it then fails the run).
    /// </summary>
    public abstract WriteErrorKind? ErrorKind(Exception error, DbConnection connection);
}
