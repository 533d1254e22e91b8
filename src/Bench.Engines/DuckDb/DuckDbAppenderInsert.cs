using DuckDB.NET.Data;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.DuckDb;

/// <summary>
/// DuckDB's bulk path: the Appender (<see cref="DuckDBAppender"/>), which writes rows straight
/// into column vectors, bypassing SQL. It uses the connection's transaction when one is open;
/// in autocommit it commits each time it flushes (every 204,800 rows) and when it closes, so
/// it batches rows outside a transaction too. The appender fills every column of the table in
/// order, which is how every workload's <see cref="BulkTable"/> lists them.
/// </summary>
public sealed class DuckDbAppenderInsert : IBulkInsert
{
    /// <summary>The shared instance; the type holds no state.</summary>
    public static DuckDbAppenderInsert Instance { get; } = new();

    /// <inheritdoc />
    public string Method => "Appender (DuckDBAppender)";

    /// <inheritdoc />
    public long Insert(StepContext context, BulkTable table, IReadOnlyList<object?[]> rows)
    {
        var connection = (DuckDBConnection)context.Connection;
        using var appender = connection.CreateAppender(table.Name);
        if (rows is ITypedBulkRows typed)
        {
            AppendTyped(appender, typed);
        }
        else
        {
            AppendBoxed(appender, rows);
        }

        // Closing flushes the last rows into the table (and commits them in autocommit); a
        // failure surfaces here rather than in Dispose.
        appender.Close();
        return rows.Count;
    }

    // Values straight from the rows' own fields: no object[] and no boxing per value.
    private static void AppendTyped(DuckDBAppender appender, ITypedBulkRows rows)
    {
        var sink = new RowSink();
        for (var i = 0; i < rows.Count; i++)
        {
            sink.Row = appender.CreateRow();
            rows.Write(i, ref sink);
            sink.Row.EndRow();
        }
    }

    private static void AppendBoxed(DuckDBAppender appender, IReadOnlyList<object?[]> rows)
    {
        for (var i = 0; i < rows.Count; i++)
        {
            var row = appender.CreateRow();
            foreach (var value in rows[i])
            {
                Append(row, value);
            }

            row.EndRow();
        }
    }

    private static void Append(IDuckDBAppenderRow row, object? value)
    {
        _ = value switch
        {
            null => row.AppendNullValue(),
            int number => row.AppendValue(number),
            long number => row.AppendValue(number),
            double number => row.AppendValue(number),
            decimal amount => row.AppendValue(amount),
            string text => row.AppendValue(text),
            DateTime time => row.AppendValue(time),
            bool flag => row.AppendValue(flag),
            _ => throw new NotSupportedException($"the DuckDB appender path has no mapping for {value.GetType()}"),
        };
    }

    // A struct, so the rows' generic Write is specialized for it and its calls are direct.
    private struct RowSink : IBulkValueSink
    {
        public IDuckDBAppenderRow Row;

        public readonly void Value(int value) => Row.AppendValue(value);

        public readonly void Value(long value) => Row.AppendValue(value);

        public readonly void Value(double value) => Row.AppendValue(value);
    }
}
