using System.Globalization;
using System.Text;
using HdrHistogram;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// What a W6 reader process hands its parent on one line of its output once stopped:
/// <c>done &lt;operations&gt; &lt;retried&gt; &lt;lock errors by kind, comma-separated&gt; &lt;histogram&gt;</c>,
/// the histogram in HdrHistogram's own log format (<see cref="HistogramLogWriter"/>: compressed, base64),
/// itself base64 on the line; or <c>failed &lt;why&gt;</c> when a read held no committed state.
/// </summary>
internal static class ReaderProcessReport
{
    public const string Done = "done";

    public const string Failed = "failed";

    /// <summary>The line for <paramref name="recorder"/>.</summary>
    public static string Encode(OperationRecorder recorder)
    {
        using var log = new MemoryStream();
        HistogramLogWriter.Write(log, DateTime.UnixEpoch, recorder.Histogram);
        var errors = string.Join(',', Enum.GetValues<LockErrorKind>().Select(kind => recorder.Errors(kind).ToString(CultureInfo.InvariantCulture)));
        return string.Create(CultureInfo.InvariantCulture, $"{Done} {recorder.Operations} {recorder.Retried} {errors} {Convert.ToBase64String(log.ToArray())}");
    }

    /// <summary>
    /// Adds the report <paramref name="line"/> to <paramref name="recorder"/>; throws
    /// <see cref="WorkloadValidationException"/> for a failed reader or a line that is no report.
    /// </summary>
    public static void AddTo(OperationRecorder recorder, string line)
    {
        if (line.StartsWith(Failed + " ", StringComparison.Ordinal))
        {
            throw new WorkloadValidationException($"a reader process failed: {line[(Failed.Length + 1)..]}");
        }

        var parts = line.Split(' ');
        if (parts is not [Done, var operations, var retried, var errors, var histogram])
        {
            throw new WorkloadValidationException($"a reader process reported '{Shorten(line)}', not its figures.");
        }

        using var log = new MemoryStream(Convert.FromBase64String(histogram));
        // The reader's instance, not its static Read: that one hands back a lazy sequence over a reader it has closed.
        using var reader = new HistogramLogReader(log);
        var decoded = reader.ReadHistograms().Single();
        recorder.Add(Parse(operations), Parse(retried), [.. errors.Split(',').Select(Parse)], decoded);
    }

    private static long Parse(string text) => long.Parse(text, NumberStyles.None, CultureInfo.InvariantCulture);

    private static string Shorten(string line) => line.Length <= 200 ? line : new StringBuilder(line, 0, 200, 203).Append("...").ToString();
}
