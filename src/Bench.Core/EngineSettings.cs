namespace EmbeddedDbBench.Core;

/// <summary>
/// Settings read back from an engine after a variant was applied, in the order they were read,
/// e.g. <c>journal_mode=delete</c>. Recorded with every result so a claimed setting is proven.
/// </summary>
public sealed class EngineSettings
{
    private readonly List<KeyValuePair<string, string>> _values = [];

    /// <summary>The settings in the order they were read.</summary>
    public IReadOnlyList<KeyValuePair<string, string>> Values => _values;

    /// <summary>Adds one setting as the engine reported it.</summary>
    public EngineSettings Add(string name, string value)
    {
        _values.Add(new(name, value));
        return this;
    }

    /// <summary>The value of <paramref name="name"/>, or null when it was not read.</summary>
    public string? this[string name] =>
        _values.FirstOrDefault(v => string.Equals(v.Key, name, StringComparison.OrdinalIgnoreCase)).Value;

    /// <summary>The settings as <c>name=value</c> pairs separated by spaces.</summary>
    public override string ToString() => string.Join(' ', _values.Select(v => $"{v.Key}={v.Value}"));
}
