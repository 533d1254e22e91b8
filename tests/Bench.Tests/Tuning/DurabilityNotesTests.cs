using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;

namespace EmbeddedDbBench.Tests.Tuning;

public sealed class DurabilityNotesTests
{
    [Fact]
    public void Sqlite_synchronous_off_risks_commits_on_power_loss_but_not_on_a_process_crash()
    {
        var note = DurabilityNotes.For("Sqlite.MicrosoftData", Variant.SyncOff);

        Assert.Contains("survives a crash of the process", note.ProcessCrash, StringComparison.Ordinal);
        Assert.Contains("corrupt", note.PowerLoss, StringComparison.Ordinal);
        Assert.StartsWith("https://www.sqlite.org/", note.Source, StringComparison.Ordinal);
    }

    [Fact]
    public void Postgres_asynchronous_commit_can_lose_commits_but_never_corrupts()
    {
        var note = DurabilityNotes.For("Postgres", Variant.SyncOff);

        Assert.Contains("never corrupts", note.ProcessCrash, StringComparison.Ordinal);
        Assert.Contains("postgresql.org", note.Source, StringComparison.Ordinal);
    }

    [Fact]
    public void Sqlite_default_names_the_last_commit_a_DELETE_journal_can_lose_without_EXTRA()
    {
        var note = DurabilityNotes.For("Sqlite.MicrosoftData", Variant.Default);

        Assert.DoesNotContain("durable:", note.PowerLoss, StringComparison.Ordinal);
        Assert.Contains("synchronous=EXTRA", note.PowerLoss, StringComparison.Ordinal);
    }

    [Fact]
    public void Sqlite_exclusive_does_not_claim_to_keep_other_processes_from_opening_the_file() =>
        Assert.Contains("another process can still open the file", DurabilityNotes.For("Sqlite.SystemData", Variant.Exclusive).ProcessCrash, StringComparison.Ordinal);

    [Fact]
    public void LiteDb_commit_is_not_claimed_to_reach_the_disk_before_it_returns()
    {
        var note = DurabilityNotes.For("LiteDb", Variant.Default);

        Assert.Contains("background writer", note.ProcessCrash, StringComparison.Ordinal);
        Assert.DoesNotContain("durable", note.PowerLoss, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("Postgres")]
    [InlineData("MariaDb")]
    public void Default_is_durable_on_every_engine(string engine) =>
        Assert.StartsWith("durable", DurabilityNotes.For(engine, Variant.Default).PowerLoss, StringComparison.Ordinal);
}
