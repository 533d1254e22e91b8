using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;

namespace EmbeddedDbBench.Tests.Tuning;

public sealed class PublishedFactorsTests
{
    [Fact]
    public void Inserts_and_reads_come_from_the_same_ext_row_family()
    {
        // ext off exc over ext full: inserts 41,589 / 424, reads by one 134,698 / 135,380.
        // The file rows' reads (128,077 / 27,284 = 4.7x) must not be mixed in.
        Assert.Equal(41_589.0 / 424, PublishedFactors.Matrix(EngineCatalog.Find("Sqlite.MicrosoftData")!, "Direct", Variant.Exclusive)!.Value, precision: 9);
        Assert.Equal(134_698.0 / 135_380, PublishedFactors.Matrix(EngineCatalog.Find("Sqlite.MicrosoftData")!, "ByOne", Variant.Exclusive)!.Value, precision: 9);
    }

    [Fact]
    public void Default_and_unpublished_variants_have_no_factor()
    {
        Assert.Null(PublishedFactors.Matrix(EngineCatalog.Find("Sqlite.MicrosoftData")!, "Direct", Variant.Default));
        Assert.Null(PublishedFactors.Matrix(EngineCatalog.Find("Sqlite.MicrosoftData")!, "Direct", Variant.Wal));
        Assert.Null(PublishedFactors.Matrix(EngineCatalog.Find("Sqlite.MicrosoftData")!, "NoSuchStep", Variant.SyncOff));
    }

    [Fact]
    public void An_engine_with_one_published_row_has_no_factor_and_both_sqlite_providers_have_the_same()
    {
        Assert.Null(PublishedFactors.Matrix(EngineCatalog.Find("Postgres")!, "Direct", Variant.SyncOff));
        Assert.Null(PublishedFactors.Matrix(EngineCatalog.Find("LiteDb")!, "Direct", Variant.Memory));
        Assert.Equal(PublishedFactors.Matrix(EngineCatalog.Find("Sqlite.MicrosoftData")!, "Batch", Variant.Memory), PublishedFactors.Matrix(EngineCatalog.Find("Sqlite.SystemData")!, "Batch", Variant.Memory));
    }
}
