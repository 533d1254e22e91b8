namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>One instance of each benchmark class, for the filters that ask it what it runs.</summary>
internal static class PlannedInstances
{
    private static readonly Dictionary<Type, IPlannedBenchmark?> _instances = [];

    /// <summary>The instance of <paramref name="type"/>, or null when it is not an <see cref="IPlannedBenchmark"/>.</summary>
    /// <remarks>The constructor builds only the engine object; the workload and its data come in global setup.</remarks>
    public static IPlannedBenchmark? Of(Type type)
    {
        lock (_instances)
        {
            if (!_instances.TryGetValue(type, out var instance))
            {
                instance = Activator.CreateInstance(type) as IPlannedBenchmark;
                _instances[type] = instance;
            }

            return instance;
        }
    }
}
