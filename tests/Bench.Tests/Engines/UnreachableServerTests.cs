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
    [Theory]
    [InlineData(typeof(PostgresEngine), "EMBEDDEDDBBENCH_POSTGRES", "Host=127.0.0.1;Port=9;Username=bench;Password=hunter2secret;Timeout=3")]
    [InlineData(typeof(MariaDbEngine), "EMBEDDEDDBBENCH_MARIADB", "Server=127.0.0.1;Port=9;User ID=bench;Password=hunter2secret;SslMode=None;Connection Timeout=3")]
    [InlineData(typeof(FirebirdServerEngine), "EMBEDDEDDBBENCH_FIREBIRD", "DataSource=127.0.0.1;Port=9;User=SYSDBA;Password=hunter2secret;Database=/tmp;Connection Timeout=3")]
    public void Unreachable_user_given_server_says_which_and_how_to_fix_it(Type engineType, string variable, string connectionString)
    {
        var previous = Environment.GetEnvironmentVariable(variable);
        Environment.SetEnvironmentVariable(variable, connectionString);
        try
        {
            var engine = (Engine)Activator.CreateInstance(engineType)!;

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
