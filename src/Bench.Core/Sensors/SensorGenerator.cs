namespace EmbeddedDbBench.Core.Sensors;

/// <summary>
/// A seeded stand-in for the Intel Berkeley Lab data set: 54 motes, one reading every ~31 s from
/// 28 Feb to 5 Apr 2004, a daily temperature cycle with noise, lost packets, outages longer than
/// an hour and outlier spikes like those of motes with failing batteries. Each mote is generated
/// on its own from the seed, in time order, so a per-mote prefix (what the samples take) needs no
/// more than its own rows.
/// </summary>
public sealed class SensorGenerator
{
    /// <summary>The seed used when none is given.</summary>
    public const int DefaultSeed = 2004;

    /// <summary>Motes in the lab.</summary>
    public const int Motes = 54;

    /// <summary>Milliseconds between two scheduled readings of a mote.</summary>
    public const int CadenceMs = 31_000;

    /// <summary>Share of scheduled readings lost outside outages (radio loss).</summary>
    public const double LossRate = 0.4;

    /// <summary>Chance that an outage starts at a scheduled reading.</summary>
    public const double OutageRate = 1.0 / 1500;

    /// <summary>Chance that a reading is an outlier spike.</summary>
    public const double SpikeRate = 1.0 / 700;

    /// <summary>
    /// Motes with <c>id % 9 == 4</c> lose the readings scheduled from slot 10 for 75 minutes or
    /// more, so even the 10^3 sample (about 18 readings per mote) holds outages to find.
    /// </summary>
    public const int PlantedOutageSlot = 10;

    /// <summary>Motes with <c>id % 7 == 2</c> report a spike at their first reading from slot 12 on, for the same reason.</summary>
    public const int PlantedSpikeSlot = 12;

    private const int TemperatureDecimals = SensorReading.ClimateDecimals;
    private static readonly long _firstMs = SensorReading.ToTimestamp(new DateTime(2004, 2, 28, 0, 58, 46));
    private static readonly long _lastMs = SensorReading.ToTimestamp(new DateTime(2004, 4, 5, 11, 2, 32));

    private readonly int _seed;

    /// <summary>Creates the generator for <paramref name="seed"/>.</summary>
    public SensorGenerator(int seed = DefaultSeed) => _seed = seed;

    /// <summary>The first possible reading time.</summary>
    public static DateTime First => DateTime.UnixEpoch.AddMilliseconds(_firstMs);

    /// <summary>The last possible reading time.</summary>
    public static DateTime Last => DateTime.UnixEpoch.AddMilliseconds(_lastMs);

    /// <summary>True when mote <paramref name="moteId"/> carries the planted early outage.</summary>
    public static bool HasPlantedOutage(int moteId) => moteId % 9 == 4;

    /// <summary>True when mote <paramref name="moteId"/> carries the planted early spike.</summary>
    public static bool HasPlantedSpike(int moteId) => moteId % 7 == 2;

    /// <summary>The whole data set, mote 1 to 54, each mote in time order (about 2.3 million rows).</summary>
    public IEnumerable<SensorReading> Readings()
    {
        for (var mote = 1; mote <= Motes; mote++)
        {
            foreach (var reading in Readings(mote))
            {
                yield return reading;
            }
        }
    }

