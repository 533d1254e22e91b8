using EmbeddedDbBench.Console;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Tests.Console;
using Npgsql;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// A password in a user-given connection string never reaches the console, a report, the
/// ledger, a log or an exception text: each run here greps everything it wrote for it.
/// The run against a real server is an engine test (skipped without PostgreSQL's binaries, failed under CI).
/// </summary>
/// <typeparam name="TEngine">PostgreSQL, whose throwaway server the runs point at.</typeparam>
public abstract class SecretLeakTests<TEngine> where TEngine : Engine
{
    private const string Password = "Leak-Canary-7f3e9";

    // The throwaway server's own connection string, holding the password it was made with.
    [EngineFact]
    public void A_run_against_a_user_given_server_with_a_password_never_writes_it() => WithPostgres(server =>
    {
        var password = new NpgsqlConnectionStringBuilder(server.ConnectionString).Password!;

        var (exitCode, output) = RunWith(PostgresServer.ConnectionStringVariable, server.ConnectionString, "*Crud<PostgresEngine>.Create*", password);

        Assert.Equal(0, exitCode);
    });

    [EngineFact]
    public void A_refused_login_with_a_password_is_reported_without_it() => WithPostgres(server =>
    {
        var connectionString = new NpgsqlConnectionStringBuilder(server.ConnectionString) { Username = "nobody_here", Password = Password }.ConnectionString;

        var (exitCode, output) = RunWith(PostgresServer.ConnectionStringVariable, connectionString, "*Crud<PostgresEngine>.Create*");

        Assert.NotEqual(0, exitCode);
        Assert.Contains("nobody_here", output, StringComparison.Ordinal);
    });

    [Theory]
    [InlineData("EMBEDDEDDBBENCH_POSTGRES", "Host=127.0.0.1;Port=9;Username=bench;Password=" + Password + ";Timeout=3", "*Crud<PostgresEngine>.Create*")]
    [InlineData("EMBEDDEDDBBENCH_MARIADB", "Server=127.0.0.1;Port=9;User ID=bench;Password=" + Password + ";Connection Timeout=3", "*Crud<MariaDbEngine>.Create*")]
    [InlineData("EMBEDDEDDBBENCH_FIREBIRD", "DataSource=127.0.0.1;Port=9;User=SYSDBA;Password=" + Password + ";Database=/tmp/x.fdb;Connection Timeout=3", "*Crud<FirebirdServerEngine>.Create*")]
    public void An_unreachable_user_given_server_is_reported_without_the_password(string variable, string connectionString, string filter)
    {
        var (exitCode, output) = RunWith(variable, connectionString, filter);

        Assert.NotEqual(0, exitCode);
        Assert.Contains("127.0.0.1", output, StringComparison.Ordinal);
    }

    private static void WithPostgres(Action<PostgresServer> test)
    {
        using var server = PostgresServer.Start();
        test(server);
    }

    // Runs one dry case in-process; fails if the password (the canary unless given) shows in the console or in any file of the artifacts folder.
    private static (int ExitCode, string Output) RunWith(string variable, string connectionString, string filter, string password = Password)
    {
        using var artifacts = new TemporaryArtifacts();
        var previous = Environment.GetEnvironmentVariable(variable);
        var (output, standardOutput, standardError) = (new StringWriter(), System.Console.Out, System.Console.Error);
        Environment.SetEnvironmentVariable(variable, connectionString);
        System.Console.SetOut(output);
        System.Console.SetError(output);
        int exitCode;
        try
        {
            exitCode = SuiteRunner.Run(["--filter", filter, "--job", "dry", "--inProcess"]);
        }
        finally
        {
            System.Console.SetOut(standardOutput);
            System.Console.SetError(standardError);
            Environment.SetEnvironmentVariable(variable, previous);
        }

        Assert.DoesNotContain(password, output.ToString(), StringComparison.Ordinal);
        var files = artifacts.Find("*");
        Assert.NotEmpty(files);
        Assert.All(files, file => Assert.DoesNotContain(password, File.ReadAllText(file), StringComparison.Ordinal));
        return (exitCode, output.ToString());
    }
}

[Collection(nameof(ConsoleRuns))]
public sealed class PostgresSecretLeakTests : SecretLeakTests<PostgresEngine>;
