using System.Globalization;
using System.Text;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// What a W6 reader process hands its parent on one line of its output once stopped:
/// <c>done &lt;operations&gt; &lt;retried&gt; &lt;lock errors by kind, comma-separated&gt; &lt;histogram&gt;</c>,
/// the histogram as <see cref="HistogramText"/> writes it; or <c>failed &lt;why&gt;</c> when a read held no committed state.
/// </summary>
internal static class ReaderProcessReport
{
    public const string Done = "done";

    public const string Failed = "failed";

    /// <summary>The line for <paramref name="recorder"/>.</summary>
    public static string Encode(OperationRecorder recorder)
    {
        var errors = string.Join(',', Enum.GetValues<LockErrorKind>().Select(kind => recorder.Errors(kind).ToString(CultureInfo.InvariantCulture)));
        return string.Create(CultureInfo.InvariantCulture, $"{Done} {recorder.Operations} {recorder.Retried} {errors} {HistogramText.Encode(recorder.Histogram)}");
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

        recorder.Add(Parse(operations), Parse(retried), [.. errors.Split(',').Select(Parse)], HistogramText.Decode(histogram));
    }

    private static long Parse(string text) => long.Parse(text, NumberStyles.None, CultureInfo.InvariantCulture);

    private static string Shorten(string line) => line.Length <= 200 ? line : new StringBuilder(line, 0, 200, 203).Append("...").ToString();
}
