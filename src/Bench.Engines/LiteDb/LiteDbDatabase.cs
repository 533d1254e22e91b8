using System.Data.Common;
using System.Globalization;
using EmbeddedDbBench.Core;
using LiteDB;

namespace EmbeddedDbBench.Engines.LiteDb;

/// <summary>
/// A fresh LiteDB database for one run: a file in a scratch folder opened with Connection=direct (as
/// LiteDB ships), or a <see cref="MemoryStream"/> for the Memory variant. It has no ADO.NET
/// connection; the native workloads reach <see cref="Lite"/>.
/// </summary>
public sealed class LiteDbDatabase : BenchDatabase
{
    private const string NoConnection = "LiteDB is not an ADO.NET provider: it has no DbConnection. Its workloads run through LiteDbEngine.Implement.";

    private readonly ScratchFolder? _folder;
    private readonly MemoryStream? _stream;
    private readonly ConnectionString? _connectionString;

    /// <summary>Creates the database and opens it.</summary>
    public LiteDbDatabase(Engine engine, Variant variant) : base(engine, variant)
    {
        if (variant == Variant.Memory)
        {
            _stream = new MemoryStream();
        }
        else
        {
            _folder = new ScratchFolder();
            _connectionString = new ConnectionString { Filename = _folder.File("bench.db"), Connection = ConnectionType.Direct };
        }

        Lite = Open();
        ServerVersion = $"LiteDB {ProviderVersion.Of(typeof(LiteDatabase))}";
    }

    /// <summary>The database's file; null in memory.</summary>
    public string? File => _connectionString?.Filename;

    /// <summary>The open database the native workloads run on.</summary>
    public LiteDatabase Lite { get; private set; }

    /// <inheritdoc />
    public override DbConnection Connection => throw new NotSupportedException(NoConnection);

    /// <inheritdoc />
    public override string ServerVersion { get; }

    /// <inheritdoc />
    public override DbConnection OpenConnection() => throw new NotSupportedException(NoConnection);

    /// <inheritdoc />
    public override IBulkInsert BulkInsert => LiteDbBulkInsert.Instance;

    /// <inheritdoc />
    public override StepTransaction BeginTransaction() => new LiteDbTransaction(Lite);

    /// <summary>
    /// W2's open/close test: closes the main instance (a direct connection holds the file), opens and
    /// disposes <paramref name="times"/> instances on the same file or stream, then reopens the main one.
    /// Returns the instances that opened and whether the last one saw <paramref name="collection"/>.
    /// </summary>
    public (long Opened, bool LastSawCollection) OpenAndClose(int times, string collection)
    {
        Lite.Dispose();
        long opened = 0;
        var sawCollection = true;
        for (var i = 0; i < times; i++)
        {
            // Connection=direct opens the file and reads its header in the constructor.
            using var database = Open();
            opened++;
            if (i == times - 1)
            {
                sawCollection = database.CollectionExists(collection);
            }
        }

        Lite = Open();
        return (opened, sawCollection);
    }

    /// <inheritdoc />
    public override EngineSettings ReadSettings()
    {
        var settings = new EngineSettings()
            .Add("storage", _stream is null ? "file" : "MemoryStream")
            .Add("connection", _connectionString?.Connection.ToString().ToLowerInvariant() ?? "stream");
        foreach (var pragma in new[] { "UTC_DATE", "CHECKPOINT", "LIMIT_SIZE", "TIMEOUT", "COLLATION" })
        {
            var value = Lite.Pragma(pragma);
            settings.Add(pragma, value.IsString ? value.AsString : Convert.ToString(value.RawValue, CultureInfo.InvariantCulture) ?? "null");
        }

        return settings;
    }

    /// <inheritdoc />
    public override IReadOnlyList<StoragePart> StorageSize() =>
        _folder?.FileSizes().Select(f => new StoragePart(f.Key, f.Value)).ToArray() ?? [];

    /// <inheritdoc />
    protected override void DisposeStorage()
    {
        Lite.Dispose();
        _stream?.Dispose();
        _folder?.Dispose();
    }

    /// <summary>
    /// Disposes the main instance and opens a new one on the same file: what an application does when LiteDB refuses to go
    /// on after a fault (<c>fault-check</c>). Whatever the failed instance throws as it is disposed is left behind.
    /// </summary>
    internal void Reopen()
    {
        try
        {
            Lite.Dispose();
        }
#pragma warning disable CA1031 // an instance that failed on a full disk may fail again as it closes; the new one is what counts
        catch (Exception)
#pragma warning restore CA1031
        {
        }

        Lite = Open();
    }

    private LiteDatabase Open() => _stream is not null ? new LiteDatabase(_stream) : new LiteDatabase(_connectionString);
}
