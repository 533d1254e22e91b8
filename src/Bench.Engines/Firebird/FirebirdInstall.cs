using System.Runtime.InteropServices;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// Where Debian's Firebird 3.0 packages put what the suite loads and runs: the client library and
/// the Engine12 provider plugin (embedded), the <c>firebird</c> server and <c>isql-fb</c> (throwaway server).
/// </summary>
internal static class FirebirdInstall
{
    /// <summary>The environment variable Firebird 3 reads its root folder from (firebird.conf, plugins.conf, plugins/).</summary>
    public const string RootVariable = "FIREBIRD";

    /// <summary>The SuperServer binary of <c>firebird3.0-server</c>.</summary>
    public const string ServerProgram = "/usr/sbin/firebird";

    /// <summary>Firebird's interactive SQL tool, renamed by Debian (<c>firebird3.0-utils</c>).</summary>
    public const string Isql = "/usr/bin/isql-fb";

    /// <summary>The script that creates a security database's tables (<c>firebird3.0-server</c>).</summary>
    public const string SecuritySql = "/usr/share/firebird/3.0/security.sql";

    /// <summary>Firebird 3's own folder: <c>lib/</c>, <c>plugins/</c>, <c>intl/</c>, firebird.conf, plugins.conf, firebird.msg.</summary>
    public static string PackagedRoot { get; } = $"/usr/lib/{MultiarchTriplet()}/firebird/3.0";

    /// <summary>
    /// The <c>libfbclient.so.2</c> in Firebird 3's own lib folder, by absolute path, so that no other
    /// Firebird client on the library path is picked up by accident.
    /// </summary>
    public static string ClientLibrary { get; } = Path.Combine(PackagedRoot, "lib", "libfbclient.so.2");

    /// <summary>The root Firebird 3 resolves its configuration and plugins from: <c>$FIREBIRD</c> when set.</summary>
    public static string Root => Environment.GetEnvironmentVariable(RootVariable) is { Length: > 0 } root ? root : PackagedRoot;

    /// <summary>The provider plugin that opens database files in-process (Providers = Remote, Engine12, Loopback).</summary>
    public static string EnginePlugin => Path.Combine(Root, "plugins", "libEngine12.so");

    /// <summary>Null when embedded Firebird can run; otherwise what is missing and how to install it.</summary>
    public static string? MissingEmbedded() =>
        !OperatingSystem.IsLinux() ? "The Firebird engines use Debian's Firebird 3.0 packages and run on Linux only."
        : !File.Exists(ClientLibrary) ? $"The Firebird client library {ClientLibrary} is missing: apt-get install libfbclient2."
        : !File.Exists(EnginePlugin) ? $"Firebird's Engine12 provider plugin {EnginePlugin} is missing"
            + $" (root {Root}{(Root == PackagedRoot ? "" : $" from ${RootVariable}")}): apt-get install firebird3.0-server-core."
        : null;

    /// <summary>Null when a throwaway Firebird server can be started; otherwise what is missing and how to install it.</summary>
    public static string? MissingServer() =>
        MissingEmbedded()
        ?? (!File.Exists(ServerProgram) || !File.Exists(SecuritySql)
            ? $"The Firebird server binary {ServerProgram} is missing: apt-get install firebird3.0-server, or set "
                + $"{FirebirdServer.ConnectionStringVariable} to the connection string of an existing Firebird server."
            : !File.Exists(Isql) ? $"Firebird's {Isql} is missing: apt-get install firebird3.0-utils." : null);

    private static string MultiarchTriplet() => RuntimeInformation.ProcessArchitecture switch
    {
        Architecture.Arm64 => "aarch64-linux-gnu",
        Architecture.X86 => "i386-linux-gnu",
        _ => "x86_64-linux-gnu",
    };
}
