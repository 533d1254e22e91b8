namespace EmbeddedDbBench.Core.Matrix;

/// <summary>
/// The steps of W5, named after the columns of the 2014 mORMot table: four insert modes and two
/// read modes, each over the same rows.
/// </summary>
public enum MatrixStep
{
    /// <summary>Creates the table (preparation only, not a column of the table).</summary>
    CreateTable,

    /// <summary>One autocommit INSERT per row.</summary>
    Direct,

    // Not Variant.Batch (bulk path in a transaction): the name is mORMot's column and the published case name Matrix<…>.Batch.
    /// <summary>The engine's bulk path (multi-row statement or bulk API), no explicit transaction.</summary>
    Batch,

    /// <summary>One INSERT per row, all inside one transaction.</summary>
    Trans,

    /// <summary>The engine's bulk path inside one transaction.</summary>
    BatchTrans,

    /// <summary>One <c>SELECT * … WHERE ID = ?</c> per row.</summary>
    ByOne,

    /// <summary>One <c>SELECT *</c> reading every row.</summary>
    All,
}
