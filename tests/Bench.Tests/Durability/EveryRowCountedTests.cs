using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.Sqlite;
using DuckDB.NET.Data;
using FirebirdSql.Data.FirebirdClient;
using LiteDB;

namespace EmbeddedDbBench.Tests.Durability;

/// <summary>
/// A reopened database has every row counted, not only the acknowledged ones: under Transaction three commits of a
/// step's rows are made and two acknowledged, so the third shows as the commit past them; with half of it deleted, the
/// rows present hold part of a commit, which a count of the acknowledged ids alone could not see. The database is
/// reopened through the engine's own recovery, as the power and crash checks reopen it.
/// </summary>
public abstract class EveryRowCountedTests<TEngine> where TEngine : Engine, new()
{
    private const string Table = "crash_rows";
    private const int Commits = 3;
    private const int Acknowledged = (Commits - 1) * CrashRecovery.StepRows;

    [EngineFact]
    public void The_commit_past_the_acknowledged_ones_is_counted_whole()
    {
        using var folder = Committed(keepLastCommit: CrashRecovery.StepRows);

        var reopened = Reopen(folder);

        Assert.True(reopened.Present == Acknowledged, reopened.Integrity);
        Assert.Equal(CrashRecovery.StepRows, reopened.Beyond);
        Assert.False(reopened.HoldsPartOfACommit(Acknowledged, CrashRecovery.StepRows));
    }

    [EngineFact]
    public void Half_a_commit_past_the_acknowledged_ones_is_part_of_a_commit()
    {
        using var folder = Committed(keepLastCommit: CrashRecovery.StepRows / 2);

        var reopened = Reopen(folder);

        Assert.Equal(Acknowledged, reopened.Present);
        Assert.Equal(CrashRecovery.StepRows / 2, reopened.Beyond);
        Assert.True(reopened.HoldsPartOfACommit(Acknowledged, CrashRecovery.StepRows));
    }

    private static CrashReopened Reopen(CopiedDatabase folder) =>
        new TEngine().CrashRecovery!.Reopen(new CrashScene(folder.Path, null, Table, Acknowledged));

    // Three commits of a step's rows, the last cut down to its first `keepLastCommit`, copied closed into a folder of its own.
    private static CopiedDatabase Committed(int keepLastCommit)
    {
        var engine = new TEngine();
        var recovery = engine.CrashRecovery!;
        using var database = engine.CreateDatabase(Variant.Transaction);
        recovery.CreateTable(database, Table);
        for (var commit = 0; commit < Commits; commit++)
        {
            recovery.Commit(database, Table, (commit * CrashRecovery.StepRows) + 1, CrashRecovery.StepRows);
        }

        var keptUpTo = Acknowledged + keepLastCommit;
        string file;
        if (database is LiteDbDatabase lite)
        {
            lite.Lite.GetCollection(Table).DeleteMany(Query.GT("_id", keptUpTo));
            file = lite.File!;
            lite.Lite.Dispose();
        }
        else
        {
            var connection = database.Connection;
            connection.Scalar($"DELETE FROM {Table} WHERE id > {keptUpTo}");
            file = connection switch
            {
                FbConnection => new FbConnectionStringBuilder(connection.ConnectionString).Database,
                DuckDBConnection => new DuckDBConnectionStringBuilder { ConnectionString = connection.ConnectionString }.DataSource,
                _ => connection.DataSource,
            };
            connection.Close();
            if (connection is FbConnection firebird)
            {
                // A pooled attachment would keep the file open, its pages perhaps unwritten.
                FbConnection.ClearPool(firebird);
            }
        }

        return CopiedDatabase.Of(file);
    }

    private sealed class CopiedDatabase : IDisposable
    {
        private CopiedDatabase(string path) => Path = path;

        public string Path { get; }

        // Every file beside the database (its journal or log, where one is left) goes with it.
        public static CopiedDatabase Of(string file)
        {
            var copy = new CopiedDatabase(Directory.CreateTempSubdirectory("rows-counted-").FullName);
            foreach (var beside in Directory.EnumerateFiles(System.IO.Path.GetDirectoryName(file)!))
            {
                File.Copy(beside, System.IO.Path.Combine(copy.Path, System.IO.Path.GetFileName(beside)));
            }

            return copy;
        }

        public void Dispose() => Directory.Delete(Path, recursive: true);
    }
}

public sealed class MicrosoftSqliteEveryRowCountedTests : EveryRowCountedTests<MicrosoftSqliteEngine>;

public sealed class DuckDbEveryRowCountedTests : EveryRowCountedTests<DuckDbEngine>;

[Collection(FirebirdEmbeddedSuites.Name)]
public sealed class FirebirdEmbeddedEveryRowCountedTests : EveryRowCountedTests<FirebirdEmbeddedEngine>;

public sealed class LiteDbEveryRowCountedTests : EveryRowCountedTests<LiteDbEngine>;
