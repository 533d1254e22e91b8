namespace EmbeddedDbBench.Tests.Console.Browser;

/// <summary>A theory that needs Debian's <c>chromium</c>, skipped or failed as <see cref="ChromiumFactAttribute"/> says.</summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class ChromiumTheoryAttribute : TheoryAttribute
{
    public ChromiumTheoryAttribute() => Skip = ChromiumFactAttribute.MissingBrowser();
}
