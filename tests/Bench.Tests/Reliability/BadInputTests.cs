using EmbeddedDbBench.Console;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Tests.Console;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>One test per row of docs/reliability.md: each bad input is one clear error and a non-zero exit.</summary>
[Collection(nameof(ConsoleRuns))]
public sealed class BadInputTests
{
    private const string Password = "s3cret-Pa55";

    private static (int ExitCode, string Error) Run(string variable, string value, params string[] args)
    {
        var previous = Environment.GetEnvironmentVariable(variable);
        var error = new StringWriter();
        var standardError = System.Console.Error;
        Environment.SetEnvironmentVariable(variable, value);
        System.Console.SetError(error);
        try
        {
            return (SuiteRunner.Run(args.Length > 0 ? args : ["--filter", "*Crud<MicrosoftSqliteEngine>.Create*", "--job", "dry", "--inProcess"]), error.ToString());
        }
        finally
        {
            System.Console.SetError(standardError);
            Environment.SetEnvironmentVariable(variable, previous);
        }
    }

    [Fact]
    public void Sensor_scales_that_are_not_numbers_are_one_clear_error()
    {
        using var artifacts = new TemporaryArtifacts();

        var (exitCode, error) = Run("EMBEDDEDDBBENCH_SENSOR_SCALES", "abc");

        Assert.Equal(2, exitCode);
        Assert.Equal("error: EMBEDDEDDBBENCH_SENSOR_SCALES: 'abc' is not a row count of at least 54 (one per sensor). (Parameter 'text')", error.Trim());
    }

    [Fact]
    public void A_data_folder_that_cannot_be_created_is_one_clear_error()
    {
        using var artifacts = new TemporaryArtifacts();
        var file = Path.Combine(artifacts.Path, "a-file");
        File.WriteAllText(file, "");

        var (exitCode, error) = Run("EMBEDDEDDBBENCH_DATA_DIR", Path.Combine(file, "below"));

        Assert.Equal(2, exitCode);
        Assert.StartsWith($"error: EMBEDDEDDBBENCH_DATA_DIR: cannot create or write the folder {Path.Combine(file, "below")}", error.Trim(), StringComparison.Ordinal);
    }

    [Fact]
    [System.Runtime.Versioning.UnsupportedOSPlatform("windows")]
    public void A_data_folder_the_postgres_account_cannot_enter_is_named_with_the_fix_before_any_case()
    {
        // What mktemp -d makes: mode 0700, owned by whoever runs the suite.
        var folder = Directory.CreateTempSubdirectory("embeddeddbbench-private-").FullName;
        File.SetUnixFileMode(folder, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        var previous = Environment.GetEnvironmentVariable(ScratchFolder.ParentVariable);
        Environment.SetEnvironmentVariable(ScratchFolder.ParentVariable, folder);
        try
        {
            var reason = PostgresServer.UnreachableDataFolder();

            if (Environment.IsPrivilegedProcess && File.ReadLines("/etc/passwd").Any(l => l.StartsWith("postgres:", StringComparison.Ordinal)))
            {
                Assert.Equal(
                    $"PostgreSQL's throwaway server runs as the account 'postgres' (it refuses root), which cannot enter {folder} on the way to the data folder {folder} " +
                    $"(EMBEDDEDDBBENCH_DATA_DIR): let it in (chmod o+x {folder}) or point EMBEDDEDDBBENCH_DATA_DIR at a folder it can reach",
                    reason);
                File.SetUnixFileMode(folder, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute | UnixFileMode.OtherExecute | UnixFileMode.GroupExecute);
                Assert.Null(PostgresServer.UnreachableDataFolder());
            }
            else
            {
                // Not root, the server runs as the user who made the folder.
                Assert.Null(reason);
            }
        }
        finally
        {
            Environment.SetEnvironmentVariable(ScratchFolder.ParentVariable, previous);
            Directory.Delete(folder);
        }
    }

    [Fact]
    public void A_malformed_connection_string_is_an_error_that_never_shows_the_password()
    {
        using var artifacts = new TemporaryArtifacts();

        var (exitCode, error) = Run("EMBEDDEDDBBENCH_POSTGRES", $"Host=db;Password={Password};Port");

        Assert.Equal(2, exitCode);
        Assert.Contains("EMBEDDEDDBBENCH_POSTGRES is not a connection string", error, StringComparison.Ordinal);
        Assert.DoesNotContain(Password, error, StringComparison.Ordinal);
    }

    [Fact]
    public void An_unknown_suite_variable_is_a_warning_naming_the_known_ones()
    {
        using var artifacts = new TemporaryArtifacts();

        var (exitCode, error) = Run("EMBEDDEDDBBENCH_SENSOR_SCALE", "1000");

        Assert.Equal(0, exitCode);
        Assert.Contains("warning: EMBEDDEDDBBENCH_SENSOR_SCALE is not a variable the suite reads", error, StringComparison.Ordinal);
        Assert.Contains("EMBEDDEDDBBENCH_SENSOR_SCALES", error, StringComparison.Ordinal);
    }

    [Fact]
    public void A_read_only_artifacts_folder_is_one_clear_error()
    {
        using var artifacts = new TemporaryArtifacts();
        var file = Path.Combine(artifacts.Path, "not-a-folder");
        File.WriteAllText(file, "");

        var (exitCode, error) = Run("EMBEDDEDDBBENCH_ARTIFACTS", file);

        Assert.Equal(2, exitCode);
        Assert.StartsWith("error: EMBEDDEDDBBENCH_ARTIFACTS: cannot create or write the folder", error.Trim(), StringComparison.Ordinal);
    }

    [Fact]
    public void The_servers_page_lists_every_suite_variable_as_the_suite_declares_it()
    {
        var page = ServersPage.Text();

        // A server engine's row comes from its facts (SuiteVariables reads them there), the others' from SuiteVariables.
        Assert.All(SuiteVariables.All, variable =>
            Assert.Contains(ServersPage.Row(variable.Name, variable.Meaning, variable.Default, variable.Example), page, StringComparison.Ordinal));
    }
}
