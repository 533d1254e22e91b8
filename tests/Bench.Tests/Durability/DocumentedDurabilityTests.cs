using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Durability;

public sealed class DocumentedDurabilityTests
{
    // The answer prints "<variant>: <speed-up>, but <words>": words that lose power-loss durability
    // must say so on their own ("an OS crash or power loss can lose …"), not lean on another note.
    [Fact]
    public void Every_risky_note_names_the_power_loss_it_risks_in_a_clause_of_its_own()
    {
        var notes = EngineCatalog.All.SelectMany(e => e.Facts.Durability.Variants.Select(v => (Engine: e.Name, Variant: v, Note: e.Facts.Durability.For(v)!)))
            .Where(n => !n.Note.SurvivesPowerLoss && !n.Variant.WrapsStepsInTransaction() && n.Variant is not (Variant.Default or Variant.Memory))
            .ToArray();

        Assert.NotEmpty(notes);
        Assert.All(notes, n =>
        {
            Assert.Contains("power loss", n.Note.PowerLoss, StringComparison.Ordinal);
            Assert.DoesNotContain("the same:", n.Note.PowerLoss, StringComparison.Ordinal);
        });
    }

    [Fact]
    public void Sqlite_synchronous_off_risks_commits_on_power_loss_but_not_on_a_process_crash()
    {
        var note = DocumentedDurability.For("Sqlite.MicrosoftData", Variant.SyncOff);

        Assert.Contains("survives a crash of the process", note.ProcessCrash, StringComparison.Ordinal);
        Assert.Contains("corrupt", note.PowerLoss, StringComparison.Ordinal);
        Assert.StartsWith("https://www.sqlite.org/", note.Source, StringComparison.Ordinal);
    }

    [Fact]
    public void Postgres_asynchronous_commit_can_lose_commits_but_never_corrupts()
    {
        var note = DocumentedDurability.For("Postgres", Variant.SyncOff);

        Assert.Contains("never corrupts", note.ProcessCrash, StringComparison.Ordinal);
        Assert.Contains("postgresql.org", note.Source, StringComparison.Ordinal);
    }

    [Fact]
    public void Sqlite_default_names_the_last_commit_a_DELETE_journal_can_lose_without_EXTRA()
    {
        var note = DocumentedDurability.For("Sqlite.MicrosoftData", Variant.Default);

        Assert.DoesNotContain("durable:", note.PowerLoss, StringComparison.Ordinal);
        Assert.Contains("synchronous=EXTRA", note.PowerLoss, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("Sqlite.MicrosoftData", Variant.Extra)]
    [InlineData("Sqlite.MicrosoftData", Variant.WalFull)]
    [InlineData("Sqlite.SystemData", Variant.Extra)]
    [InlineData("Sqlite.SystemData", Variant.WalFull)]
    public void Sqlite_extra_and_wal_full_are_durable_by_the_synchronous_pragmas_words(string engine, Variant variant)
    {
        var note = DocumentedDurability.For(engine, variant);

        Assert.True(note.SurvivesPowerLoss, note.PowerLoss);
        Assert.False(string.IsNullOrWhiteSpace(note.ProcessCrash));
        Assert.Contains("consistent", note.PowerLoss, StringComparison.Ordinal);
        Assert.Equal("https://www.sqlite.org/pragma.html#pragma_synchronous", note.Source);
    }

    [Fact]
    public void Sqlite_exclusive_does_not_claim_to_keep_other_processes_from_opening_the_file() =>
        Assert.Contains("another process can still open the file", DocumentedDurability.For("Sqlite.SystemData", Variant.Exclusive).ProcessCrash, StringComparison.Ordinal);

    [Fact]
    public void LiteDb_commit_is_not_claimed_to_reach_the_disk_before_it_returns()
    {
        var note = new LiteDbEngine().Facts.Durability.For(Variant.Default)!;

        Assert.Contains("background writer", note.ProcessCrash, StringComparison.Ordinal);
        Assert.DoesNotContain("durable", note.PowerLoss, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("Postgres")]
    [InlineData("MariaDb")]
    [InlineData("Firebird.Embedded")]
    [InlineData("DuckDb")]
    public void Default_is_durable_on_every_server_engine_and_DuckDb(string engine) =>
        Assert.StartsWith("durable", DocumentedDurability.For(engine, Variant.Default).PowerLoss, StringComparison.Ordinal);

    // Raw and Dapper run on Microsoft.Data.Sqlite's DELETE-journal database; EF Core's creator leaves WAL (EngineOwnWordsTests).
    [Theory]
    [InlineData("Sqlite.Raw")]
    [InlineData("Sqlite.Dapper")]
    public void The_sqlite_layers_on_the_providers_database_share_the_providers_words(string layer) =>
        Assert.Equal(DocumentedDurability.For("Sqlite.MicrosoftData", Variant.Default), DocumentedDurability.For(layer, Variant.Default));

    [Fact]
    public void An_engine_the_catalog_does_not_have_is_never_called_durable()
    {
        var note = DocumentedDurability.For("NoSuchEngine", Variant.Default);

        Assert.False(note.SurvivesPowerLoss);
        Assert.Contains("not declared", note.PowerLoss, StringComparison.Ordinal);
    }

    [Fact]
    public void A_ledger_without_records_finds_the_engine_by_its_type_name() =>
        Assert.Equal(new MicrosoftSqliteEngine().Facts.Durability.For(Variant.Wal), DocumentedDurability.For(nameof(MicrosoftSqliteEngine), Variant.Wal));
}
