using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core.Durability;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Facts;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteEfCore;

namespace EmbeddedDbBench.Tests.Engines;

/// <summary>
/// Each engine's durability words describe the settings it runs with and the mechanism its source shows:
/// EF Core's databases are WAL + FULL (its creator's PRAGMA), LiteDB loses what its last checkpoint has not
/// copied, PostgreSQL's asynchronous commit is bounded by its documentation and the simulator's longer
/// losses are named as the instrument's.
/// </summary>
public sealed class EngineOwnWordsTests
{
    [Fact]
    public void EF_Core_s_Default_runs_WAL_with_synchronous_FULL_as_read_back()
    {
        using var database = new SqliteLayersEfCoreEngine().CreateDatabase(Variant.Default);
        var settings = database.ReadSettings().ToString();

        Assert.Contains("journal_mode=wal", settings, StringComparison.Ordinal);
        Assert.Matches("synchronous=(2 \\()?FULL", settings);
    }

    [Fact]
    public void EF_Core_s_Default_has_WAL_FULL_s_durable_words_not_the_DELETE_journal_s()
    {
        var efCore = Note(new SqliteLayersEfCoreEngine(), Variant.Default);

        Assert.True(efCore.SurvivesPowerLoss, efCore.PowerLoss);
        Assert.Contains("WAL", efCore.PowerLoss, StringComparison.Ordinal);
        Assert.DoesNotContain("possibly the last", efCore.PowerLoss, StringComparison.Ordinal);
        Assert.Equal(Note(new MicrosoftSqliteEngine(), Variant.WalFull).Source, efCore.Source);
    }

    // The tuning answer flagged "measurement and documentation disagree" when EF Core borrowed SQLite Default's words.
    [Fact]
    public void EF_Core_s_cuts_that_lose_nothing_agree_with_its_own_words_not_with_the_DELETE_journal_s()
    {
        var cuts = new PowerResult("Sqlite.EfCore", Variant.Default, 5, [new PowerCutOutcome(0, 10, 40, 0, "ok")], "PRAGMA integrity_check");

        Assert.Null(cuts.Disagreement(Note(new SqliteLayersEfCoreEngine(), Variant.Default)));
        Assert.NotNull(cuts.Disagreement(Note(new MicrosoftSqliteEngine(), Variant.Default)));
    }

    [Fact]
    public void EF_Core_s_Transaction_and_Batch_commit_as_its_Default()
    {
        var durability = new SqliteLayersEfCoreEngine().Facts.Durability;

        Assert.Equal(DurabilityNote.OneTransaction, durability.For(Variant.Transaction));
        Assert.Equal(DurabilityNote.OneTransaction, durability.For(Variant.Batch));
    }

    [Fact]
    public void LiteDb_loses_what_its_last_checkpoint_has_not_copied_not_every_acknowledged_commit()
    {
        var note = Note(new LiteDbEngine(), Variant.Default);

        Assert.Contains("since the last checkpoint", note.PowerLoss, StringComparison.Ordinal);
        Assert.Contains("power loss", note.PowerLoss, StringComparison.Ordinal);
        Assert.DoesNotContain("every acknowledged commit", note.PowerLoss, StringComparison.Ordinal);
        Assert.False(note.SurvivesPowerLoss);
    }

    [Fact]
    public void Postgres_asynchronous_commit_quotes_its_documented_bound()
    {
        var note = Note(new PostgresEngine(), Variant.SyncOff);

        Assert.Contains("three times wal_writer_delay", note.ProcessCrash, StringComparison.Ordinal);
        Assert.Contains($"{PostgresEngine.AsynchronousCommitWindowMilliseconds} ms", note.ProcessCrash, StringComparison.Ordinal);
        Assert.Contains("power loss can lose the same recent commits", note.PowerLoss, StringComparison.Ordinal);
        Assert.Equal("https://www.postgresql.org/docs/15/wal-async-commit.html", note.Source);
    }

    // A note's words are the engine's documentation's or source's, cited by address; Transaction and Batch's note and
    // LiteDB's MemoryStream (nothing of LiteDB's but a stream the suite hands it) are the suite's own words.
    [Fact]
    public void Every_engine_s_durability_words_cite_the_page_or_file_they_come_from()
    {
        var uncited = EngineCatalog.All
            .SelectMany(e => e.Facts.Durability.Variants.Select(v => (Engine: e.Name, Variant: v, Note: e.Facts.Durability.For(v)!)))
            .Where(n => n.Note != DurabilityNote.OneTransaction && n.Note.Source is null)
            .Select(n => $"{n.Engine} {n.Variant}");

        Assert.Equal(["LiteDb Memory"], uncited);
    }

    private static DurabilityNote Note(Engine engine, Variant variant) => engine.Facts.Durability.For(variant)!;
}
