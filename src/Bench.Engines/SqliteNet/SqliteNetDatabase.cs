using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Sqlite;
using SQLite;

namespace EmbeddedDbBench.Engines.SqliteNet;

/// <summary>
/// A run's SQLite file as the sqlite-net layer uses it. sqlite-net opens its own sqlite3 handle (it takes a path, not
/// an ADO.NET connection), so beside the provider's database — Microsoft.Data.Sqlite's connection, which prepares,
/// validates and snapshots as for every layer — it holds a <see cref="SQLiteConnection"/> to the same file with the
/// variant's PRAGMAs. The timed steps and their transactions run on that connection; its settings and SQLite build
/// are read back through it.
/// </summary>
internal sealed class SqliteNetDatabase : BenchDatabase
{
    private readonly BenchDatabase _provider;

    public SqliteNetDatabase(Engine engine, Variant variant, BenchDatabase provider) : base(engine, variant)
    {
        _provider = provider;
        try
        {
            // The path Microsoft.Data.Sqlite opened; sqlite-net's default flags (read-write, create), as an application opens it.
            Layer = new SQLiteConnection(provider.Connection.DataSource);
            foreach (var pragma in SqlitePragmas.For(variant))
            {
                Layer.ExecuteScalar<string>(pragma);
            }

            ServerVersion = $"SQLite {Layer.ExecuteScalar<string>("SELECT sqlite_version()")} ({Layer.ExecuteScalar<string>("SELECT sqlite_source_id()")})";
        }
        catch
        {
            Layer?.Dispose();
            provider.Dispose();
            throw;
        }
    }

    /// <summary>sqlite-net's connection to the run's file, on which the timed steps run.</summary>
    public SQLiteConnection Layer { get; }

    /// <summary>The sqlite-net connection of the database <paramref name="context"/> runs on.</summary>
    public static SQLiteConnection Of(StepContext context) => ((SqliteNetDatabase)context.Database).Layer;

    /// <inheritdoc />
    public override DbConnection Connection => _provider.Connection;

    /// <inheritdoc />
    public override string ServerVersion { get; }

    /// <inheritdoc />
    public override string? ProcessAddress => _provider.ProcessAddress;

    /// <inheritdoc />
    public override StepTransaction BeginTransaction() => new SqliteNetTransaction(Layer);

    /// <inheritdoc />
    public override DbConnection OpenConnection() => _provider.OpenConnection();

    /// <inheritdoc />
    public override bool TrySaveSnapshot(string path) => _provider.TrySaveSnapshot(path);

    /// <inheritdoc />
    public override bool TryRestoreSnapshot(string path) => _provider.TryRestoreSnapshot(path);

    /// <inheritdoc />
    public override IBulkInsert BulkInsert => _provider.BulkInsert;

    /// <inheritdoc />
    public override IBulkInsert AutocommitBulkInsert => _provider.AutocommitBulkInsert;

    // sqlite-net pools nothing: each SQLiteConnection is one sqlite3 handle. It sets a busy timeout of its own
    // (BusyTimeout = 1 s in SQLiteConnection's constructor, praeclarum/sqlite-net src/SQLite.cs), read back here.
    /// <inheritdoc />
    public override EngineSettings ReadSettings() => SqlitePragmas.Read(Pragma)
        .Add("pooling", "off")
        .Add("busy_timeout", Pragma("busy_timeout"));

    private string Pragma(string name) => Layer.ExecuteScalar<string>($"PRAGMA {name}") ?? "";

    /// <inheritdoc />
    public override IReadOnlyList<StoragePart> StorageSize() => _provider.StorageSize();

    /// <inheritdoc />
    protected override void DisposeStorage()
    {
        try
        {
            Layer.Dispose();
        }
        finally
        {
            _provider.Dispose();
        }
    }
}
