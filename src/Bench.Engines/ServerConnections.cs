using System.Data.Common;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines;

/// <summary>Opening a server connection with an error that says which server and how to fix it.</summary>
public static class ServerConnections
{
    /// <summary>
    /// Opens <paramref name="create"/>'s connection; on failure throws <see cref="EngineUnavailableException"/>
    /// naming the server's host and port (never its password) and the way to start one.
    /// </summary>
    public static DbConnection Open(Func<DbConnection> create, string product, ServerEndpoint endpoint, string variable, string debianPackage)
    {
        var connection = create();
        try
        {
            connection.Open();
            return connection;
        }
        catch (DbException e)
        {
            connection.Dispose();
            var where = $"{connection.DataSource}{(endpoint.IsUserGiven ? $" from ${variable}" : "")}";
            var fix = endpoint.IsUserGiven
                ? $"start that server or correct ${variable}; unset it to let the suite start its own (needs: apt-get install {debianPackage})"
                : $"the suite's own {product} server did not accept connections";
            throw new EngineUnavailableException($"{product} at {where} is unreachable ({e.Message}): {fix}.", e);
        }
    }
}
