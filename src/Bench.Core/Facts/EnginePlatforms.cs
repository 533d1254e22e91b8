using EmbeddedDbBench.Core.Platforms;

namespace EmbeddedDbBench.Core.Facts;

/// <summary>
/// What an engine needs on the claimed platforms (<see cref="Platform.Claimed"/>), as docs/engines.md's
/// platform column states it: its provider package, the native library that package loads, and what
/// else some platform asks for.
/// </summary>
/// <param name="Provider">The provider package, the first word of docs/engines.md's provider cell, e.g. <c>Npgsql</c>.</param>
/// <param name="Native">The native library the provider loads from a package, or null for a managed-only provider.</param>
/// <param name="Caveat">What else the engine needs on some platform, or "" for nothing.</param>
public sealed record EnginePlatforms(string Provider, NativeLibrary? Native, string Caveat = "");
