namespace EmbeddedDbBench.Core;

/// <summary>One part of a database's storage and its size.</summary>
/// <param name="Name">File name, or table/relation name for servers.</param>
/// <param name="Bytes">Size in bytes.</param>
public sealed record StoragePart(string Name, long Bytes);
