namespace EmbeddedDbBench.Core.Ycsb;

/// <summary>
/// Zipfian ranks over <c>n</c> items by the method of Gray et al., "Quickly generating
/// billion-record synthetic databases" (SIGMOD 1994): one uniform draw per rank, the two most
/// popular ranks exact and the rest from the closed form of the continuous approximation. Rank 0 is
/// the most popular; P(rank r) is close to (1/(r+1)^θ) / ζ(n, θ).
/// </summary>
public sealed class ZipfianGenerator
{
    /// <summary>YCSB's zipfian constant θ.</summary>
    public const double YcsbConstant = 0.99;

    private readonly double _theta;
    private readonly double _zetaN;
    private readonly double _alpha;
    private readonly double _eta;
    private readonly double _secondThreshold;

    /// <summary>Ranks over <paramref name="items"/> items with skew <paramref name="theta"/> (0 &lt; θ &lt; 1).</summary>
    public ZipfianGenerator(long items, double theta = YcsbConstant)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(items, 2);
        if (theta is <= 0 or >= 1)
        {
            throw new ArgumentOutOfRangeException(nameof(theta), "θ must lie strictly between 0 and 1");
        }

        Items = items;
        _theta = theta;
        _zetaN = Zeta(items, theta);
        var zeta2 = Zeta(2, theta);
        _alpha = 1 / (1 - theta);
        _eta = (1 - Math.Pow(2.0 / items, 1 - theta)) / (1 - zeta2 / _zetaN);
        _secondThreshold = 1 + Math.Pow(0.5, theta);
    }

    /// <summary>The number of items ranks are drawn from.</summary>
    public long Items { get; }

    /// <summary>ζ(n, θ) = Σ 1/i^θ for i = 1..n.</summary>
    public static double Zeta(long n, double theta)
    {
        var sum = 0.0;
        for (long i = 1; i <= n; i++)
        {
            sum += 1 / Math.Pow(i, theta);
        }

        return sum;
    }

    /// <summary>The exact probability of <paramref name="rank"/> (0-based) under the distribution this approximates.</summary>
    public double Probability(long rank) => 1 / Math.Pow(rank + 1, _theta) / _zetaN;

    /// <summary>The rank (0-based) for a uniform draw <paramref name="u"/> in [0, 1).</summary>
    public long Rank(double u)
    {
        var uz = u * _zetaN;
        if (uz < 1)
        {
            return 0;
        }

        if (uz < _secondThreshold)
        {
            return 1;
        }

        return Math.Min(Items - 1, (long)(Items * Math.Pow(_eta * u - _eta + 1, _alpha)));
    }

    /// <summary>The next rank from <paramref name="random"/>.</summary>
    public long Next(Random random)
    {
        ArgumentNullException.ThrowIfNull(random);
        return Rank(random.NextDouble());
    }
}

/// <summary>
/// Chooses a key number in [0, <see cref="Items"/>) as YCSB's <c>requestdistribution</c> says:
/// uniform; zipfian with its ranks scrambled through a hash (so the hot keys are spread over the key
/// space, not the first ones); hotspot; or, for latest, a zipfian offset back from the newest key
/// (<see cref="IsLatest"/>: the run subtracts it from the keys inserted so far).
/// </summary>
public sealed class KeyChooser
{
    private readonly RequestDistribution _distribution;
    private readonly ZipfianGenerator? _zipfian;
    private readonly long _hotKeys;
    private readonly double _hotOperations;

    /// <summary>A chooser over <paramref name="items"/> keys.</summary>
    public KeyChooser(RequestDistribution distribution, long items, double hotspotDataFraction = 0.2, double hotspotOperationFraction = 0.8)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(items, 1);
        _distribution = distribution;
        Items = items;
        _zipfian = distribution is RequestDistribution.Zipfian or RequestDistribution.Latest && items >= 2 ? new ZipfianGenerator(items) : null;
        _hotKeys = Math.Clamp((long)(items * hotspotDataFraction), 0, items);
        _hotOperations = hotspotOperationFraction;
    }

    /// <summary>The keys chosen from.</summary>
    public long Items { get; }

    /// <summary>True when <see cref="Next"/> gives an offset back from the newest key rather than a key.</summary>
    public bool IsLatest => _distribution == RequestDistribution.Latest;

    /// <summary>The next key number (for latest: the offset back from the newest key).</summary>
    public long Next(Random random)
    {
        ArgumentNullException.ThrowIfNull(random);
        return _distribution switch
        {
            RequestDistribution.Zipfian => _zipfian is null ? 0 : YcsbKeys.Hash((ulong)_zipfian.Next(random)) % (ulong)Items is var k ? (long)k : 0,
            RequestDistribution.Latest => _zipfian?.Next(random) ?? 0,
            RequestDistribution.Hotspot => Hotspot(random),
            _ => random.NextInt64(Items),
        };
    }

    // Hot keys are the first ones (YCSB's hot set starts at the lower bound); each set uniform.
    private long Hotspot(Random random)
    {
        var hot = _hotKeys > 0 && (_hotKeys == Items || random.NextDouble() < _hotOperations);
        return hot ? random.NextInt64(_hotKeys) : _hotKeys + random.NextInt64(Items - _hotKeys);
    }
}
