namespace EmbeddedDbBench.Core.Shipments;

/// <summary>How a W3 column is typed in SQL, written in the CSV files and read back.</summary>
public enum ColumnKind
{
    /// <summary>INTEGER (keys included): a 32-bit int in files, parameters and reads.</summary>
    WholeNumber,

    /// <summary>VARCHAR(n): the dialect's text type.</summary>
    Text,

    /// <summary>CHAR: a single character, as a one-character string.</summary>
    Character,

    /// <summary>DATETIME: YYYYMMDD in files, <see cref="DateTime"/> in parameters, the dialect's timestamp type.</summary>
    Date,

    /// <summary>CURRENCY: two decimals in files, <see cref="decimal"/> in parameters, the dialect's decimal type.</summary>
    Currency,

    /// <summary>REAL: one decimal in files, <see cref="double"/> in parameters, the dialect's double type.</summary>
    Real,
}
