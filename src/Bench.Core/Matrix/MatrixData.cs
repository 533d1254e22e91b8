namespace EmbeddedDbBench.Core.Matrix;

/// <summary>
/// The small record W5 inserts and reads, modelled on mORMot's sample record (first and last
/// name, an amount, a birth date, a modification stamp), generated up front from a seed.
/// </summary>
public sealed class MatrixData
{
    /// <summary>The table's columns, in the order of each row's values and of <c>SELECT *</c>.</summary>
    public static IReadOnlyList<string> Columns { get; } = ["ID", "FirstName", "LastName", "Amount", "BirthDate", "LastChange"];

    private static readonly string[] _firstNames = ["Albert", "Berta", "Cyril", "Dora", "Emil", "Frida", "Gustav", "Hanna"];
    private static readonly string[] _lastNames = ["Tolstoi", "Dumas", "Goethe", "Austen", "Cervantes", "Dante", "Homer", "Woolf"];

    /// <summary>Generates <paramref name="rows"/> records from <paramref name="seed"/>; ids are 1..N.</summary>
    public MatrixData(int rows, int seed)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(rows, 1);
        var random = new Random(seed);
        var values = new object?[rows][];
        var ids = new object[rows];
        ulong checksum = 0;
        for (var i = 0; i < rows; i++)
        {
            var id = i + 1;
            var first = $"{_firstNames[random.Next(_firstNames.Length)]} {random.Next(1000)}";
            var last = _lastNames[random.Next(_lastNames.Length)];
            var amount = random.Next(0, 10_000_000) / 100m;
            var birthDate = new DateTime(1920, 1, 1).AddDays(random.Next(0, 30_000));
            var lastChange = 635_000_000_000L + random.Next();
            values[i] = [id, first, last, amount, birthDate, lastChange];
            ids[i] = id;
            checksum += RowChecksum(id, first, last, amount, birthDate, lastChange);
        }

        Values = values;
        Ids = ids;
        TableChecksum = checksum;
    }

    /// <summary>Each row's values in <see cref="Columns"/> order, boxed once.</summary>
    public IReadOnlyList<object?[]> Values { get; }

    /// <summary>Each row's id, boxed once, in insert order (the order <see cref="MatrixStep.ByOne"/> reads).</summary>
    public IReadOnlyList<object> Ids { get; }

    /// <summary>Rows in the table.</summary>
    public int Rows => Values.Count;

    /// <summary>Order-independent checksum of the whole table, which is also what each read step reads.</summary>
    public ulong TableChecksum { get; }

    /// <summary>Checksum of one record; amounts compare to the cent, dates to the tick.</summary>
    public static ulong RowChecksum(long id, string first, string last, decimal amount, DateTime birthDate, long lastChange) =>
        Checksum.Row(Checksum.Of(id), Checksum.Of(first), Checksum.Of(last), Checksum.Of(amount, 2), Checksum.Of(birthDate.Ticks), Checksum.Of(lastChange));
}
