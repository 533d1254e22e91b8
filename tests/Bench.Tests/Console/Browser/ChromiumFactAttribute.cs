namespace EmbeddedDbBench.Tests.Console.Browser;

/// <summary>
/// A test that needs Debian's <c>chromium</c>: skipped with the reason where it is not installed,
/// except under CI (<c>CI=true</c>), where a missing browser fails the test as a missing server does.
/// </summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class ChromiumFactAttribute : FactAttribute
{
    public ChromiumFactAttribute() => Skip = MissingBrowser();

    /// <summary>Why a browser test is skipped here, or null when it runs.</summary>
    internal static string? MissingBrowser()
    {
        var underCi = string.Equals(Environment.GetEnvironmentVariable("CI"), "true", StringComparison.OrdinalIgnoreCase);
        return !File.Exists(HeadlessChromium.Executable) && !underCi
            ? $"{HeadlessChromium.Executable} is not installed (apt-get install chromium); under CI=true this test fails instead"
            : null;
    }
}
