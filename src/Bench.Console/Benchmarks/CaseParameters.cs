using BenchmarkDotNet.Parameters;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// A benchmark case's parameter values, typed: the one reader of BenchmarkDotNet's
/// <see cref="ParameterInstances"/>. The variant is <see cref="Variant"/>; any other parameter is read
/// by its benchmark property's name (<c>nameof(Crud&lt;&gt;.N)</c>) as the property's type, or set on a
/// benchmark instance (<see cref="ApplyTo"/>) whose typed properties the instance then reads itself.
/// </summary>
public sealed class CaseParameters
{
    /// <summary>The name every step benchmark gives its variant parameter.</summary>
    public const string VariantName = nameof(StepBenchmark<,>.Variant);

    private readonly ParameterInstances _instances;

    private CaseParameters(ParameterInstances instances) => _instances = instances;

    /// <summary>The parameters of <paramref name="benchmarkCase"/>.</summary>
    public static CaseParameters Of(BenchmarkCase benchmarkCase)
    {
        ArgumentNullException.ThrowIfNull(benchmarkCase);
        return new(benchmarkCase.Parameters);
    }

    /// <summary>The case's variant: every step benchmark has one.</summary>
    public Variant Variant => Value<Variant>(VariantName);

    /// <summary>Each parameter's name and value, in BenchmarkDotNet's order.</summary>
    public IEnumerable<KeyValuePair<string, object?>> Items =>
        _instances.Items.Select(p => new KeyValuePair<string, object?>(p.Name, p.Value));

    /// <summary>The parameters other than the variant as text, e.g. <c>N=1000, Table=Keyed</c>; empty when none.</summary>
    public string Others => string.Join(", ", _instances.Items.Where(p => p.Name != VariantName).Select(p => $"{p.Name}={p.Value}"));

    /// <summary>Every parameter as text, e.g. <c>N=1000, Variant=Wal</c>.</summary>
    public string All => string.Join(", ", _instances.Items.Select(p => $"{p.Name}={p.Value}"));

    /// <summary>BenchmarkDotNet's own text of the values, e.g. <c>[N=1000, Variant=Wal]</c>.</summary>
    public string DisplayInfo => _instances.DisplayInfo;

    /// <summary>The value of parameter <paramref name="name"/>; a clear error when the case has none of that type.</summary>
    public T Value<T>(string name) => Find(name) switch
    {
        T value => value,
        null => throw new InvalidOperationException($"The case {DisplayInfo} has no parameter {name}."),
        var other => throw new InvalidOperationException($"The case {DisplayInfo}'s parameter {name} is a {other.GetType().Name}, not a {typeof(T).Name}."),
    };

    /// <summary>The value of parameter <paramref name="name"/>, or null when the case has no such parameter.</summary>
    public T? Optional<T>(string name)
        where T : struct => Find(name) is T value ? value : null;

    /// <summary>True when the case has parameter <paramref name="name"/> and its value equals <paramref name="value"/>.</summary>
    public bool Holds(string name, object value) => Equals(Find(name), value);

    /// <summary>True when every parameter of <paramref name="other"/> has the same value here (a plain loop's N and variant within its harness case's).</summary>
    public bool Includes(CaseParameters other)
    {
        ArgumentNullException.ThrowIfNull(other);
        return other._instances.Items.All(p => Equals(p.Value, Find(p.Name)));
    }

    /// <summary>True when <paramref name="other"/> has the same parameters with the same values, the variant aside.</summary>
    public bool SameButVariant(CaseParameters other) => SameBut(other, VariantName);

    /// <summary>True when <paramref name="other"/> has the same parameters with the same values, parameter <paramref name="name"/> aside.</summary>
    public bool SameBut(CaseParameters other, string name)
    {
        ArgumentNullException.ThrowIfNull(other);
        return other._instances.Count == _instances.Count
            && _instances.Items.All(p => p.Name == name || Equals(p.Value, other.Find(p.Name)));
    }

    /// <summary>Sets each value on <paramref name="benchmark"/>'s property of the same name, so that it reads its case's values as typed properties.</summary>
    public void ApplyTo(object benchmark)
    {
        ArgumentNullException.ThrowIfNull(benchmark);
        foreach (var parameter in _instances.Items)
        {
            var property = benchmark.GetType().GetProperty(parameter.Name)
                ?? throw new InvalidOperationException($"{benchmark.GetType()} has no property {parameter.Name} for its case {DisplayInfo}.");
            property.SetValue(benchmark, parameter.Value);
        }
    }

    private object? Find(string name) => _instances.Items.FirstOrDefault(p => p.Name == name)?.Value;
}
