using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// The benchmark classes that run some variants only (their engine's support aside), and which: one row
/// per variant, in a switch that names every member, so that a new variant fails the build here (CS8509)
/// until it is decided for each of these classes at once. Why each class leaves a variant out is said
/// beside its <c>RunsUnder</c>; every other class runs each variant its engine supports, narrowed per
/// step by the variant's traits (<see cref="VariantExtensions"/>).
/// </summary>
public static class NarrowedVariants
{
    /// <summary>The classes that name their variants.</summary>
    [Flags]
    public enum Classes
    {
        /// <summary>None of them.</summary>
        None = 0,

        /// <summary>W6, <see cref="Concurrency{TEngine}"/>.</summary>
        Concurrency = 1,

        /// <summary>W7, <see cref="Ycsb{TEngine}"/>.</summary>
        Ycsb = 2,

        /// <summary>W2's sync form, <see cref="Sync{TTarget}"/> (the embedded side's variant).</summary>
        Sync = 4,

        /// <summary>W3's naive import, <see cref="ShipmentsNaiveImport{TEngine}"/>.</summary>
        ShipmentsNaiveImport = 8,

        /// <summary>The SQLite layers' native floor (<see cref="Layers.NativeFloorBenchmark{TStep}"/>).</summary>
        NativeFloor = 16,

        /// <summary>The plain provider loops beside the harness's Batch path (<c>Reference/</c>).</summary>
        PlainLoops = 32,

        /// <summary>W8, <see cref="Writers{TEngine}"/>.</summary>
        Writers = 64,
    }

    /// <summary>True when <paramref name="narrowed"/> runs under <paramref name="variant"/>.</summary>
    public static bool RunUnder(this Classes narrowed, Variant variant) => (Of(variant) & narrowed) == narrowed;

    // Every member, no discard (docs/architecture.md, "Adding a variant").
    private static Classes Of(Variant variant) => variant switch
    {
        Variant.Default => Classes.Concurrency | Classes.Ycsb | Classes.Sync | Classes.ShipmentsNaiveImport | Classes.NativeFloor | Classes.Writers,
        Variant.Transaction => Classes.None,
        Variant.SyncOff => Classes.Ycsb,
        Variant.Wal => Classes.Concurrency | Classes.Ycsb | Classes.Sync | Classes.Writers,
        Variant.WalFull => Classes.Writers,
        Variant.Extra => Classes.None,
        Variant.Exclusive => Classes.None,
        Variant.Memory => Classes.None,
        Variant.Batch => Classes.PlainLoops,
    };
}
