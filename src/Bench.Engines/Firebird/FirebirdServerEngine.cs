using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core.Facts;
using FirebirdSql.Data.FirebirdClient;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// Firebird 3 over the network protocol (the provider's managed client): a fresh .fdb per run on a
/// throwaway server the suite starts from Debian's binaries (<see cref="FirebirdServer"/>), or on
/// the server named by <c>$EMBEDDEDDBBENCH_FIREBIRD</c>, whose <c>Database</c> is the folder on
/// that server the suite may create and drop its databases in (default /tmp).
/// </summary>
public sealed class FirebirdServerEngine : FirebirdEngine
{
    /// <inheritdoc />
    public override string Name => "Firebird.Server";

    /// <inheritdoc />
    public override string? ReaderProcessesNotApplicable => ServerEngine.ReadersAreServerSessions;

    /// <inheritdoc />
    public override EngineFacts Facts { get; } = FirebirdFacts.Of("Firebird 3 server (throwaway or given)", DurabilityChecks.None, FirebirdFacts.Server);

    /// <inheritdoc />
    public override string? MissingPrerequisite() =>
        Environment.GetEnvironmentVariable(FirebirdServer.ConnectionStringVariable) is { Length: > 0 } ? null : FirebirdInstall.MissingServer();

    /// <inheritdoc />
    public override BenchDatabase CreateDatabase(Variant variant)
    {
        var endpoint = ServerEndpoint.Resolve(FirebirdServer.ConnectionStringVariable, "firebird", FirebirdServer.Start);
        var builder = new FbConnectionStringBuilder(endpoint.AdminConnectionString);
        var folder = string.IsNullOrEmpty(builder.Database) ? "/tmp" : builder.Database;
        var file = $"{folder.TrimEnd('/')}/bench_{Guid.NewGuid():N}.fdb";
        NewDatabase(builder, file);
        try
        {
            return new FirebirdDatabase(this, variant, builder.ConnectionString, endpoint.Origin, endpoint.IsUserGiven ? null : file, null);
        }
        catch (FbException e) when (endpoint.IsUserGiven)
        {
            throw new EngineUnavailableException(
                $"Firebird at {builder.DataSource}:{builder.Port} from ${FirebirdServer.ConnectionStringVariable} could not create "
                + $"{file} ({e.Message}): start that server or correct ${FirebirdServer.ConnectionStringVariable}; unset it to let "
                + "the suite start its own (needs: apt-get install firebird3.0-server).", e);
        }
    }
}
