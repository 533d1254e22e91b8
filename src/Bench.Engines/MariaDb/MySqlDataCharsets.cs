using System.Collections;
using System.Reflection;
using MySql.Data.MySqlClient;

namespace EmbeddedDbBench.Engines.MariaDb;

/// <summary>
/// Teaches MySql.Data 8.0.16 the character set name <c>utf8mb3</c>. MariaDB 10.6+ reports its
/// system strings (VERSION(), @@variables, warnings, information_schema text) in that charset;
/// 8.0.16 predates the name, throws on any such value and leaves the connection unusable.
/// Newer MySql.Data versions know the name but cannot be restored here (see README).
/// </summary>
internal static class MySqlDataCharsets
{
    private static readonly Lazy<bool> Registered = new(Register);

    /// <summary>Makes sure <c>utf8mb3</c> maps like <c>utf8</c>; idempotent and thread-safe.</summary>
    public static void EnsureUtf8Mb3() => _ = Registered.Value;

    private static bool Register()
    {
        var map = typeof(MySqlConnection).Assembly.GetType("MySql.Data.MySqlClient.CharSetMap")
            ?.GetField("_mapping", BindingFlags.NonPublic | BindingFlags.Static)
            ?.GetValue(null) as IDictionary
            ?? throw new InvalidOperationException("MySql.Data's CharSetMap changed; the utf8mb3 workaround no longer applies.");
        if (!map.Contains("utf8mb3"))
        {
            map["utf8mb3"] = map["utf8"];
        }

        return true;
    }
}
