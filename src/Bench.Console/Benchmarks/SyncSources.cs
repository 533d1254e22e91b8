using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>The engine behind each <see cref="SyncSource"/>.</summary>
public static class SyncSources
{
    /// <summary>A new instance of <paramref name="source"/>'s engine.</summary>
    public static Engine Engine(this SyncSource source) => source switch
    {
        SyncSource.MicrosoftData => new MicrosoftSqliteEngine(),
        SyncSource.SystemData => new SystemDataSqliteEngine(),
        _ => throw new ArgumentOutOfRangeException(nameof(source)),
    };
}
