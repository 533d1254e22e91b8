namespace EmbeddedDbBench.Core.Contacts;

/// <summary>
/// Every row W2 inserts, generated up front from a seed. One state value is planted in exactly
/// <see cref="StateRows"/> rows and one zip value in exactly <see cref="ZipRows"/> other rows;
/// no other row carries either, and the values the updates write appear nowhere in the data,
/// so every select, update and delete touches exactly the stated number of rows. The
/// constructor counts them and throws if that ever stops being true.
/// </summary>
public sealed class ContactsData
{
    /// <summary>The state value planted in <see cref="StateRows"/> rows (test 3a, 4a, 5a filter on it).</summary>
    public const string PlantedState = "TX";

    /// <summary>The zip value planted in <see cref="ZipRows"/> rows (test 3b, 4b, 5b filter on it).</summary>
    public const string PlantedZip = "73301";

    /// <summary>The zip test 4a writes into the planted-state rows; never generated.</summary>
    public const string UpdatedZip = "00000";

    /// <summary>The state test 4b writes into the planted-zip rows; not a US state, never generated.</summary>
    public const string UpdatedState = "ZZ";

    private static readonly string[] _states =
    [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY",
        "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND",
        "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
    ];

    private static readonly string[] _lastNames =
    [
        "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
        "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
    ];

    private static readonly string[] _firstNames =
    [
        "James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth",
        "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Charles", "Karen",
    ];

    private static readonly string[] _streets = ["Main St", "Oak Ave", "Pine Rd", "Maple Dr", "Cedar Ln", "Elm St", "Lake Blvd", "Hill Ct"];

    private static readonly string[] _cities = ["Springfield", "Riverside", "Franklin", "Greenville", "Bristol", "Clinton", "Fairview", "Salem"];

    private static readonly string[] _countries = ["USA", "United States", "US"];

    /// <summary>Generates <paramref name="rows"/> contacts from <paramref name="seed"/>.</summary>
    /// <param name="rows">Rows inserted by test 2 (25,000 in the spec).</param>
    /// <param name="stateRows">Rows carrying <see cref="PlantedState"/> (10,000 in the spec).</param>
    /// <param name="zipRows">Other rows carrying <see cref="PlantedZip"/> (5,000 in the spec).</param>
    /// <param name="seed">Seed of the generator.</param>
    public ContactsData(int rows, int stateRows, int zipRows, int seed)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(stateRows, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(zipRows, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(rows, stateRows + zipRows);
        var random = new Random(seed);
        StateRows = stateRows;
        ZipRows = zipRows;
        Rows = Generate(random, rows, stateRows, zipRows);
        Values = Rows.Select(r => r.Values()).ToArray();
        CheckPlantedCounts();
    }

    /// <summary>The rows in insert order; ids are 1..N.</summary>
    public IReadOnlyList<Contact> Rows { get; }

    /// <summary>Each row's values in <see cref="Contact.Columns"/> order, boxed once, for inserts.</summary>
    public IReadOnlyList<object?[]> Values { get; }

    /// <summary>Rows carrying <see cref="PlantedState"/>.</summary>
    public int StateRows { get; }

    /// <summary>Rows carrying <see cref="PlantedZip"/>.</summary>
    public int ZipRows { get; }

    /// <summary>Order-independent checksum of <paramref name="rows"/> (what a select reads).</summary>
    public static ulong ChecksumOf(IEnumerable<Contact> rows)
    {
        ulong sum = 0;
        foreach (var row in rows)
        {
            sum += row.Checksum();
        }

        return sum;
    }

    private static Contact[] Generate(Random random, int rows, int stateRows, int zipRows)
    {
        // Which rows get the planted state and which the planted zip: disjoint by construction.
        var positions = Enumerable.Range(0, rows).ToArray();
        random.Shuffle(positions);
        var planted = new byte[rows];
        for (var i = 0; i < stateRows + zipRows; i++)
        {
            planted[positions[i]] = i < stateRows ? (byte)1 : (byte)2;
        }

        var contacts = new Contact[rows];
        for (var i = 0; i < rows; i++)
        {
            contacts[i] = new Contact(
                i + 1,
                Pick(random, _lastNames),
                Pick(random, _firstNames),
                $"{random.Next(1, 10_000)} {Pick(random, _streets)}",
                Pick(random, _cities),
                planted[i] == 1 ? PlantedState : RandomState(random),
                planted[i] == 2 ? PlantedZip : RandomZip(random),
                Pick(random, _countries),
                $"{random.Next(200, 1000)}-{random.Next(200, 1000)}-{random.Next(0, 10_000):D4}");
        }

        return contacts;
    }

    private static string Pick(Random random, string[] values) => values[random.Next(values.Length)];

    private static string RandomState(Random random)
    {
        string state;
        do
        {
            state = Pick(random, _states);
        }
        while (state == PlantedState);

        return state;
    }

    // 10000-99999, so UpdatedZip ("00000") can never come out.
    private static string RandomZip(Random random)
    {
        string zip;
        do
        {
            zip = random.Next(10_000, 100_000).ToString("D5");
        }
        while (zip == PlantedZip);

        return zip;
    }

    private void CheckPlantedCounts()
    {
        var state = Rows.Count(r => r.State == PlantedState);
        var zip = Rows.Count(r => r.Zip == PlantedZip);
        var both = Rows.Count(r => r.State == PlantedState && r.Zip == PlantedZip);
        var updated = Rows.Count(r => r.State == UpdatedState || r.Zip == UpdatedZip);
        if (state != StateRows || zip != ZipRows || both != 0 || updated != 0)
        {
            throw new InvalidOperationException(
                $"Contacts generator broke its promise: {state} planted states (want {StateRows}), {zip} planted zips " +
                $"(want {ZipRows}), {both} rows with both, {updated} rows already holding an update value.");
        }
    }
}
