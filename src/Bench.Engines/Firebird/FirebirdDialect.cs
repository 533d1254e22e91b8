using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// Firebird 3's SQL: UTF8 text columns, DECIMAL(18,4) money (18 digits is its limit), MOD instead of
/// <c>%</c>, population standard deviation from sums (STDDEV_POP arrived in Firebird 4), and the
/// system table RDB$RELATIONS, which holds unquoted names upper-cased.
/// </summary>
public sealed class FirebirdDialect : SqlDialect
{
    /// <summary>The shared instance; the type holds no state.</summary>
    public static FirebirdDialect Instance { get; } = new();

    /// <inheritdoc />
    public override string Text(int length) => $"varchar({length}) character set utf8";

    /// <inheritdoc />
    public override string Currency => "decimal(18,4)";

    /// <inheritdoc />
    public override string Modulo(string dividend, string divisor) => $"MOD({dividend}, {divisor})";

    /// <inheritdoc />
    /// <remarks>Clamped at zero: rounding can leave a constant series' variance a hair below it, and SQRT rejects that.</remarks>
    public override string StdDevPop(string expression) =>
        $"SQRT(MAXVALUE(AVG({expression} * {expression}) - AVG({expression}) * AVG({expression}), 0))";

    /// <inheritdoc />
    public override string TableExistsSql =>
        "SELECT COUNT(*) FROM RDB$RELATIONS WHERE RDB$RELATION_NAME = UPPER(CAST(@name AS VARCHAR(63)))";

    /// <inheritdoc />
    public override IReadOnlyList<KeyValuePair<string, string>> ConcurrencySettingsSql { get; } =
    [
        // MON$ISOLATION_MODE: 0 consistency, 1 concurrency, 2 read committed record_version, 3 read committed no_record_version.
        new("isolation_mode", "SELECT MON$ISOLATION_MODE FROM MON$TRANSACTIONS WHERE MON$TRANSACTION_ID = CURRENT_TRANSACTION"),
        new("lock_timeout", "SELECT MON$LOCK_TIMEOUT FROM MON$TRANSACTIONS WHERE MON$TRANSACTION_ID = CURRENT_TRANSACTION"),
    ];

    /// <inheritdoc />
    /// <remarks>
    /// Firebird 3's READ COMMITTED sees every commit made while a statement runs: one COUNT/SUM can
    /// add rows from before and after a writer's commit, a state no commit held. SNAPSHOT
    /// (isc_tpb_concurrency) reads one; READ COMMITTED READ CONSISTENCY is Firebird 4's.
    /// </remarks>
    public override System.Data.IsolationLevel? ConsistentAggregateIsolation => System.Data.IsolationLevel.Snapshot;
}
