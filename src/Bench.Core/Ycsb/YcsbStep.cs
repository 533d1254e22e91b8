namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>The steps of a YCSB workload: the table, the load phase, the run phase (the timed one).</summary>
public enum YcsbStep
{
    /// <summary>Creates the usertable.</summary>
    CreateTable,

    /// <summary>YCSB's load phase: <c>recordcount</c> records in one transaction, through the engine's bulk path (untimed).</summary>
    [PreparationOnly]
    Load,

    /// <summary>YCSB's run phase: <c>operationcount</c> operations on <c>threadcount</c> threads.</summary>
    Run,
}
