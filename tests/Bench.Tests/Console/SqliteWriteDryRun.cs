using EmbeddedDbBench.Console;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// One dry run of W1's Write step on Microsoft.Data.Sqlite (every variant, both sizes, in
/// process), taken on first use and shared by the tests that read what it wrote, so that the
/// reports are checked several ways for the cost of one run.
/// </summary>
public sealed class SqliteWriteDryRun : IDisposable
{
    /// <summary>The arguments of the run.</summary>
    public static readonly string[] Arguments = ["--filter", "*Crud<MicrosoftSqliteEngine>.Write", "--job", "dry", "--inProcess"];

    private readonly Lazy<(TemporaryArtifacts Artifacts, int ExitCode)> _run = new(() =>
    {
        var artifacts = new TemporaryArtifacts();
        return (artifacts, SuiteRunner.Run(Arguments));
    });

    /// <summary>The run's artifacts folder.</summary>
    public TemporaryArtifacts Artifacts => _run.Value.Artifacts;

    /// <summary>The run's exit code.</summary>
    public int ExitCode => _run.Value.ExitCode;

    public void Dispose()
    {
        if (_run.IsValueCreated)
        {
            _run.Value.Artifacts.Dispose();
        }
    }
}
