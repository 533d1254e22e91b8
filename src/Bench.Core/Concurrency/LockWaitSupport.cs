using System.Globalization;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// Whether W6 can make an engine's connections wait for another connection's lock, for a time it
/// chooses, where the engine as shipped fails at once or leaves the wait to the provider (SQLite's
/// <c>PRAGMA busy_timeout</c>): the statement that sets the wait on one connection and the one that
/// reads it back; or, where W6 sets none, why (<see cref="NotApplicableReason"/>, shown as n/a).
/// </summary>
public sealed record LockWaitSupport
{
    private readonly Func<TimeSpan, string>? _set;
    private readonly Func<TimeSpan, string>? _readBack;

    private LockWaitSupport(string? setting, Func<TimeSpan, string>? set, string? readSql, Func<TimeSpan, string>? readBack, string? notApplicableReason)
    {
        Setting = setting;
        _set = set;
        ReadSql = readSql;
        _readBack = readBack;
        NotApplicableReason = notApplicableReason;
    }

    /// <summary>The setting's name as the engine spells it (<c>busy_timeout</c>); null when n/a.</summary>
    public string? Setting { get; }

    /// <summary>The statement returning the setting's value on a connection; null when n/a.</summary>
    public string? ReadSql { get; }

    /// <summary>Null when W6 sets a wait on this engine; otherwise why not, shown as "n/a" in reports.</summary>
    public string? NotApplicableReason { get; }

    /// <summary>True when W6 can set the wait.</summary>
    public bool IsSupported => NotApplicableReason is null;

    /// <summary>A wait W6 sets with <paramref name="set"/> and reads back with <paramref name="readSql"/>, which must return <paramref name="readBack"/>'s text.</summary>
    public static LockWaitSupport Statement(string setting, Func<TimeSpan, string> set, string readSql, Func<TimeSpan, string> readBack) =>
        new(setting, set, readSql, readBack, null);

    /// <summary>No wait W6 sets on this engine, for <paramref name="reason"/>.</summary>
    public static LockWaitSupport NotApplicable(string reason) => new(null, null, null, null, reason);

    /// <summary>The statement that makes one connection wait up to <paramref name="wait"/> for a lock.</summary>
    public string SetSql(TimeSpan wait) => _set?.Invoke(wait) ?? throw NotApplicable();

    /// <summary>The text <see cref="ReadSql"/> returns once <paramref name="wait"/> is in force.</summary>
    public string ReadBack(TimeSpan wait) => _readBack?.Invoke(wait) ?? throw NotApplicable();

    /// <summary>
    /// Sets the wait on <paramref name="connection"/> and reads it back: a wait that is not in force
    /// fails the run (of <paramref name="workload"/>, named in the message) before timing.
    /// </summary>
    public void SetOn(System.Data.Common.DbConnection connection, TimeSpan wait, string workload)
    {
        connection.Execute(SetSql(wait));
        var readBack = Convert.ToString(connection.Scalar(ReadSql!), CultureInfo.InvariantCulture);
        if (readBack != ReadBack(wait))
        {
            throw new InvalidOperationException($"{Setting} reads back {readBack} on a {workload} connection after it was set to {ReadBack(wait)}.");
        }
    }

    /// <summary>Whole milliseconds, invariant: the unit SQLite's busy timeout takes and reads back in.</summary>
    public static string Milliseconds(TimeSpan wait) => ((long)wait.TotalMilliseconds).ToString(CultureInfo.InvariantCulture);

    private NotSupportedException NotApplicable() => new($"no lock wait to set: {NotApplicableReason}");
}
