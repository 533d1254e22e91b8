using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.Postgres;

/// <summary>PostgreSQL's SQL: standard identity keys and types; catalogue look-ups in the current schema.</summary>
public sealed class PostgresDialect : SqlDialect
{
    /// <summary>The shared instance; the type holds no state.</summary>
    public static PostgresDialect Instance { get; } = new();

    /// <inheritdoc />
    public override string TableExistsSql =>
        "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema() AND lower(table_name) = lower(@name)";

    /// <inheritdoc />
    public override IReadOnlyList<KeyValuePair<string, string>> ConcurrencySettingsSql { get; } =
    [
        new("transaction_isolation", "SHOW transaction_isolation"),
        new("lock_timeout", "SHOW lock_timeout"),
        new("deadlock_timeout", "SHOW deadlock_timeout"),
    ];
}
