using System.Globalization;

namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// Reads one W3 file row by row into parameter values: ints, strings, <see cref="DateTime"/>
/// from YYYYMMDD, <see cref="decimal"/> amounts, <see cref="double"/> weights. This is the
/// parsing the timed import does. A malformed line throws <see cref="InvalidDataException"/>
/// naming the file and line.
/// </summary>
public sealed class ShipmentsCsvReader : IDisposable
{
    private readonly StreamReader _reader;
    private readonly string _path;
    private readonly IReadOnlyList<ShipmentsColumn> _columns;
    private int _line = 1;

    /// <summary>Opens <paramref name="path"/> and checks its header against <paramref name="table"/>.</summary>
    public ShipmentsCsvReader(string path, ShipmentsTable table)
    {
        _path = path;
        _columns = table.Columns;
        _reader = new StreamReader(path, System.Text.Encoding.UTF8, false, 1 << 16);
        var header = _reader.ReadLine();
        if (header != table.Header)
        {
            _reader.Dispose();
            throw Malformed($"expected the header '{table.Header}', found '{header}'");
        }
    }

    /// <summary>Reads the next row into <paramref name="values"/> (one per column); false at the end of the file.</summary>
    public bool Read(object?[] values)
    {
        var line = _reader.ReadLine();
        if (line is null)
        {
            return false;
        }

        _line++;
        var rest = line.AsSpan();
        for (var i = 0; i < _columns.Count; i++)
        {
            var comma = rest.IndexOf(',');
            var last = i == _columns.Count - 1;
            if (last != (comma < 0))
            {
                throw Malformed($"expected {_columns.Count} comma-separated fields");
            }

            values[i] = Parse(last ? rest : rest[..comma], _columns[i]);
            rest = last ? default : rest[(comma + 1)..];
        }

        return true;
    }

    /// <summary>Closes the file.</summary>
    public void Dispose() => _reader.Dispose();

    private object Parse(ReadOnlySpan<char> field, ShipmentsColumn column)
    {
        object? value = column.Kind switch
        {
            ColumnKind.WholeNumber => int.TryParse(field, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out var i) ? i : null,
            ColumnKind.Text => field.Length > 0 ? field.ToString() : null,
            ColumnKind.Character => field.Length == 1 ? field.ToString() : null,
            ColumnKind.Date => ParseDate(field),
            ColumnKind.Currency => decimal.TryParse(field, NumberStyles.AllowLeadingSign | NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture, out var d) ? d : null,
            ColumnKind.Real => double.TryParse(field, NumberStyles.Float, CultureInfo.InvariantCulture, out var r) ? r : null,
            _ => null,
        };
        return value ?? throw Malformed($"'{field}' is not a valid {column.Kind} for {column.Name}");
    }

    // YYYYMMDD by hand: DateTime.ParseExact is several times slower and this runs in the timed import.
    private static DateTime? ParseDate(ReadOnlySpan<char> field)
    {
        if (field.Length != 8 || !int.TryParse(field, NumberStyles.None, CultureInfo.InvariantCulture, out var yyyymmdd))
        {
            return null;
        }

        var (year, month, day) = (yyyymmdd / 10000, yyyymmdd / 100 % 100, yyyymmdd % 100);
        return year >= 1 && month is >= 1 and <= 12 && day >= 1 && day <= DateTime.DaysInMonth(year, month)
            ? new DateTime(year, month, day, 0, 0, 0, DateTimeKind.Unspecified)
            : null;
    }

    private InvalidDataException Malformed(string message) => new($"{_path}, line {_line}: {message}.");
}
