namespace EmbeddedDbBench.Core.Writers;

/// <summary>W8's steps: the table, its accounts, and the writers' transfers (the timed one).</summary>
public enum WritersStep
{
    /// <summary>Creates the accounts table.</summary>
    CreateTable,

    /// <summary>Loads every account at its starting balance (preparation only).</summary>
    [PreparationOnly]
    Load,

    /// <summary>Every writer's read-modify-write transfers, run together until done or the run's deadline.</summary>
    Transfers,
}
