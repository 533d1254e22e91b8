namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>The steps of W6: the table created and loaded untimed, then the writer's operations beside the readers.</summary>
public enum ConcurrencyStep
{
    /// <summary>Creates the table (preparation only).</summary>
    CreateTable,

    /// <summary>Loads the rows in one transaction (preparation only, not timed).</summary>
    [PreparationOnly]
    Load,

    /// <summary>
    /// The writer's fixed number of single-row autocommit UPDATEs and INSERTs by key, while the
    /// reader threads run point SELECTs by key and one more runs an aggregate, all recorded per operation.
    /// </summary>
    Writes,
}
