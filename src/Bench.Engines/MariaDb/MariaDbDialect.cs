using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.MariaDb;

/// <summary>MariaDB's SQL: AUTO_INCREMENT keys, DATETIME, DOUBLE, catalogue look-ups in the current database.</summary>
public sealed class MariaDbDialect : SqlDialect
{
    /// <summary>The shared instance; the type holds no state.</summary>
    public static MariaDbDialect Instance { get; } = new();

    /// <inheritdoc />
    public override string AutoIncrementPrimaryKey => "integer not null auto_increment primary key";

    /// <inheritdoc />
    public override string Timestamp => "datetime";

    /// <inheritdoc />
    public override string Real => "double";

    /// <inheritdoc />
    public override string TableExistsSql =>
        "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND lower(table_name) = lower(@name)";

    /// <inheritdoc />
    public override IReadOnlyList<KeyValuePair<string, string>> ConcurrencySettingsSql { get; } =
    [
        new("tx_isolation", "SELECT @@SESSION.tx_isolation"),
        new("innodb_lock_wait_timeout", "SELECT @@SESSION.innodb_lock_wait_timeout"),
    ];
}
