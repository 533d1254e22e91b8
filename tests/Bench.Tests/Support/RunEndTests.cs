namespace EmbeddedDbBench.Tests.Support;

/// <summary>
/// The run's last test (<see cref="RunEndExecutor"/> holds it back until every other collection has
/// finished): a PostgreSQL, MariaDB or Firebird server the run started and left alive fails it, named with
/// its data folder, and is killed so that it cannot outlive the run.
/// </summary>
public sealed class RunEndTests
{
    /// <summary>Set by the runner once every other test of the run has finished.</summary>
    internal static bool OthersFinished { get; set; }

    /// <summary>The failure's text for <paramref name="survivors"/>, one line per server each.</summary>
    internal static string Failure(IReadOnlyList<string> survivors) =>
        $"A server started by the tests outlived them (now killed): {string.Join("; ", survivors)}. "
        + "Dispose every server or database a test starts, and let every console run it starts end.";

    [Fact]
    public void No_server_started_by_the_tests_outlives_them()
    {
        // Run beside other tests it would take their servers for survivors, and kill them.
        Assert.True(OthersFinished, "This check runs only after every other test, through the run's framework (TestRunCleanup).");

        var survivors = ServerSurvivors.KillSurvivors();

        Assert.True(survivors.Count == 0, Failure(survivors));
    }
}
