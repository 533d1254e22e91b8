using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Reporting.Readable;

/// <summary>
/// Which columns of a benchmark table the readable layout folds away, and why: each one folded
/// says nothing another column shown beside it does not already say. The CSV keeps them all.
/// </summary>
public static class ColumnFolds
{
    private const string EnvironmentVariables = "EnvironmentVariables";
    private const string NotAvailable = "-";

    // Folded column (BenchmarkDotNet's column names, not case parameters) → the column that says it already.
    private static readonly Dictionary<string, string> _restatedBy = new(StringComparer.Ordinal)
    {
        // A suite job is its protocol's counts (id "1+5runs"); a command-line job is named in the Protocol cell.
        { "Job", SuiteColumnNames.Protocol },
        { "IterationCount", SuiteColumnNames.Protocol },
        { "WarmupCount", SuiteColumnNames.Protocol },
        // Error (half the 99.9% confidence interval) is the standard deviation over the root of the run count.
        { "StdDev", "Error" },
        // SpeedUp is the same ratio in words.
        { SuiteColumnNames.RatioToDefault, SuiteColumnNames.SpeedUp },
        // Bytes per run are bytes per row times the rows (the few steps without rows allocate next to nothing).
        { "Allocated", SuiteColumnNames.AllocatedPerRow },
    };

    /// <summary>Whether <paramref name="column"/> says nothing that a column in <paramref name="present"/> does not.</summary>
    public static bool IsRestated(TableColumn column, IReadOnlyList<TableColumn> present)
    {
        ArgumentNullException.ThrowIfNull(column);
        ArgumentNullException.ThrowIfNull(present);
        TableColumn? Find(string name) => present.FirstOrDefault(c => c.Name == name);

        return column.Name switch
        {
            _ when _restatedBy.TryGetValue(column.Name, out var by) => Find(by) is not null,
            // One run is its own median; with more runs the two differ and both stay.
            SuiteColumnNames.MedianMicrosecondsPerRow => Find(SuiteColumnNames.MeanMicrosecondsPerRow) is { } mean && mean.Values.SequenceEqual(column.Values),
            // W1's rows are its N wherever a step has rows.
            SuiteColumnNames.Rows => present.Any(p => p.Kind == ColumnKind.Parameter && EqualWhereKnown(column, p)),
            _ => false,
        };
    }

    /// <summary>Whether one fact of <paramref name="column"/>'s cells is said by a column in <paramref name="present"/>.</summary>
    public static bool IsRestatedFact(TableColumn column, string fact, IReadOnlyList<TableColumn> present)
    {
        ArgumentNullException.ThrowIfNull(column);
        ArgumentNullException.ThrowIfNull(fact);
        ArgumentNullException.ThrowIfNull(present);

        // The run window handed to the benchmark process is the protocol's counts; its JIT settings are the JIT column's.
        return column.Name == EnvironmentVariables
            && ((fact.StartsWith(RunWindow.Variable + "=", StringComparison.Ordinal) && present.Any(c => c.Name == SuiteColumnNames.Protocol))
                || (Protocol.RunProtocol.JitVariables.Any(v => fact.StartsWith(v + "=", StringComparison.Ordinal)) && present.Any(c => c.Name == SuiteColumnNames.Jit)));
    }

    /// <summary>The facts of one cell of <paramref name="column"/>: several for the columns that list them, else the cell.</summary>
    public static IReadOnlyList<CellFacts.Fact> FactsOf(TableColumn column, string cell)
    {
        ArgumentNullException.ThrowIfNull(column);
        return column.Name switch
        {
            SuiteColumnNames.Settings => CellFacts.SplitSettings(cell),
            EnvironmentVariables => CellFacts.SplitPairs(cell),
            _ => [new CellFacts.Fact("", cell)],
        };
    }

    /// <summary>Whether what is left of <paramref name="column"/> goes in the small variant table when it depends on the variant alone.</summary>
    public static bool BelongsToVariant(TableColumn column)
    {
        ArgumentNullException.ThrowIfNull(column);
        return column.Name == SuiteColumnNames.Settings;
    }

    /// <summary>
    /// The cell as the main table shows it: the protocol's counts and the validation's verdict,
    /// their reason or error as a note; any other cell whole.
    /// </summary>
    public static string Brief(TableColumn column, string cell)
    {
        ArgumentNullException.ThrowIfNull(column);
        ArgumentNullException.ThrowIfNull(cell);
        var colon = cell.IndexOf(": ", StringComparison.Ordinal);
        return column.Name is SuiteColumnNames.Protocol or SuiteColumnNames.Valid && colon > 0 ? cell[..colon] : cell;
    }

    private static bool EqualWhereKnown(TableColumn rows, TableColumn parameter) =>
        rows.Values.Select((value, row) => value == NotAvailable || value == parameter.Values[row]).All(equal => equal);
}
