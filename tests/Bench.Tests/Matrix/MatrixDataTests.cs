using EmbeddedDbBench.Core.Matrix;

namespace EmbeddedDbBench.Tests.Matrix;

public sealed class MatrixDataTests
{
    [Fact]
    public void Same_seed_gives_the_same_records()
    {
        var first = new MatrixData(5_000, MatrixWorkload.DefaultSeed);
        var second = new MatrixData(5_000, MatrixWorkload.DefaultSeed);

        Assert.Equal(first.Values.SelectMany(v => v), second.Values.SelectMany(v => v));
        Assert.Equal(first.TableChecksum, second.TableChecksum);
    }

    [Fact]
    public void Ids_are_1_to_n_in_insert_order()
    {
        var data = new MatrixData(5_000, MatrixWorkload.DefaultSeed);

        Assert.Equal(Enumerable.Range(1, 5_000), data.Values.Select(v => (int)v[0]!));
        Assert.Equal(Enumerable.Range(1, 5_000), data.Ids.Cast<int>());
    }

    [Fact]
    public void A_smaller_workload_has_a_tenth_of_the_records_and_the_same_steps()
    {
        var smaller = MatrixWorkload.ScaledDown(10);

        Assert.Equal(500, smaller.Data.Rows);
        Assert.Equal(500, smaller.RowsPerRun(MatrixStep.Trans));
        Assert.Throws<ArgumentOutOfRangeException>(() => MatrixWorkload.ScaledDown(0));
    }
}
