using System.Buffers.Binary;
using EmbeddedDbBench.Core.Platforms;

namespace EmbeddedDbBench.Tests.Platforms;

/// <summary>
/// Reads a native library's header to tell which operating system's format it is and which
/// processors it runs on, so a package that put an x64 file in its arm64 folder is caught.
/// </summary>
public static class NativeBinary
{
    private const uint MachO64 = 0xFEEDFACF;
    private const uint MachOFat = 0xCAFEBABE;

    /// <summary>The file's format and the architectures it contains ("x64", "arm64", or a raw machine number).</summary>
    public static (PlatformOs? Os, IReadOnlyList<string> Architectures) Read(string path)
    {
        var bytes = File.ReadAllBytes(path).AsSpan();
        if (bytes.Length > 20 && bytes[..4].SequenceEqual("\u007fELF"u8))
        {
            return (PlatformOs.Linux, [Elf(BinaryPrimitives.ReadUInt16LittleEndian(bytes[18..]))]);
        }

        if (bytes.Length > 0x40 && bytes[..2].SequenceEqual("MZ"u8))
        {
            var pe = BinaryPrimitives.ReadInt32LittleEndian(bytes[0x3C..]);
            return (PlatformOs.Windows, [Pe(BinaryPrimitives.ReadUInt16LittleEndian(bytes[(pe + 4)..]))]);
        }

        if (bytes.Length > 8 && BinaryPrimitives.ReadUInt32LittleEndian(bytes) == MachO64)
        {
            return (PlatformOs.MacOs, [MachO(BinaryPrimitives.ReadUInt32LittleEndian(bytes[4..]))]);
        }

        if (bytes.Length > 8 && BinaryPrimitives.ReadUInt32BigEndian(bytes) == MachOFat)
        {
            // A universal binary: a big-endian count, then 20-byte entries starting with the CPU type.
            var count = (int)BinaryPrimitives.ReadUInt32BigEndian(bytes[4..]);
            var architectures = new List<string>();
            for (var i = 0; i < count; i++)
            {
                architectures.Add(MachO(BinaryPrimitives.ReadUInt32BigEndian(bytes[(8 + (20 * i))..])));
            }

            return (PlatformOs.MacOs, architectures);
        }

        return (null, []);
    }

    private static string Elf(ushort machine) => machine switch
    {
        0x3E => "x64",
        0xB7 => "arm64",
        _ => $"elf-machine-{machine}",
    };

    private static string Pe(ushort machine) => machine switch
    {
        0x8664 => "x64",
        0xAA64 => "arm64",
        _ => $"pe-machine-{machine:x}",
    };

    private static string MachO(uint cpuType) => cpuType switch
    {
        0x01000007 => "x64",
        0x0100000C => "arm64",
        _ => $"macho-cpu-{cpuType:x}",
    };
}