    /// <summary>Every reading of mote <paramref name="moteId"/>, in time order.</summary>
    public IEnumerable<SensorReading> Readings(int moteId)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(moteId, 1);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(moteId, Motes);
        return MoteStream(moteId, new Random(unchecked((_seed * 7919) + moteId)));
    }

    /// <summary>
    /// The sample of <paramref name="n"/> rows: each mote's earliest readings, n / 54 of them,
    /// one more for the first n % 54 motes (see <see cref="SensorSampler.Quotas"/>).
    /// </summary>
    public IEnumerable<SensorReading> Sample(int n)
    {
        var quotas = SensorSampler.Quotas(Enumerable.Range(1, Motes).ToDictionary(m => m, _ => long.MaxValue), n);
        foreach (var (mote, quota) in quotas)
        {
            var taken = 0;
            foreach (var reading in Readings(mote).Take(quota))
            {
                taken++;
                yield return reading;
            }

            if (taken < quota)
            {
                throw new ArgumentOutOfRangeException(nameof(n), $"mote {mote} has only {taken} readings, fewer than its share {quota} of {n}.");
            }
        }
    }

    private static IEnumerable<SensorReading> MoteStream(int moteId, Random random)
    {
        var mote = MoteProfile.Draw(random);
        var offset = random.Next(CadenceMs);
        var outageUntil = -1L;
        var spikePending = false;
        for (var slot = 0L; ; slot++)
        {
            var time = _firstMs + offset + (slot * CadenceMs) + random.Next(-400, 401);
            if (time > _lastMs)
            {
                yield break;
            }

            spikePending |= slot == PlantedSpikeSlot && HasPlantedSpike(moteId);
            if (slot < outageUntil)
            {
                continue;
            }

            if (slot == PlantedOutageSlot && HasPlantedOutage(moteId))
            {
                outageUntil = slot + OutageSlots(TimeSpan.FromMinutes(75 + moteId));
                continue;
            }

            if (random.NextDouble() < OutageRate)
            {
                // Log-uniform between 1.1 h and 20 h: many short outages, a few long ones.
                var hours = 1.1 * Math.Pow(20 / 1.1, random.NextDouble());
                outageUntil = slot + OutageSlots(TimeSpan.FromHours(hours));
                continue;
            }

            if (random.NextDouble() < LossRate && !spikePending)
            {
                continue;
            }

            var spike = spikePending || random.NextDouble() < SpikeRate;
            spikePending = false;
            yield return mote.Reading(moteId, (int)slot, time, spike, random);
        }
    }

    private static long OutageSlots(TimeSpan length) => (long)Math.Ceiling(length.TotalMilliseconds / CadenceMs);

    /// <summary>What makes one mote differ from another: its place in the lab and its battery.</summary>
    private sealed record MoteProfile(double BaseTemperature, double Amplitude, double BaseHumidity, double PeakLight, double StartVoltage)
    {
        public static MoteProfile Draw(Random random) => new(
            BaseTemperature: 18 + (5 * random.NextDouble()),
            Amplitude: 1.5 + (2 * random.NextDouble()),
            BaseHumidity: 33 + (10 * random.NextDouble()),
            PeakLight: 100 + (500 * random.NextDouble()),
            StartVoltage: 2.6 + (0.15 * random.NextDouble()));

        public SensorReading Reading(int moteId, int epoch, long time, bool spike, Random random)
        {
            var days = (time - _firstMs) / 86_400_000.0;
            var hour = time % 86_400_000 / 3_600_000.0;
            // Warmest at 15:00, coolest at 03:00; spring adds a little every day.
            var cycle = Math.Sin(2 * Math.PI * (hour - 9) / 24);
            var temperature = spike
                ? 100 + (22 * random.NextDouble())
                : BaseTemperature + (0.05 * days) + (Amplitude * cycle) + (0.12 * Gaussian(random));
            var humidity = spike
                ? -4 + random.NextDouble()
                : BaseHumidity - (1.8 * cycle) + (0.25 * Gaussian(random));
            var daylight = Math.Sin(Math.PI * (hour - 6.5) / 13);
            var light = daylight > 0 ? (PeakLight * daylight) + (3 * random.NextDouble()) : 0.46 + random.NextDouble();
            var voltage = StartVoltage - (0.006 * days) + (0.001 * Gaussian(random));
            return new SensorReading(
                moteId,
                epoch,
                time,
                Math.Round(temperature, TemperatureDecimals),
                Math.Round(humidity, SensorReading.ClimateDecimals),
                Math.Round(light, SensorReading.LightDecimals),
                Math.Round(voltage, SensorReading.VoltageDecimals));
        }

        // Box-Muller: a standard normal from two seeded uniforms.
        private static double Gaussian(Random random) =>
            Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
    }
}
