using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Tests.Tuning;

public sealed class PublishedFactorsTests
{
    [Fact]
    public void Inserts_and_reads_come_from_the_same_ext_row_family()
    {
        // ext off exc over ext full: inserts 41,589 / 424, reads by one 134,698 / 135,380.
        // The file rows' reads (128,077 / 27,284 = 4.7x) must not be mixed in.
        Assert.Equal(41_589.0 / 424, PublishedFactors.MatrixSqlite("Direct", Variant.Exclusive)!.Value, precision: 9);
        Assert.Equal(134_698.0 / 135_380, PublishedFactors.MatrixSqlite("ByOne", Variant.Exclusive)!.Value, precision: 9);
    }

    [Fact]
    public void Default_and_unpublished_variants_have_no_factor()
    {
        Assert.Null(PublishedFactors.MatrixSqlite("Direct", Variant.Default));
        Assert.Null(PublishedFactors.MatrixSqlite("Direct", Variant.Wal));
        Assert.Null(PublishedFactors.MatrixSqlite("NoSuchStep", Variant.SyncOff));
    }
}
