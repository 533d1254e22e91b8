namespace EmbeddedDbBench.Core.Contacts;

/// <summary>One row of the Contacts table.</summary>
/// <param name="Id">The key, 1..N in insert order.</param>
/// <param name="LastName">At most 25 characters.</param>
/// <param name="FirstName">At most 25 characters.</param>
/// <param name="Street">At most 30 characters.</param>
/// <param name="City">At most 30 characters.</param>
/// <param name="State">Two letters; indexed.</param>
/// <param name="Zip">Five digits; not indexed.</param>
/// <param name="Country">At most 20 characters.</param>
/// <param name="Phone">At most 13 characters.</param>
public sealed record Contact(
    int Id,
    string LastName,
    string FirstName,
    string Street,
    string City,
    string State,
    string Zip,
    string Country,
    string Phone)
{
    /// <summary>The table's columns, in the order of <see cref="Values"/> and of every SELECT.</summary>
    public static IReadOnlyList<string> Columns { get; } =
        ["id", "lastname", "firstname", "street", "city", "state", "zip", "country", "phone"];

    /// <summary>The row's values in <see cref="Columns"/> order.</summary>
    public object?[] Values() => [Id, LastName, FirstName, Street, City, State, Zip, Country, Phone];

    /// <summary>This row's checksum, equal to <see cref="ChecksumOf"/> over the values read back.</summary>
    public ulong Checksum() => ChecksumOf(Id, LastName, FirstName, Street, City, State, Zip, Country, Phone);

    /// <summary>
    /// Checksum of one row as read: column hashes folded in column order, so a value that moved
    /// to another column changes the result.
    /// </summary>
    public static ulong ChecksumOf(long id, params ReadOnlySpan<string> texts)
    {
        Span<ulong> hashes = stackalloc ulong[texts.Length + 1];
        hashes[0] = Core.Checksum.Of(id);
        for (var i = 0; i < texts.Length; i++)
        {
            hashes[i + 1] = Core.Checksum.Of(texts[i]);
        }

        return Core.Checksum.Row(hashes);
    }
}
