namespace EmbeddedDbBench.Core.Sensors;

/// <summary>
/// The suite's sample of N rows: N shared out evenly among the sensors (the first N % S sensors
/// by id take one more), a sensor with fewer readings than its share giving the rest to the
/// others; each sensor contributes its earliest readings, so every sample is a prefix of each
/// sensor's time series and keeps its cadence, gaps and spikes.
/// </summary>
public static class SensorSampler
{
    /// <summary>
    /// Each sensor's share of <paramref name="n"/> rows, by ascending id, given how many readings
    /// each has. The shares add up to n, or to every reading when there are fewer than n.
    /// </summary>
    public static IReadOnlyList<(int Sensor, int Quota)> Quotas(IReadOnlyDictionary<int, long> counts, int n)
    {
        ArgumentNullException.ThrowIfNull(counts);
        ArgumentOutOfRangeException.ThrowIfNegative(n);
        var quotas = counts.Keys.Order().ToDictionary(id => id, _ => 0);
        var open = quotas.Keys.ToList();
        long left = n;
        // Water-filling: share what is left among sensors that still have readings to give.
        while (left > 0 && open.Count > 0)
        {
            var share = left / open.Count;
            var extra = left % open.Count;
            var full = new List<int>();
            for (var i = 0; i < open.Count; i++)
            {
                var id = open[i];
                var wanted = share + (i < extra ? 1 : 0);
                var given = Math.Min(wanted, counts[id] - quotas[id]);
                quotas[id] += (int)given;
                left -= given;
                if (quotas[id] == counts[id])
                {
                    full.Add(id);
                }
            }

            open.RemoveAll(full.Contains);
        }

        return quotas.Where(q => q.Value > 0).Select(q => (q.Key, q.Value)).ToArray();
    }

    /// <summary>
    /// Samples <paramref name="n"/> rows from a source read twice (once to count, once to take);
    /// memory holds the sample, never the source. A reading whose (sensor, timestamp) key was
    /// already taken is dropped and counted in <paramref name="duplicates"/>.
    /// </summary>
    public static SensorReading[] Sample(Func<IEnumerable<SensorReading>> source, int n, out long duplicates)
    {
        ArgumentNullException.ThrowIfNull(source);
        var counts = new Dictionary<int, long>();
        foreach (var reading in source())
        {
            counts[reading.SensorId] = counts.GetValueOrDefault(reading.SensorId) + 1;
        }

        var keepers = Quotas(counts, n).ToDictionary(q => q.Sensor, q => new EarliestReadings(q.Quota));
        duplicates = 0;
        foreach (var reading in source())
        {
            if (keepers.TryGetValue(reading.SensorId, out var keeper) && !keeper.Offer(reading))
            {
                duplicates++;
            }
        }

        return keepers.OrderBy(k => k.Key).SelectMany(k => k.Value.InTimeOrder()).ToArray();
    }

    /// <summary>The earliest <c>capacity</c> readings of one sensor seen so far, in a bounded max-heap.</summary>
    private sealed class EarliestReadings(int capacity)
    {
        private readonly PriorityQueue<SensorReading, long> _latestFirst = new(capacity);
        private readonly HashSet<long> _timestamps = new(capacity);

        /// <summary>Keeps <paramref name="reading"/> if it is among the earliest; false when its key is a duplicate.</summary>
        public bool Offer(SensorReading reading)
        {
            if (_timestamps.Contains(reading.Timestamp))
            {
                return false;
            }

            if (_latestFirst.Count < capacity)
            {
                Add(reading);
            }
            else if (_latestFirst.TryPeek(out var latest, out _) && reading.Timestamp < latest.Timestamp)
            {
                _timestamps.Remove(_latestFirst.Dequeue().Timestamp);
                Add(reading);
            }

            return true;
        }

        public IEnumerable<SensorReading> InTimeOrder() =>
            _latestFirst.UnorderedItems.Select(i => i.Element).OrderBy(r => r.Timestamp);

        private void Add(SensorReading reading)
        {
            _latestFirst.Enqueue(reading, -reading.Timestamp);
            _timestamps.Add(reading.Timestamp);
        }
    }
}
