using EmbeddedDbBench.Core.Ycsb;

namespace EmbeddedDbBench.Tests.Ycsb;

/// <summary>
/// The key choosers against the frequencies their definitions give, with a fixed seed, and the same
/// tests failing for samples from other distributions, so that they can fail. Gray et al.'s method
/// draws the two most popular ranks exactly and every other from a continuous approximation of the
/// zipf law, whose bias over a range of ranks is a few per cent (up to 7.4% for 1,000 items at θ =
/// 0.99, computed from the method's own formula by integrating over the uniform draw): so a
/// chi-square test over the exact cells (rank 1, rank 2, the rest), and a rank-frequency test that
/// holds every doubling range of ranks within 10% of the zipf law.
/// </summary>
public sealed class ZipfianTests
{
    private const int Items = 1_000;
    private const int Samples = 200_000;

    // Bins 1, 2, 3–4, 5–8, … (doubling): every bin expects thousands of draws.
    private static readonly (int From, int To)[] _bins = [.. Enumerable.Range(0, 10).Select(b => (b == 0 ? 0 : (1 << b) - 1, Math.Min(Items, (1 << (b + 1)) - 1)))];

    // The 99.9% point of chi-square with 2 degrees of freedom.
    private const double Critical = 13.82;

    [Fact]
    public void Zipfian_ranks_follow_the_zipf_law_with_theta_0_99()
    {
        var zipfian = new ZipfianGenerator(Items);
        var random = new Random(7);
        var counts = new long[Items];
        for (var i = 0; i < Samples; i++)
        {
            counts[zipfian.Next(random)]++;
        }

        Assert.True(ChiSquare(counts, zipfian) < Critical, $"chi-square {ChiSquare(counts, zipfian):0.0} ≥ {Critical}");
        Assert.True(WorstBinRatio(counts, zipfian) < 0.10, $"a range of ranks is {WorstBinRatio(counts, zipfian):P1} off the zipf law");
    }

    [Fact]
    public void The_same_test_refuses_a_uniform_sample_and_a_steeper_zipfian()
    {
        var zipfian = new ZipfianGenerator(Items);
        var random = new Random(7);
        var uniform = new long[Items];
        var steeper = new long[Items];
        var other = new ZipfianGenerator(Items, theta: 0.9);
        for (var i = 0; i < Samples; i++)
        {
            uniform[random.Next(Items)]++;
            steeper[other.Next(random)]++;
        }

        Assert.True(ChiSquare(uniform, zipfian) > Critical && WorstBinRatio(uniform, zipfian) > 0.10);
        Assert.True(ChiSquare(steeper, zipfian) > Critical && WorstBinRatio(steeper, zipfian) > 0.10);
    }

    [Fact]
    public void Scrambled_zipfian_spreads_the_hot_keys_over_the_key_space_with_the_zipf_frequencies()
    {
        var chooser = new KeyChooser(RequestDistribution.Zipfian, Items);
        var random = new Random(11);
        var counts = new long[Items];
        for (var i = 0; i < Samples; i++)
        {
            counts[chooser.Next(random)]++;
        }

        // The rank-frequency curve of the keys is the zipfian's (collisions of the hash merge a few ranks).
        var byFrequency = counts.OrderDescending().ToArray();
        var zipfian = new ZipfianGenerator(Items);
        Assert.InRange(byFrequency[0], Samples * zipfian.Probability(0) * 0.95, Samples * (zipfian.Probability(0) + zipfian.Probability(1)) * 1.05);
        // The ten hottest keys are not the first ten.
        var hottest = counts.Select((count, key) => (count, key)).OrderByDescending(p => p.count).Take(10).Select(p => p.key).ToArray();
        Assert.True(hottest.Count(k => k < 10) <= 1, $"hot keys {string.Join(", ", hottest)}");
        Assert.True(hottest.Max() - hottest.Min() > Items / 4);
    }

    [Fact]
    public void Hotspot_sends_its_share_of_operations_to_the_hot_keys()
    {
        var chooser = new KeyChooser(RequestDistribution.Hotspot, Items, hotspotDataFraction: 0.2, hotspotOperationFraction: 0.8);
        var random = new Random(3);
        var hot = 0;
        for (var i = 0; i < Samples; i++)
        {
            hot += chooser.Next(random) < Items * 0.2 ? 1 : 0;
        }

        // 80% of operations, plus the 0 cold ones that can't land there: within 5 standard deviations.
        var sd = Math.Sqrt(Samples * 0.8 * 0.2);
        Assert.InRange(hot, Samples * 0.8 - 5 * sd, Samples * 0.8 + 5 * sd);
    }

    // Over the cells Gray et al.'s method draws exactly: rank 1, rank 2, every other rank.
    private static double ChiSquare(long[] counts, ZipfianGenerator zipfian)
    {
        var total = (double)counts.Sum();
        double[] observed = [counts[0], counts[1], total - counts[0] - counts[1]];
        double[] expected = [total * zipfian.Probability(0), total * zipfian.Probability(1), total * (1 - zipfian.Probability(0) - zipfian.Probability(1))];
        return observed.Zip(expected).Sum(p => (p.First - p.Second) * (p.First - p.Second) / p.Second);
    }

    // The largest relative gap between a doubling range of ranks' share and the zipf law's.
    private static double WorstBinRatio(long[] counts, ZipfianGenerator zipfian)
    {
        var total = (double)counts.Sum();
        return _bins.Max(bin =>
        {
            var observed = counts[bin.From..bin.To].Sum() / total;
            var expected = Enumerable.Range(bin.From, bin.To - bin.From).Sum(r => zipfian.Probability(r));
            return Math.Abs(observed / expected - 1);
        });
    }
}
