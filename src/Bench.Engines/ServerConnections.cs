using System.Data.Common;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines;

/// <summary>Opening a server connection with an error that says which server and how to fix it.</summary>
public static class ServerConnections
{
    /// <summary>
    /// Opens an administrative connection to <paramref name="endpoint"/>; on failure throws
    /// <see cref="EngineUnavailableException"/> naming the server's host and port (never its
    /// password) and the way to start one.
    /// </summary>
    public static DbConnection Open(ServerProduct product, ServerEndpoint endpoint)
    {
        var connection = product.CreateConnection(endpoint.AdminConnectionString);
        try
        {
            connection.Open();
            return connection;
        }
        catch (DbException e)
        {
            connection.Dispose();
            var variable = product.ConnectionStringVariable;
            var where = $"{connection.DataSource}{(endpoint.IsUserGiven ? $" from ${variable}" : "")}";
            var fix = endpoint.IsUserGiven
                ? $"start that server or correct ${variable}; unset it to let the suite start its own (needs: apt-get install {product.DebianPackage})"
                : $"the suite's own {product.Name} server did not accept connections";
            throw new EngineUnavailableException($"{product.Name} at {where} is unreachable ({e.Message}): {fix}.", e);
        }
    }
}
