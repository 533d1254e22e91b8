namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// One W8 writer's way into the database, used by its thread alone: an ADO.NET connection with W8's SQL
/// (<c>SqlWriterSession</c>), or an engine's own API (LiteDB's). A transfer is <see cref="Begin"/>, two reads, two
/// writes and <see cref="Commit"/>; an error <see cref="ErrorKind"/> sorts is followed by <see cref="Discard"/>.
/// </summary>
public abstract class WriterSession : IDisposable
{
    /// <summary>Begins a transaction as the case says.</summary>
    public abstract void Begin();

    /// <summary>Reads <paramref name="account"/>'s balance in the open transaction.</summary>
    public abstract long ReadBalance(int account);

    /// <summary>Writes <paramref name="account"/>'s balance in the open transaction; throws <see cref="WorkloadValidationException"/> unless exactly one account changed.</summary>
    public abstract void WriteBalance(int account, long balance);

    /// <summary>Commits the open transaction.</summary>
    public abstract void Commit();

    /// <summary>After an error: rolls back whatever is open and leaves the session ready to begin again.</summary>
    public abstract void Discard();

    /// <summary>Inside an open transaction: the settings that decide how it meets other writers, read back, as <c>name=value, …</c>.</summary>
    public abstract string ReadTransactionSettings();

    /// <summary>Outside a transaction: the session's own settings read back (a busy timeout, a command timeout), each as <c>, name=value</c>; empty when none.</summary>
    public abstract string ReadConnectionSettings();

    /// <summary>The kind of <paramref name="error"/>, which the session just threw, or null for an error W8 must not survive.</summary>
    public abstract WriteErrorKind? ErrorKind(Exception error);

    /// <summary>Within the run's last seconds, cuts any wait the session's statements make to what is left before <paramref name="deadline"/> (a Stopwatch timestamp).</summary>
    public virtual void CutTimeouts(long deadline)
    {
    }

    /// <inheritdoc />
    public abstract void Dispose();
}

/// <summary>
/// Where W8's writers get their sessions: a connection per writer on an ADO.NET database (<c>SqlWritersStore</c>), or an
/// engine's own (LiteDB's threads on its one instance). The run disposes it, and with it what its sessions opened.
/// </summary>
public interface IWritersStore : IDisposable
{
    /// <summary>Writer <paramref name="writer"/>'s session, its lock wait set and read back.</summary>
    WriterSession Open(int writer);
}
