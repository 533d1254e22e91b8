using System.Buffers.Binary;
using System.Collections.Concurrent;
using System.Diagnostics;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Firebird;
using FirebirdSql.Data.FirebirdClient;

namespace EmbeddedDbBench.Tests.Durability;

/// <summary>
/// The Firebird crash verdict on pages planted in a copy of a committed database: a pointer page whose hint bits
/// disagree with their data page (what a writer killed between the data page's write and the pointer page's leaves;
/// a warning in Firebird's validation) is sound, its warning kept; a data page marked as another table's (an error)
/// fails. Offsets are Firebird 3's ODS 12 (FirebirdSQL/firebird B3_0_Release, src/jrd/ods.h, src/jrd/ods.cpp). And the reopen
/// hands its file to no child a check starts meanwhile: 2 of the reference run's 160 Firebird cuts were refused as
/// "already opened with engine instance, incompatible with current" while the check's other worker started writers.
/// </summary>
public abstract class FirebirdCrashVerdictTests<TEngine> where TEngine : Engine, new()
{
    private const string Table = "crash_rows";
    private const int Rows = 2_000;

    // struct pag is 16 bytes; pointer_page: ppg_page[] at 32, then one byte of bits per slot; data_page: dpg_relation at 20.
    private const int PointerPageSlots = 32;
    private const int DataPageRelation = 20;
    private const byte PointerPageFullBit = 0x01;

    [EngineFact]
    public void A_database_as_committed_validates_ok()
    {
        using var planted = PlantedDatabase.Create(new TEngine(), Table, Rows);

        var reopened = planted.Reopen(Rows);

        Assert.Equal(CrashReopened.Ok, reopened.Integrity);
        Assert.Equal(Rows, reopened.Present);
    }

    [EngineFact]
    public void Pointer_page_bits_that_disagree_with_their_data_page_are_a_sound_verdict_with_the_warning_kept()
    {
        using var planted = PlantedDatabase.Create(new TEngine(), Table, Rows);
        planted.Patch(planted.PointerPage, BitsOffset(planted.PageSize), b => (byte)(b ^ PointerPageFullBit));

        var reopened = planted.Reopen(Rows);

        Assert.True(CrashReopened.IsSound(reopened.Integrity), reopened.Integrity);
        Assert.StartsWith("ok, with 1 validation warning ", reopened.Integrity, StringComparison.Ordinal);
        Assert.Contains("Number of pointer page warnings: 1", reopened.Integrity, StringComparison.Ordinal);
        Assert.Contains("Warning: Pointer page ", reopened.Integrity, StringComparison.Ordinal);
        Assert.Equal(Rows, reopened.Present);
    }

    [EngineFact]
    public void A_data_page_marked_as_another_tables_is_an_error_that_fails()
    {
        using var planted = PlantedDatabase.Create(new TEngine(), Table, Rows);
        planted.Patch(planted.FirstDataPage, DataPageRelation, b => (byte)(b + 1));

        // No row acknowledged: the count reads the primary key's index only, never the planted page.
        var reopened = planted.Reopen(0);

        Assert.False(CrashReopened.IsSound(reopened.Integrity), reopened.Integrity);
        Assert.Contains("Number of data page errors", reopened.Integrity, StringComparison.Ordinal);
        Assert.Contains("is confused", reopened.Integrity, StringComparison.Ordinal);
    }

    [EngineFact]
    public void No_child_started_while_the_database_is_reopened_keeps_its_file_open()
    {
        Assert.True(OperatingSystem.IsLinux(), "this check reads /proc/<child>/fd");
        using var planted = PlantedDatabase.Create(new TEngine(), Table, Rows);
        var children = new ConcurrentQueue<Process>();
        using var reopened = new CancellationTokenSource();
        // What the check's other worker does: start children (writers, servers, their tools) while this one reopens. A
        // thread of its own, so that a busy thread pool cannot leave it waiting until the reopens are over.
        var starter = new Thread(() =>
        {
            while (!reopened.IsCancellationRequested && children.Count < 400)
            {
                children.Enqueue(ChildProcesses.Start(new ProcessStartInfo("sleep", "60") { UseShellExecute = false }));
                Thread.Sleep(5);
            }
        });
        starter.Start();
        int[] holding;
        try
        {
            Assert.True(SpinWait.SpinUntil(() => !children.IsEmpty, TimeSpan.FromSeconds(30)), "no child was started");
            // At least 3 reopens, and until 20 children were started beside them.
            var before = children.Count;
            for (var reopen = 0; reopen < 3 || (children.Count - before < 20 && reopen < 30); reopen++)
            {
                Assert.Equal(CrashReopened.Ok, planted.Reopen(Rows).Integrity);
            }
        }
        finally
        {
            reopened.Cancel();
            starter.Join();
            holding = [.. children.Where(c => HoldsFile(c.Id, planted.File)).Select(c => c.Id)];
            foreach (var child in children)
            {
                child.Kill();
                child.Dispose();
            }
        }

        Assert.NotEmpty(children);
        Assert.Empty(holding);
    }

