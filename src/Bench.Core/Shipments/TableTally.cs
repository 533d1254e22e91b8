using System.Data.Common;
using System.Globalization;
using System.Numerics;

namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// What W3 knows about a table's contents: the row count, an order-independent checksum of
/// every row, each numeric column's sum and each date column's range. Built once from the
/// generated rows and compared with what a database holds.
/// </summary>
public sealed class TableTally
{
    private readonly decimal[] _sums;
    private readonly DateTime[] _min;
    private readonly DateTime[] _max;

    /// <summary>An empty tally for <paramref name="table"/>.</summary>
    public TableTally(ShipmentsTable table)
    {
        Table = table;
        _sums = new decimal[table.Columns.Count];
        _min = Enumerable.Repeat(DateTime.MaxValue, table.Columns.Count).ToArray();
        _max = Enumerable.Repeat(DateTime.MinValue, table.Columns.Count).ToArray();
    }

    /// <summary>The table tallied.</summary>
    public ShipmentsTable Table { get; }

    /// <summary>Rows added.</summary>
    public long Rows { get; private set; }

    /// <summary>Sum of <see cref="ShipmentsValues.RowHash"/> over the rows.</summary>
    public ulong Content { get; private set; }

    /// <summary>Adds one row's values (column order).</summary>
    public void Add(ReadOnlySpan<object?> values)
    {
        Rows++;
        Content += ShipmentsValues.RowHash(Table.Columns, values);
        for (var i = 0; i < values.Length; i++)
        {
            switch (Table.Columns[i].Kind, values[i])
            {
                case (ColumnKind.WholeNumber or ColumnKind.Currency or ColumnKind.Real, { } number):
                    _sums[i] += Convert.ToDecimal(number, CultureInfo.InvariantCulture);
                    break;
                case (ColumnKind.Date, DateTime date):
                    _min[i] = date < _min[i] ? date : _min[i];
                    _max[i] = date > _max[i] ? date : _max[i];
                    break;
            }
        }
    }

    /// <summary>What this tally holds, to be kept in a file (<see cref="ShipmentsExpectationsFile"/>).</summary>
    internal TableTallyState State => new(Rows, Content, [.. _sums], [.. _min], [.. _max]);

    /// <summary>The tally of <paramref name="table"/> that <paramref name="state"/> describes.</summary>
    internal static TableTally FromState(ShipmentsTable table, TableTallyState state)
    {
        var tally = new TableTally(table) { Rows = state.Rows, Content = state.Content };
        var columns = table.Columns.Count;
        if (state.Sums.Length != columns || state.Min.Length != columns || state.Max.Length != columns)
        {
            throw new InvalidDataException($"a kept tally of {table.Name} has {state.Sums.Length} columns, the table {columns}.");
        }

        state.Sums.CopyTo(tally._sums, 0);
        state.Min.CopyTo(tally._min, 0);
        state.Max.CopyTo(tally._max, 0);
        return tally;
    }

    /// <summary>A copy of this tally with one more row.</summary>
    public TableTally With(ReadOnlySpan<object?> values)
    {
        var copy = new TableTally(Table) { Rows = Rows, Content = Content };
        _sums.CopyTo(copy._sums, 0);
        _min.CopyTo(copy._min, 0);
        _max.CopyTo(copy._max, 0);
        copy.Add(values);
        return copy;
    }

    /// <summary>
    /// SQL computing, in the engine, COUNT(*), SUM of every numeric column and MIN/MAX of every
    /// date column, in the order <see cref="Aggregates"/> lists them.
    /// </summary>
    public string AggregateSql => $"SELECT COUNT(*), {string.Join(", ", AggregateTerms().Select(t => t.Sql))} FROM {Table.Name}";

    /// <summary>The expected result of <see cref="AggregateSql"/>, as text, with labels.</summary>
    public IEnumerable<(string Label, string Value)> Aggregates() =>
        new[] { ("COUNT(*)", Rows.ToString(CultureInfo.InvariantCulture)) }
            .Concat(AggregateTerms().Select(t => (t.Sql, Rows == 0 ? "NULL" : t.Expected)));

    /// <summary>The row <see cref="AggregateSql"/> returned on <paramref name="reader"/>, as text, with labels.</summary>
    public IEnumerable<(string Label, string Value)> ReadAggregates(DbDataReader reader)
    {
        var terms = AggregateTerms().ToArray();
        yield return ("COUNT(*)", Convert.ToInt64(reader.GetValue(0), CultureInfo.InvariantCulture).ToString(CultureInfo.InvariantCulture));
        for (var i = 0; i < terms.Length; i++)
        {
            yield return (terms[i].Sql, reader.IsDBNull(i + 1) ? "NULL" : terms[i].IsDate
                ? Text(reader.GetDateTime(i + 1))
                : Text(Number(reader.GetValue(i + 1))));
        }
    }

    private IEnumerable<(string Sql, string Expected, bool IsDate)> AggregateTerms()
    {
        for (var i = 0; i < Table.Columns.Count; i++)
        {
            var column = Table.Columns[i];
            if (column.Kind == ColumnKind.Date)
            {
                yield return ($"MIN({column.Name})", Text(_min[i]), true);
                yield return ($"MAX({column.Name})", Text(_max[i]), true);
            }
            else if (column.Kind is ColumnKind.WholeNumber or ColumnKind.Currency or ColumnKind.Real)
            {
                yield return ($"SUM({column.Name})", Text(_sums[i]), false);
            }
        }
    }

    // DuckDB sums INTEGER columns into HUGEINT, which its provider returns as BigInteger (not IConvertible).
    private static decimal Number(object value) =>
        value is BigInteger big ? (decimal)big : Convert.ToDecimal(value, CultureInfo.InvariantCulture);

    private static string Text(DateTime value) => value.ToString("yyyy-MM-dd HH:mm:ss.fffffff", CultureInfo.InvariantCulture);

    // Sums of REAL and of SQLite's floating-point decimals carry binary noise far below a cent.
    private static string Text(decimal value) =>
        decimal.Round(value, ShipmentsValues.Decimals, MidpointRounding.AwayFromZero).ToString("0.00", CultureInfo.InvariantCulture);
}
