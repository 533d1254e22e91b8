using System.Data.Common;

namespace EmbeddedDbBench.Engines;

/// <summary>What the suite needs to know of a server product to reach it and to explain failures.</summary>
/// <param name="Name">The product's name, e.g. "PostgreSQL" (never "MySQL" for MariaDB).</param>
/// <param name="ConnectionStringVariable">The environment variable naming a user-given server.</param>
/// <param name="DebianPackage">The package whose binaries the suite starts a throwaway server from.</param>
/// <param name="CreateConnection">Creates an unopened provider connection for a connection string.</param>
/// <param name="ClearPool">Releases the provider's pooled connections to the connection's database.</param>
public sealed record ServerProduct(
    string Name,
    string ConnectionStringVariable,
    string DebianPackage,
    Func<string, DbConnection> CreateConnection,
    Action<DbConnection> ClearPool);