    private static bool HoldsFile(int pid, string file) =>
        Directory.EnumerateFiles($"/proc/{pid}/fd").Any(fd => new FileInfo(fd).LinkTarget == file);

    // Slot 0's bits: after ppg_page[dataPagesPerPP(page_size)] (src/jrd/ods.cpp dataPagesPerPP).
    private static int BitsOffset(int pageSize) => PointerPageSlots + (4 * (((pageSize - PointerPageSlots) * 8 / (32 + 8)) & ~7));

    /// <summary>A copy, as <c>bench.fdb</c> in a folder of its own, of a database holding <c>rows</c> committed rows.</summary>
    private sealed class PlantedDatabase : IDisposable
    {
        private readonly CrashRecovery _recovery;
        private readonly string _table;

        private PlantedDatabase(Engine engine, string table, string folder)
        {
            _recovery = engine.CrashRecovery ?? throw new InvalidOperationException($"{engine.Name} has no crash recovery.");
            _table = table;
            Folder = folder;
        }

        public string Folder { get; }

        public int PageSize { get; private set; }

        public long PointerPage { get; private set; }

        public long FirstDataPage => BinaryPrimitives.ReadUInt32LittleEndian(Read(PointerPage, PointerPageSlots, 4));

        public string File => Path.Combine(Folder, "bench.fdb");

        public static PlantedDatabase Create(Engine engine, string table, int rows)
        {
            var planted = new PlantedDatabase(engine, table, Directory.CreateTempSubdirectory("fbverdict-").FullName);
            using var database = engine.CreateDatabase(Variant.Default);
            planted._recovery.CreateTable(database, table);
            planted._recovery.Commit(database, table, 1, rows);
            var connection = (FbConnection)database.Connection;
            planted.PageSize = Convert.ToInt32(connection.Scalar("SELECT MON$PAGE_SIZE FROM MON$DATABASE"), System.Globalization.CultureInfo.InvariantCulture);
            planted.PointerPage = Convert.ToInt64(connection.Scalar(
                "SELECT p.RDB$PAGE_NUMBER FROM RDB$PAGES p JOIN RDB$RELATIONS r ON r.RDB$RELATION_ID = p.RDB$RELATION_ID"
                + $" WHERE r.RDB$RELATION_NAME = '{table.ToUpperInvariant()}' AND p.RDB$PAGE_TYPE = 4 AND p.RDB$PAGE_SEQUENCE = 0"), System.Globalization.CultureInfo.InvariantCulture);
            var source = new FbConnectionStringBuilder(connection.ConnectionString).Database;
            connection.Close();
            FbConnection.ClearPool(connection);
            System.IO.File.Copy(source, planted.File);
            return planted;
        }

        public CrashReopened Reopen(long acknowledged) => _recovery.Reopen(new CrashScene(Folder, null, _table, acknowledged));

        public void Patch(long page, int offset, Func<byte, byte> change)
        {
            using var file = new FileStream(File, FileMode.Open, FileAccess.ReadWrite);
            file.Position = (page * PageSize) + offset;
            var old = (byte)file.ReadByte();
            file.Position--;
            file.WriteByte(change(old));
        }

        public void Dispose() => Directory.Delete(Folder, recursive: true);

        private byte[] Read(long page, int offset, int count)
        {
            using var file = new FileStream(File, FileMode.Open, FileAccess.Read);
            file.Position = (page * PageSize) + offset;
            var bytes = new byte[count];
            file.ReadExactly(bytes);
            return bytes;
        }
    }
}

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedCrashVerdictTests : FirebirdCrashVerdictTests<FirebirdEmbeddedEngine>;
