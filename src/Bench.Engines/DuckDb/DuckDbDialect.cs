using System.Collections.Concurrent;
using System.Text.RegularExpressions;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.DuckDb;

/// <summary>
/// DuckDB's SQL: no identity columns (the key draws from a sequence every DuckDB bench database
/// has), <c>DOUBLE</c>, <c>LIMIT</c>, and parameters written <c>$name</c>, bound by the bare name.
/// </summary>
public sealed partial class DuckDbDialect : SqlDialect
{
    /// <summary>The sequence <see cref="AutoIncrementPrimaryKey"/> draws from; the engine creates it with each database.</summary>
    public const string IdentitySequence = "bench_identity";

    // Workload SQL is a small, fixed set of strings: each is rewritten once, then found by lookup.
    private readonly ConcurrentDictionary<string, string> _commandTexts = new(StringComparer.Ordinal);

    /// <summary>The shared instance.</summary>
    public static DuckDbDialect Instance { get; } = new();

    /// <inheritdoc />
    /// <remarks>DuckDB has neither IDENTITY nor SERIAL; a sequence default is its documented form.</remarks>
    public override string AutoIncrementPrimaryKey => $"integer primary key default nextval('{IdentitySequence}')";

    /// <inheritdoc />
    public override string Real => "double";

    /// <inheritdoc />
    public override string FetchFirst(int rows) => $"LIMIT {rows}";

    /// <inheritdoc />
    public override string TableExistsSql =>
        "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema() AND lower(table_name) = lower(@name)";

    /// <inheritdoc />
    /// <remarks>DuckDB's parser reads <c>@p0</c> as a column name; its named parameters are <c>$p0</c>.</remarks>
    public override string CommandText(string sql) => _commandTexts.GetOrAdd(sql, static s => AtParameter().Replace(s, "$$"));

    /// <inheritdoc />
    /// <remarks>DuckDB.NET looks named parameters up without their marker, and skips a name it does not find.</remarks>
    public override string ParameterName(string name) => name.StartsWith('@') ? name[1..] : name;

    // An @ that starts a parameter name (not one inside an identifier or after another @).
    [GeneratedRegex(@"(?<![\w@])@(?=[A-Za-z_])", RegexOptions.CultureInvariant)]
    private static partial Regex AtParameter();

    /// <inheritdoc />
    public override IReadOnlyList<KeyValuePair<string, string>> ConcurrencySettingsSql { get; } =
    [
        new("threads", "SELECT current_setting('threads')"),
    ];
}
