using System.Globalization;

namespace EmbeddedDbBench.Core;

/// <summary>
/// Which of a benchmark process's runs BenchmarkDotNet measured: its warm-up runs come first, then
/// the measured ones, then possibly one more that is neither — under <c>--memory</c>, BenchmarkDotNet
/// 0.15.8's memory diagnoser runs the iteration setup, the step and the cleanup once after the measured
/// runs to count allocations. Figures a process gathers per run (W6's latencies, W1's and W2's statement tails)
/// must merge the measured runs alone, or they cover runs the report's run count does not. The suite
/// passes each case's counts to its benchmark process in <see cref="Variable"/>.
/// </summary>
/// <param name="WarmupRuns">Runs before the measured ones.</param>
/// <param name="MeasuredRuns">Runs BenchmarkDotNet measured.</param>
public sealed record RunWindow(int WarmupRuns, int MeasuredRuns)
{
    /// <summary>The environment variable the suite sets on each case's job: <c>warm-up+measured</c>, e.g. <c>1+3</c>.</summary>
    public const string Variable = "EMBEDDEDDBBENCH_RUNS";

    /// <summary>The window the suite gave this process, or null (a job shaped on the command line, a test).</summary>
    public static RunWindow? FromEnvironment() => Parse(Environment.GetEnvironmentVariable(Variable));

    /// <summary>Reads <c>warm-up+measured</c>; null for null, empty or malformed text.</summary>
    public static RunWindow? Parse(string? text)
    {
        var parts = text?.Split('+');
        return parts is [var warmup, var measured]
            && int.TryParse(warmup, NumberStyles.None, CultureInfo.InvariantCulture, out var w)
            && int.TryParse(measured, NumberStyles.None, CultureInfo.InvariantCulture, out var m)
            ? new RunWindow(w, m)
            : null;
    }

    /// <summary>
    /// The measured runs among <paramref name="runs"/>, in the order they ran. Without a window (null),
    /// every run but the first when more than one ran: the warm-up under the study's protocol.
    /// </summary>
    public static IReadOnlyList<T> Measured<T>(IReadOnlyList<T> runs, RunWindow? window)
    {
        ArgumentNullException.ThrowIfNull(runs);
        return window is null
            ? [.. runs.Skip(runs.Count > 1 ? 1 : 0)]
            : [.. runs.Skip(window.WarmupRuns).Take(window.MeasuredRuns)];
    }

    /// <inheritdoc />
    public override string ToString() => string.Create(CultureInfo.InvariantCulture, $"{WarmupRuns}+{MeasuredRuns}");
}
