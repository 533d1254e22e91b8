namespace EmbeddedDbBench.Tests.Support;

/// <summary>
/// A test whose prerequisite is missing here (a C compiler, a kernel feature): skipped with the reason on a developer's
/// machine, run under CI on Linux (<c>CI=true</c>), where it then fails on that reason instead of going green by skipping.
/// </summary>
internal static class PrerequisiteSkip
{
    /// <summary>True under CI (<c>CI=true</c>, as GitHub Actions and most runners set it).</summary>
    public static bool UnderCi =>
        string.Equals(Environment.GetEnvironmentVariable("CI"), "true", StringComparison.OrdinalIgnoreCase);

    /// <summary>
    /// The skip reason for a test whose prerequisite is <paramref name="missing"/> (null when present): the reason itself,
    /// except under CI on Linux, where every prerequisite must be present and null lets the test run and fail.
    /// </summary>
    public static string? Reason(string? missing) => missing is not null && !(UnderCi && OperatingSystem.IsLinux()) ? missing : null;
}
