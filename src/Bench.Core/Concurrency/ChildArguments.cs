using System.Globalization;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// A worker process's command line (a W6 reader's, a W8 writer's): <c>name=value</c> words, of which <c>engine</c>,
/// <c>variant</c> and <c>address</c> name the database every worker opens; and how a worker reports a failure.
/// </summary>
internal static class ChildArguments
{
    /// <summary>The word <c>name=value</c>.</summary>
    public static string Of(string name, long value) => string.Create(CultureInfo.InvariantCulture, $"{name}={value}");

    /// <summary>The whole number <paramref name="name"/> holds.</summary>
    public static int Number(IReadOnlyDictionary<string, string> named, string name) =>
        int.Parse(named[name], NumberStyles.Integer, CultureInfo.InvariantCulture);

    /// <summary>
    /// Runs the worker <paramref name="work"/> on <paramref name="arguments"/> once its engine (found by
    /// <paramref name="findEngine"/>), variant and address are named; otherwise prints <paramref name="failed"/> and
    /// <paramref name="usage"/> and returns 2. An exception is printed as <paramref name="failed"/> with its type and
    /// message, and returns 1.
    /// </summary>
    public static int Run(IReadOnlyList<string> arguments, Func<string, Engine?> findEngine, TextWriter output, string failed, string usage,
        Func<Engine, Variant, string, IReadOnlyDictionary<string, string>, int> work)
    {
        ArgumentNullException.ThrowIfNull(arguments);
        ArgumentNullException.ThrowIfNull(findEngine);
        ArgumentNullException.ThrowIfNull(output);
        var named = arguments.Select(a => a.Split('=', 2)).Where(p => p.Length == 2).ToDictionary(p => p[0], p => p[1], StringComparer.Ordinal);
        if (!named.TryGetValue("engine", out var engineName) || findEngine(engineName) is not { } engine
            || !Enum.TryParse<Variant>(named.GetValueOrDefault("variant"), out var variant) || !named.TryGetValue("address", out var address))
        {
            output.WriteLine($"{failed} usage: {usage}");
            return 2;
        }

        try
        {
            return work(engine, variant, address, named);
        }
        catch (Exception e) when (e is not OutOfMemoryException)
        {
            output.WriteLine($"{failed} {e.GetType().Name}: {e.Message.ReplaceLineEndings(" ")}");
            return 1;
        }
    }
}
