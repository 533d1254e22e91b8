namespace EmbeddedDbBench.Core.Sync;

/// <summary>
/// The steps of W2's sync form: each of the study's write tests on the embedded database, with
/// exactly the rows it changed pushed to a server, timed together.
/// </summary>
public enum ContactsSyncStep
{
    /// <summary>Creates the Contacts table on both sides, and what the sync method needs (preparation only).</summary>
    CreateTable,

    /// <summary>Test 2 and sync: insert every row, one statement each.</summary>
    Insert,

    /// <summary>Test 4a and sync: update zip of the planted-state rows (indexed filter), one statement per key.</summary>
    UpdateByState,

    /// <summary>Test 4b and sync: update state of the planted-zip rows (non-indexed filter), one statement per key.</summary>
    UpdateByZip,

    /// <summary>Test 5a and sync: delete the planted-state rows, one statement per key.</summary>
    DeleteByState,

    /// <summary>Test 5b and sync: delete the planted-zip rows, one statement per key.</summary>
    DeleteByZip,
}
