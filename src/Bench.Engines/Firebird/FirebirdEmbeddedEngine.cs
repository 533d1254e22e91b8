using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using FirebirdSql.Data.FirebirdClient;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// Firebird 3 embedded: the engine runs inside the benchmark process (<c>ServerType=Embedded</c>,
/// Firebird 3's own libfbclient.so.2 loading its Engine12 provider plugin), on a fresh .fdb in a
/// scratch folder per run. No server process.
/// </summary>
public sealed class FirebirdEmbeddedEngine : FirebirdEngine
{
    /// <inheritdoc />
    public override string Name => "Firebird.Embedded";

    /// <inheritdoc />
    public override string? ReaderProcessesNotApplicable =>
        "Firebird 3 embedded (SuperServer mode) locks the .fdb exclusively for the process that attached it first; a second process's attach fails";

    /// <inheritdoc />
    public override EngineFacts Facts { get; } = FirebirdFacts.Of("Firebird 3 embedded", DurabilityChecks.CrashCheck | DurabilityChecks.PowerCheck, EngineHost.InProcess);

    /// <inheritdoc />
    public override CrashRecovery CrashRecovery => FirebirdCrashRecovery.Instance;

    /// <inheritdoc />
    public override string? MissingPrerequisite() => FirebirdInstall.MissingEmbedded();

    /// <inheritdoc />
    public override BenchDatabase CreateDatabase(Variant variant)
    {
        if (FirebirdInstall.MissingEmbedded() is { } missing)
        {
            throw new EngineUnavailableException(missing);
        }

        var folder = new ScratchFolder();
        var file = folder.File("bench.fdb");
        var builder = NewDatabase(
            new FbConnectionStringBuilder { ServerType = FbServerType.Embedded, ClientLibrary = FirebirdInstall.ClientLibrary, UserID = "SYSDBA" },
            file);
        try
        {
            return new FirebirdDatabase(this, variant, builder.ConnectionString, "embedded", file, folder);
        }
        catch (Exception e) when (e is DllNotFoundException or BadImageFormatException)
        {
            folder.Dispose();
            throw new EngineUnavailableException(
                $"{FirebirdInstall.ClientLibrary} could not be loaded ({e.Message}): apt-get install libfbclient2 firebird3.0-server-core.", e);
        }
        catch
        {
            folder.Dispose();
            throw;
        }
    }
}
