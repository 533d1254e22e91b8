using System.Globalization;
using EmbeddedDbBench.Core.Concurrency;

namespace EmbeddedDbBench.Core.Writers;

/// <summary>
/// What a W8 writer process hands its parent on one line once its script or its deadline ended:
/// <c>done &lt;committed, one 0 or 1 per transfer&gt; &lt;failed&gt; &lt;retries&gt; &lt;failed-attempt ticks&gt;
/// &lt;errors by kind, comma-separated&gt; &lt;given up&gt; &lt;longest given up, ticks&gt; &lt;histogram&gt;
/// &lt;spans, comma-separated&gt;</c> (<see cref="HistogramText"/>, <see cref="IWriterFigures.Spans"/>), or <c>failed &lt;why&gt;</c>.
/// </summary>
internal static class WriterProcessReport
{
    public const string Done = "done";

    public const string Failed = "failed";

    /// <summary>The line for <paramref name="writer"/>.</summary>
    public static string Encode(IWriterFigures writer)
    {
        var committed = string.Concat(writer.Committed.Select(c => c ? '1' : '0'));
        var errors = string.Join(',', Enum.GetValues<WriteErrorKind>().Select(kind => writer.Errors(kind).ToString(CultureInfo.InvariantCulture)));
        var recorder = writer.Recorder;
        var spans = writer.Spans.Count == 0 ? "-" : string.Join(',', writer.Spans.Select(t => t.ToString(CultureInfo.InvariantCulture)));
        return string.Create(CultureInfo.InvariantCulture,
            $"{Done} {(committed.Length == 0 ? "-" : committed)} {writer.Failed} {writer.Retries} {writer.FailedAttemptTicks} {errors} {recorder.CutOffs} {recorder.LongestCutOffTicks} {HistogramText.Encode(recorder.Histogram)} {spans}");
    }

    /// <summary>The figures <paramref name="line"/> holds; throws <see cref="WorkloadValidationException"/> for a failed writer or a line that is no report.</summary>
    public static IWriterFigures Decode(string line)
    {
        if (line.StartsWith(Failed + " ", StringComparison.Ordinal))
        {
            throw new WorkloadValidationException($"a W8 writer process failed: {line[(Failed.Length + 1)..]}");
        }

        if (line.Split(' ') is not [Done, var committed, var failed, var retries, var ticks, var errors, var cutOffs, var longest, var histogram, var spans])
        {
            throw new WorkloadValidationException($"a W8 writer process reported '{(line.Length <= 200 ? line : line[..200] + "...")}', not its figures.");
        }

        bool[] flags = committed == "-" ? [] : [.. committed.Select(c => c == '1')];
        var recorder = new OperationRecorder(timesOperations: true);
        recorder.Add(flags.LongCount(c => c), 0, [], HistogramText.Decode(histogram), Parse(cutOffs), Parse(longest));
        long[] spanTimes = spans == "-" ? [] : [.. spans.Split(',').Select(Parse)];
        return new Figures(recorder, flags, spanTimes, Parse(failed), Parse(retries), Parse(ticks), [.. errors.Split(',').Select(Parse)]);
    }

    private static long Parse(string text) => long.Parse(text, NumberStyles.None, CultureInfo.InvariantCulture);

    private sealed record Figures(OperationRecorder Recorder, IReadOnlyList<bool> Committed, IReadOnlyList<long> Spans, long Failed, long Retries, long FailedAttemptTicks, IReadOnlyList<long> ErrorCounts)
        : IWriterFigures
    {
        public long Errors(WriteErrorKind kind) => (int)kind < ErrorCounts.Count ? ErrorCounts[(int)kind] : 0;
    }
}
