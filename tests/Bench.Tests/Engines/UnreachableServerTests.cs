using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Tests.Console;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>A user-given server that does not answer: a clear error naming it and the fix, never the password.</summary>
[Collection(nameof(ConsoleRuns))]
public sealed class UnreachableServerTests
{
    /// <summary>Per server engine, a connection string to a port nothing listens on; the engine's facts name the variable it goes in.</summary>
    public static TheoryData<Type, string> UnreachableServers { get; } = new()
    {
        { typeof(PostgresEngine), "Host=127.0.0.1;Port=9;Username=bench;Password=hunter2secret;Timeout=3" },
        { typeof(MariaDbEngine), "Server=127.0.0.1;Port=9;User ID=bench;Password=hunter2secret;SslMode=None;Connection Timeout=3" },
        { typeof(FirebirdServerEngine), "DataSource=127.0.0.1;Port=9;User=SYSDBA;Password=hunter2secret;Database=/tmp;Connection Timeout=3" },
    };

    [Theory]
    [MemberData(nameof(UnreachableServers))]
    public void Unreachable_user_given_server_says_which_and_how_to_fix_it(Type engineType, string connectionString)
    {
        var engine = (Engine)Activator.CreateInstance(engineType)!;
        var variable = engine.Facts.Host.ConnectionVariable!.Name;
        var previous = Environment.GetEnvironmentVariable(variable);
        Environment.SetEnvironmentVariable(variable, connectionString);
        try
        {
            var error = Assert.Throws<EngineUnavailableException>(() => engine.CreateDatabase(Variant.Default));

            Assert.Contains("127.0.0.1", error.Message, StringComparison.Ordinal);
            Assert.Contains(variable, error.Message, StringComparison.Ordinal);
            Assert.DoesNotContain("hunter2secret", error.ToString(), StringComparison.Ordinal);
        }
        finally
        {
            Environment.SetEnvironmentVariable(variable, previous);
        }
    }
}
