using System.Data.Common;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines;

/// <summary>
/// A database created on a server for one run (<c>bench_&lt;guid&gt;</c>) and dropped on dispose.
/// Derived constructors build the connection string and call <see cref="Create"/>.
/// </summary>
public abstract class ServerDatabase : BenchDatabase
{
    private readonly ServerProduct _product;
    private string _connectionString = "";
    private DbConnection? _connection;

    /// <summary>Prepares a database on <paramref name="endpoint"/>; nothing exists on the server until <see cref="Create"/>.</summary>
    protected ServerDatabase(Engine engine, Variant variant, ServerEndpoint endpoint, ServerProduct product)
        : base(engine, variant)
    {
        Endpoint = endpoint;
        _product = product;
    }

    /// <summary>The server the database lives on.</summary>
    protected ServerEndpoint Endpoint { get; }

    /// <summary>The database's name, unique per run.</summary>
    protected string Name { get; } = $"bench_{Guid.NewGuid():N}";

    /// <inheritdoc />
    public override DbConnection Connection => _connection ?? throw new InvalidOperationException($"{Name} was not created.");

    /// <inheritdoc />
    public override DbConnection OpenConnection()
    {
        var connection = _product.CreateConnection(_connectionString);
        connection.Open();
        return connection;
    }

    /// <summary>Creates the database with <paramref name="createSql"/> and opens the main connection.</summary>
    protected void Create(string createSql, string connectionString)
    {
        Admin(createSql);
        _connectionString = connectionString;
        _connection = OpenConnection();
    }

    /// <summary>The SQL that drops the database, whoever is still connected.</summary>
    protected abstract string DropSql { get; }

    /// <summary>Storage parts from a catalogue query returning (name, bytes) rows.</summary>
    protected IReadOnlyList<StoragePart> ReadStorage(string sql)
    {
        using var command = Connection.CreateCommand();
        command.CommandText = sql;
        using var reader = command.ExecuteReader();
        var parts = new List<StoragePart>();
        while (reader.Read())
        {
            parts.Add(new StoragePart(reader.GetString(0), Convert.ToInt64(reader.GetValue(1))));
        }

        return parts;
    }

    /// <inheritdoc />
    protected override void DisposeStorage()
    {
        if (_connection is not null)
        {
            _connection.Dispose();
            _product.ClearPool(_connection);
            Admin(DropSql);
        }
    }

    private void Admin(string sql)
    {
        using var admin = ServerConnections.Open(_product, Endpoint);
        admin.Execute(sql);
    }
}
