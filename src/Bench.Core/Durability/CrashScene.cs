namespace EmbeddedDbBench.Core.Durability;

/// <summary>What a killed writer or a cut left behind, for <see cref="CrashRecovery.Reopen"/> to reopen.</summary>
/// <param name="Folder">The writer's data folder: the database file under it, or a throwaway server's folder.</param>
/// <param name="Address">What the writer told besides the folder (<see cref="CrashRecovery.Address"/>), or null.</param>
/// <param name="Table">The table the writer committed its rows to.</param>
/// <param name="Acknowledged">The highest id whose commit the writer acknowledged.</param>
public sealed record CrashScene(string Folder, string? Address, string Table, long Acknowledged);
