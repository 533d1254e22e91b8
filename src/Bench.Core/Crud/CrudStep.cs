namespace EmbeddedDbBench.Core.Crud;

/// <summary>The six timed steps of W1, in the order they run.</summary>
public enum CrudStep
{
    /// <summary>CREATE TABLE Test.</summary>
    Create,

    /// <summary>N single-row INSERTs of a GUID string.</summary>
    Write,

    /// <summary>N UPDATEs of a random id to a new GUID string.</summary>
    Update,

    /// <summary>N SELECTs of textdata by a random id.</summary>
    Read,

    /// <summary>N DELETEs, every id once, in shuffled order.</summary>
    Delete,

    /// <summary>DROP TABLE Test.</summary>
    Drop,
}
