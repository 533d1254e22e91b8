using System.Data.Common;
using System.Runtime.InteropServices;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>
/// A fresh SQLite database for one run, through any <see cref="SqliteEngine"/>: a file in a new
/// folder, or for the Memory variant a named in-memory database that lives as long as the main
/// connection. Every connection gets the variant's PRAGMAs.
/// </summary>
internal sealed class SqliteDatabase : BenchDatabase
{
    private readonly SqliteEngine _engine;
    private readonly ScratchFolder? _folder;
    private readonly string _connectionString;
    private readonly DbConnection _connection;

    public SqliteDatabase(SqliteEngine engine, Variant variant) : base(engine, variant)
    {
        _engine = engine;
        if (variant == Variant.Memory)
        {
            _connectionString = engine.MemoryConnectionString($"bench-{Guid.NewGuid():N}");
        }
        else
        {
            _folder = new ScratchFolder();
            _connectionString = engine.FileConnectionString(_folder.File("bench.db"));
        }

        try
        {
            if (_folder is not null)
            {
                engine.CreateFile(_connectionString);
            }

            _connection = OpenConnection();
        }
        catch
        {
            _folder?.Dispose();
            throw;
        }

        ServerVersion = SqlitePragmas.Build(_connection);
    }

    public override DbConnection Connection => _connection;

    public override string ServerVersion { get; }

    // A file another process opens by the same connection string; an in-memory database lives in this process only.
    public override string? ProcessAddress => _folder is null ? null : _connectionString;

    public override IBulkInsert BulkInsert => _engine.BulkInsert;

    // Outside a transaction a per-row prepared INSERT would commit (and sync) once per row; W5's
    // Batch groups rows into multi-row VALUES, as mORMot's external layer did, one commit each.
    public override IBulkInsert AutocommitBulkInsert => SqliteBulkPaths.Autocommit;

    public override DbConnection OpenConnection()
    {
        DbConnection? connection = null;
        try
        {
            // Either provider may load the native library in its constructor rather than in Open.
            connection = _engine.NewConnection(_connectionString);
            connection.Open();
        }
        catch (Exception e) when (e is DllNotFoundException or TypeInitializationException or EntryPointNotFoundException)
        {
            connection?.Dispose();
            throw new EngineUnavailableException(
                $"{_engine.Provider} could not load the native SQLite library 'e_sqlite3' for {RuntimeInformation.RuntimeIdentifier}. " +
                "It ships in the NuGet package 'SQLite' (SourceGear's e_sqlite3 builds, referenced by Bench.Engines) under " +
                "runtimes/<rid>/native; restore the solution, and check that the package has a build for this OS and architecture.", e);
        }

        SqlitePragmas.Apply(connection, Variant);
        return connection;
    }

    // SQLite's online backup copies every page as it is; into a database in WAL mode it keeps the
    // destination's journal mode, so a restored copy keeps the variant's settings.
    public override bool TrySaveSnapshot(string path)
    {
        using var file = OpenSnapshot(path);
        _engine.Backup(_connection, file);
        return true;
    }

    public override bool TryRestoreSnapshot(string path)
    {
        using var file = OpenSnapshot(path);
        _engine.Backup(file, _connection);
        return true;
    }

    public override EngineSettings ReadSettings() =>
        _engine.ReadSettings(_connection).Add("pooling", _engine.Pools(_connection) ? "on" : "off");

    public override IReadOnlyList<StoragePart> StorageSize() =>
        _folder?.FileSizes().Select(f => new StoragePart(f.Key, f.Value)).ToArray() ?? [];

    private DbConnection OpenSnapshot(string path)
    {
        var connection = _engine.NewConnection(_engine.SnapshotConnectionString(path));
        connection.Open();
        return connection;
    }

    protected override void DisposeStorage()
    {
        _connection.Dispose();
        // Pooled connections keep the file open; release them before deleting the folder.
        _engine.ClearPools();
        _folder?.Dispose();
    }
}
