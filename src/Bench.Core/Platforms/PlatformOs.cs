namespace EmbeddedDbBench.Core.Platforms;

/// <summary>Operating systems, as far as native file formats and names differ.</summary>
public enum PlatformOs
{
    /// <summary>ELF, lib*.so.</summary>
    Linux,

    /// <summary>PE, *.dll.</summary>
    Windows,

    /// <summary>Mach-O, lib*.dylib.</summary>
    MacOs,
}
