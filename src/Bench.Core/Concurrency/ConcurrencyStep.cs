namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>The steps of W6: the table loaded untimed, then the writer's operations beside the readers.</summary>
public enum ConcurrencyStep
{
    /// <summary>Creates the table and loads its rows in one transaction (preparation only, not timed).</summary>
    Load,

    /// <summary>
    /// The writer's fixed number of single-row autocommit UPDATEs and INSERTs by key, while the
    /// reader threads run point SELECTs by key and one more runs an aggregate, all recorded per operation.
    /// </summary>
    Writes,
}
