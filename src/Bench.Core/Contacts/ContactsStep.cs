namespace EmbeddedDbBench.Core.Contacts;

/// <summary>
/// The steps of W2. Numbers in the descriptions are the tests of the 2021 Zen-vs-SQLite study;
/// updates and deletes come set-based (one statement) and row by row (one statement per key,
/// as an application looping over a cursor).
/// </summary>
public enum ContactsStep
{
    /// <summary>Creates the Contacts table and its index on state (preparation only, not a test).</summary>
    CreateTable,

    /// <summary>Test 1: open and close connections in rapid succession.</summary>
    OpenClose,

    /// <summary>Test 2: insert every row, one statement each, into the empty table.</summary>
    Insert,

    /// <summary>Test 3a: select the planted-state rows (indexed), reading every row.</summary>
    SelectByState,

    /// <summary>Test 3b: select the planted-zip rows (not indexed), reading every row.</summary>
    SelectByZip,

    /// <summary>Test 4a, set-based: one UPDATE of zip WHERE state.</summary>
    UpdateByState,

    /// <summary>Test 4b, set-based: one UPDATE of state WHERE zip.</summary>
    UpdateByZip,

    /// <summary>Test 4a, row by row: select the keys by state, then one UPDATE per key.</summary>
    UpdateByStateRowByRow,

    /// <summary>Test 4b, row by row: select the keys by zip, then one UPDATE per key.</summary>
    UpdateByZipRowByRow,

    /// <summary>Test 5a, set-based: one DELETE WHERE state.</summary>
    DeleteByState,

    /// <summary>Test 5b, set-based: one DELETE WHERE zip.</summary>
    DeleteByZip,

    /// <summary>Test 5a, row by row: select the keys by state, then one DELETE per key.</summary>
    DeleteByStateRowByRow,

    /// <summary>Test 5b, row by row: select the keys by zip, then one DELETE per key.</summary>
    DeleteByZipRowByRow,
}
