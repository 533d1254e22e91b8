namespace EmbeddedDbBench.Core.Published;

/// <summary>mORMot's 2014 matrix rows, as engines name the rows they stand beside (<see cref="Facts.PublishedRows.Matrix"/>).</summary>
public enum MormotRow
{
    /// <summary>SQLite3 (ext full): synchronous FULL.</summary>
    SqliteExtFull,

    /// <summary>SQLite3 (ext off): synchronous OFF.</summary>
    SqliteExtOff,

    /// <summary>SQLite3 (ext off exc): synchronous OFF, exclusive locking.</summary>
    SqliteExtOffExclusive,

    /// <summary>SQLite3 (ext mem): an in-memory database.</summary>
    SqliteExtMemory,

    /// <summary>PostgreSQL through ZEOS.</summary>
    PostgresZeos,

    /// <summary>MySQL through ZEOS.</summary>
    MySqlZeos,

    /// <summary>Firebird through ZEOS, its form (embedded or server) not given.</summary>
    FirebirdZeos,
}

/// <summary>
/// mORMot's 2014 insert/read matrix (004 seed), rows/s, one row family throughout: the "ext"
/// rows, SQLite reached through mORMot's external-database layer, whose Batch sends multi-row
/// <c>INSERT … VALUES</c> statements, the form this suite's Batch means. The seed's "file" rows
/// (its in-process engine, whose Batch still commits row by row) are left out on purpose: mixing
/// them gave Exclusive a published read-by-one factor of 4.7x where the ext rows give 1.0x.
/// The W5 page and the tuning chart both read this one table.
/// </summary>
public static class MormotPublished
{
    /// <summary>The matrix's columns, as W5's steps are named: Direct, Batch, Trans, Batch+Trans, read by one, read all (direct).</summary>
    public static readonly IReadOnlyList<string> Steps = ["Direct", "Batch", "Trans", "BatchTrans", "ByOne", "All"];

    /// <summary>The published rows, each with its key and the variant it stands beside.</summary>
    public static readonly IReadOnlyList<Row> Rows =
    [
        new(MormotRow.SqliteExtFull, Variant.Default, "SQLite3 (ext full)", [424, 11_297, 102_049, 164_636, 135_380, 553_158], ReadsFromSeedOnly: true),
        new(MormotRow.SqliteExtOff, Variant.SyncOff, "SQLite3 (ext off)", [830, 21_406, 109_706, 189_250, 133_696, 543_065], ReadsFromSeedOnly: true),
        new(MormotRow.SqliteExtOffExclusive, Variant.Exclusive, "SQLite3 (ext off exc)", [41_589, 180_759, 108_481, 192_071, 134_698, 558_596], ReadsFromSeedOnly: true),
        new(MormotRow.SqliteExtMemory, Variant.Memory, "SQLite3 (ext mem)", [101_440, 234_576, 113_530, 190_142, 137_487, 557_475], ReadsFromSeedOnly: true),
        new(MormotRow.PostgresZeos, Variant.Default, "PostgreSQL (ZEOS)", [4_196, 26_663, 9_689, 38_735, 8_833, 223_583]),
        new(MormotRow.MySqlZeos, Variant.Default, "MySQL (ZEOS)", [3_426, 34_037, 12_217, 40_186, 2_052, 245_772]),
        // One Firebird row in the spec, beside both of our forms: it does not say which form ZEOS used.
        new(MormotRow.FirebirdZeos, Variant.Default, "Firebird (ZEOS, form not given)", [9_733, 13_429, 26_348, 30_616, 20_296, 107_229]),
    ];

    /// <summary>The row of <paramref name="key"/>.</summary>
    public static Row Of(MormotRow key) => Rows.First(r => r.Key == key);

    /// <summary>
    /// Among <paramref name="rows"/> (an engine's), the published factor of <paramref name="variant"/> over
    /// Default for <paramref name="step"/>; null when either row or the step is missing, or for Default itself.
    /// </summary>
    public static double? Factor(IEnumerable<MormotRow> rows, string step, Variant variant)
    {
        var own = rows.Select(Of).ToArray();
        var column = Steps.ToList().IndexOf(step);
        var row = own.FirstOrDefault(r => r.Variant == variant);
        var baseline = own.FirstOrDefault(r => r.Variant == Variant.Default);
        return column < 0 || row is null || baseline is null || row == baseline ? null : (double)row.RowsPerSecond[column] / baseline.RowsPerSecond[column];
    }

    /// <summary>One published row.</summary>
    /// <param name="Key">The row's key, which engines name.</param>
    /// <param name="Variant">The suite's variant the row's setting corresponds to.</param>
    /// <param name="Label">The row as the seed names it.</param>
    /// <param name="RowsPerSecond">Rows/s per column of <see cref="Steps"/>.</param>
    /// <param name="ReadsFromSeedOnly">True when the read columns are in the seed's table but not repeated by the spec.</param>
    public sealed record Row(MormotRow Key, Variant Variant, string Label, IReadOnlyList<long> RowsPerSecond, bool ReadsFromSeedOnly = false);
}
