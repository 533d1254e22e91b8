namespace EmbeddedDbBench.Console.Reporting.Readable;

/// <summary>
/// Lays a benchmark table out for a reader, as BenchmarkDotNet does for job characteristics but for
/// every column that describes the case: a value every row shares is said once above the table
/// (the engine build, a setting every variant has, the protocol when all cases ran one); what is
/// left of the settings, when it depends on the variant alone, goes in a small variant table; a
/// column that restates another is folded (<see cref="ColumnFolds"/>); a long protocol reason or
/// validation error becomes a numbered note under the table.
/// </summary>
public static class ReadableTableBuilder
{
    /// <summary>The parameter that names a case's variant.</summary>
    public const string VariantParameter = "Variant";

    // A variant whose settings are all among those every variant shares.
    private const string NothingElse = "-";

    /// <summary>The readable layout of a table whose <paramref name="columns"/> are the ones to show or say once.</summary>
    /// <param name="columns">The columns BenchmarkDotNet shows or prints as common, hidden ones left out.</param>
    /// <param name="startsHighlightGroup">Per row: whether it starts a highlight group.</param>
    /// <param name="startsLogicalGroup">Per row: whether it starts a logical group.</param>
    /// <param name="separateLogicalGroups">Whether logical groups are separated by an empty row.</param>
    public static ReadableTable Build(
        IReadOnlyList<TableColumn> columns,
        IReadOnlyList<bool> startsHighlightGroup,
        IReadOnlyList<bool> startsLogicalGroup,
        bool separateLogicalGroups)
    {
        ArgumentNullException.ThrowIfNull(columns);
        var shared = new List<SharedValue>();
        var kept = new List<TableColumn>();
        var notes = new List<string>();
        KeyedValues? perVariant = null;
        var variant = columns.FirstOrDefault(c => c.Kind == ColumnKind.Parameter && c.Name == VariantParameter);

        foreach (var column in columns.Where(c => !ColumnFolds.IsRestated(c, columns)))
        {
            var facts = column.Values
                .Select(cell => ColumnFolds.FactsOf(column, cell).Where(f => !ColumnFolds.IsRestatedFact(column, f.Text, columns)).ToList())
                .ToList();
            var sharedFacts = SaidOnce(column) ? SharedByEveryRow(facts) : [];
            var rest = facts.Select(row => CellFacts.Join(row.Where(f => !sharedFacts.Contains(f.Text)))).ToList();
            var byVariant = variant is not null && ColumnFolds.BelongsToVariant(column) && rest.Any(r => r.Length > 0)
                ? ByKey(variant, column, rest)
                : null;

            if (sharedFacts.Count > 0)
            {
                var qualifier = rest.All(r => r.Length == 0) ? "" : byVariant is null ? " (every row)" : " (every variant)";
                var value = CellFacts.Join(facts[0].Where(f => sharedFacts.Contains(f.Text)));
                shared.Add(new SharedValue(column.Header + qualifier, value, column.Kind == ColumnKind.JobCharacteristic));
            }

            if (byVariant is not null)
            {
                perVariant = byVariant;
            }
            else if (rest.Any(r => r.Length > 0))
            {
                kept.Add(column with { Values = [.. rest.Select(cell => WithNote(column, cell, notes))] });
            }
        }

        return new ReadableTable(shared, perVariant, kept, startsHighlightGroup, startsLogicalGroup, separateLogicalGroups, notes);
    }

    private static bool SaidOnce(TableColumn column) => column.Kind is ColumnKind.JobCharacteristic or ColumnKind.Description;

    // The facts of the first row that every other row has too, in the first row's order.
    private static HashSet<string> SharedByEveryRow(List<List<CellFacts.Fact>> rows) =>
        rows.Count == 0
            ? []
            : [.. rows[0].Select(f => f.Text).Where(text => rows.All(row => row.Any(f => f.Text == text)))];

    // Each key's value, when every row of one key has the same value; null when some key has two.
    private static KeyedValues? ByKey(TableColumn key, TableColumn column, List<string> values)
    {
        var byKey = new Dictionary<string, string>(StringComparer.Ordinal);
        var order = new List<KeyValuePair<string, string>>();
        for (var row = 0; row < values.Count; row++)
        {
            if (byKey.TryGetValue(key.Values[row], out var seen))
            {
                if (seen != values[row])
                {
                    return null;
                }

                continue;
            }

            byKey.Add(key.Values[row], values[row]);
            order.Add(new(key.Values[row], values[row].Length > 0 ? values[row] : NothingElse));
        }

        return new KeyedValues(key.Header, column.Header, order);
    }

    // The brief cell, with the number of the note that holds the whole when the brief is shorter.
    private static string WithNote(TableColumn column, string cell, List<string> notes)
    {
        var brief = ColumnFolds.Brief(column, cell);
        if (brief == cell)
        {
            return cell;
        }

        var index = notes.IndexOf(cell);
        if (index < 0)
        {
            notes.Add(cell);
            index = notes.Count - 1;
        }

        return $"{brief} [{index + 1}]";
    }
}
