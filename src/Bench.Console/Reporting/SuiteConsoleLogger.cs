using BenchmarkDotNet.Loggers;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>
/// BenchmarkDotNet's console log without its "Remained … Estimated finish" line: that estimate
/// averages the cases done so far, which says little when one case takes minutes and the next a
/// second. The suite prints its own per case (<see cref="Protocol.SuiteProgress"/>), foreseen
/// from each remaining case's protocol, so the screen shows one estimate. BenchmarkDotNet's log
/// file keeps the line.
/// </summary>
public sealed class SuiteConsoleLogger : ILogger
{
    private const string EstimateLine = "// ** Remained ";

    /// <summary>The one instance.</summary>
    public static readonly SuiteConsoleLogger Instance = new();

    private SuiteConsoleLogger()
    {
    }

    /// <inheritdoc />
    public string Id => nameof(SuiteConsoleLogger);

    /// <inheritdoc />
    public int Priority => ConsoleLogger.Default.Priority;

    /// <inheritdoc />
    public void Write(LogKind logKind, string text)
    {
        if (!text.StartsWith(EstimateLine, StringComparison.Ordinal))
        {
            ConsoleLogger.Default.Write(logKind, text);
        }
    }

    /// <inheritdoc />
    public void WriteLine() => ConsoleLogger.Default.WriteLine();

    /// <inheritdoc />
    public void WriteLine(LogKind logKind, string text)
    {
        if (!text.StartsWith(EstimateLine, StringComparison.Ordinal))
        {
            ConsoleLogger.Default.WriteLine(logKind, text);
        }
    }

    /// <inheritdoc />
    public void Flush() => ConsoleLogger.Default.Flush();
}
