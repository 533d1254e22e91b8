using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Servers;
using MySqlConnector;
using Npgsql;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>
/// A throwaway server lets in the suite only: a login without its password or with a wrong one, over loopback TCP or
/// the server's Unix socket, is refused by the server, and the password shows in nothing the suite prints or stores
/// about the server.
/// </summary>
/// <typeparam name="TEngine">The server engine.</typeparam>
public abstract class ServerPasswordTests<TEngine> where TEngine : Engine, new()
{
    private const string WrongPassword = "0123456789ABCDEF01234567";

    [EngineFact]
    public void The_suite_logs_in_with_the_servers_password()
    {
        using var server = Start();
        using var connection = Connection(server.ConnectionString);

        connection.Open();

        Assert.Equal(1L, Convert.ToInt64(connection.Scalar("SELECT 1"), System.Globalization.CultureInfo.InvariantCulture));
    }

    [EngineFact]
    public void A_login_over_TCP_without_the_password_is_refused()
    {
        using var server = Start();

        AssertRefused(WithPassword(server.ConnectionString, null), withPassword: false);
    }

    [EngineFact]
    public void A_login_over_TCP_with_a_wrong_password_is_refused()
    {
        using var server = Start();

        AssertRefused(WithPassword(server.ConnectionString, WrongPassword), withPassword: true);
    }

    [EngineFact]
    public void A_login_over_the_Unix_socket_without_the_password_is_refused()
    {
        using var server = Start();

        AssertRefused(OverSocket(WithPassword(server.ConnectionString, null), server.DataDirectory), withPassword: false);
    }

    [EngineFact]
    public void The_password_is_kept_for_its_owner_only_and_shows_in_nothing_said_about_the_server()
    {
        using var server = Start();
        var kept = Path.Combine(server.DataDirectory, ThrowawayServer.PasswordFile);
        var password = File.ReadAllText(kept);
        var endpoint = new ServerEndpoint(server.ConnectionString, $"throwaway 127.0.0.1:{server.Port}", IsUserGiven: false);

        Assert.Equal(24, password.Length);
        Assert.Equal(UnixFileMode.UserRead | UnixFileMode.UserWrite, OperatingSystem.IsWindows() ? default : File.GetUnixFileMode(kept));
        Assert.Contains(password, server.ConnectionString, StringComparison.Ordinal);
        Assert.DoesNotContain(password, endpoint.ToString(), StringComparison.Ordinal);
        Assert.DoesNotContain(password, server.ToString(), StringComparison.Ordinal);
        // Nothing the tools were given it in is left: the one file with it is the kept one.
        var holders = Directory.EnumerateFiles(server.DataDirectory, "*", SearchOption.AllDirectories)
            .Where(file => new FileInfo(file).Length is > 0 and < 1 << 20 && File.ReadAllText(file).Contains(password, StringComparison.Ordinal));
        Assert.Equal([kept], holders);
    }

    [EngineFact]
    public void A_database_on_the_servers_of_this_process_shows_their_passwords_nowhere()
    {
        using var database = new TEngine().CreateDatabase(Variant.Default);
        var passwords = ServerEndpoint.ThrowawayFolders()
            .Select(folder => Path.Combine(folder, ThrowawayServer.PasswordFile))
            .Where(File.Exists)
            .Select(File.ReadAllText)
            .ToArray();

        Assert.NotEmpty(passwords);
        string[] said = [database.Connection.ConnectionString, database.ServerVersion, database.ReadSettings().ToString()];
        Assert.All(passwords, password => Assert.All(said, text => Assert.DoesNotContain(password, text, StringComparison.Ordinal)));
    }

    /// <summary>Starts the engine's throwaway server.</summary>
    protected abstract ThrowawayServer Start();

    /// <summary>An unopened, unpooled connection.</summary>
    protected abstract DbConnection Connection(string connectionString);

    /// <summary><paramref name="connectionString"/> with <paramref name="password"/> instead of its own (none when null), unpooled.</summary>
    protected abstract string WithPassword(string connectionString, string? password);

    /// <summary><paramref name="connectionString"/> through the Unix socket the server made in <paramref name="folder"/>.</summary>
    protected abstract string OverSocket(string connectionString, string folder);

    /// <summary>Asserts that the server refuses the login, by its own error for a failed login.</summary>
    protected abstract void AssertRefused(string connectionString, bool withPassword);

    /// <summary>Opens <paramref name="connectionString"/>, which must fail, and returns the provider's error.</summary>
    protected TException Refused<TException>(string connectionString)
        where TException : Exception
    {
        using var connection = Connection(connectionString);
        return Assert.ThrowsAny<TException>(connection.Open);
    }
}

public sealed class PostgresServerPasswordTests : ServerPasswordTests<PostgresEngine>
{
    protected override ThrowawayServer Start() => PostgresServer.Start();

    protected override DbConnection Connection(string connectionString) => new NpgsqlConnection(connectionString);

    protected override string WithPassword(string connectionString, string? password) =>
        new NpgsqlConnectionStringBuilder(connectionString) { Password = password, Pooling = false }.ConnectionString;

    protected override string OverSocket(string connectionString, string folder) =>
        new NpgsqlConnectionStringBuilder(connectionString) { Host = folder }.ConnectionString;

    // 28P01 invalid_password: the server's answer to a wrong one. Without one Npgsql cannot answer the server's
    // SCRAM request and gives up before sending anything: the server asked, which under trust it never does.
    protected override void AssertRefused(string connectionString, bool withPassword)
    {
        if (withPassword)
        {
            Assert.Equal(PostgresErrorCodes.InvalidPassword, Refused<PostgresException>(connectionString).SqlState);
        }
        else
        {
            var error = Refused<NpgsqlException>(connectionString);
            Assert.IsNotType<PostgresException>(error);
            Assert.Contains("No password has been provided but the backend requires one", error.Message, StringComparison.Ordinal);
        }
    }
}

public sealed class MariaDbServerPasswordTests : ServerPasswordTests<MariaDbEngine>
{
    protected override ThrowawayServer Start() => MariaDbServer.Start();

    protected override DbConnection Connection(string connectionString) => new MySqlConnection(connectionString);

    protected override string WithPassword(string connectionString, string? password) =>
        new MySqlConnectionStringBuilder(connectionString) { Password = password ?? "", Pooling = false }.ConnectionString;

    protected override string OverSocket(string connectionString, string folder) =>
        new MySqlConnectionStringBuilder(connectionString) { Server = Path.Combine(folder, "mysql.sock"), ConnectionProtocol = MySqlConnectionProtocol.UnixSocket }.ConnectionString;

    // No anonymous account, and none but root's.
    [EngineFact]
    public void A_login_under_another_name_without_a_password_is_refused()
    {
        using var server = Start();

        AssertRefused(new MySqlConnectionStringBuilder(WithPassword(server.ConnectionString, null)) { UserID = "" }.ConnectionString, withPassword: false);
        AssertRefused(new MySqlConnectionStringBuilder(WithPassword(server.ConnectionString, null)) { UserID = "bench" }.ConnectionString, withPassword: false);
    }

    // 1045 ER_ACCESS_DENIED_ERROR, saying whether a password was given.
    protected override void AssertRefused(string connectionString, bool withPassword)
    {
        var error = Refused<MySqlException>(connectionString);
        Assert.Equal(MySqlErrorCode.AccessDenied, error.ErrorCode);
        Assert.Equal(1045, error.Number);
        Assert.Contains(withPassword ? "using password: YES" : "using password: NO", error.Message, StringComparison.Ordinal);
    }
}
