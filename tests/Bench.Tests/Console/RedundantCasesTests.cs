using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>A lone query runs only under the variants that can change it; every write runs under all.</summary>
public sealed class RedundantCasesTests
{
    private static string[] Cases(Type benchmarkType) =>
        [.. BenchmarkConverter.TypeToBenchmarks(benchmarkType, ManualConfig.CreateEmpty().AddFilter(new CasePlanner().Filter)).BenchmarksCases
            .Select(c => $"{c.Descriptor.WorkloadMethod.Name}/{c.Parameters["Variant"]}")];

    [Theory]
    [InlineData("SelectByState/Transaction")]
    [InlineData("SelectByZip/SyncOff")]
    [InlineData("SelectByZip/Batch")]
    [InlineData("OpenClose/Transaction")]
    [InlineData("OpenClose/Batch")]
    [InlineData("SelectByState/Extra")]
    [InlineData("SelectByZip/WalFull")]
    [InlineData("OpenClose/Extra")]
    [InlineData("DeleteByZipRowByRow/Extra")]
    [InlineData("UpdateByStateRowByRow/WalFull")]
    [InlineData("UpdateByState/WalFull")]
    // Extra and WalFull only sync harder: W2's insert prices that; every other step would repeat it or Default's figure.
    public void A_contacts_step_whose_figure_another_case_gives_is_left_out(string step) =>
        Assert.DoesNotContain(step, Cases(typeof(Contacts<MicrosoftSqliteEngine>)));

    [Theory]
    [InlineData("SelectByState/Default")]
    [InlineData("SelectByZip/Wal")]
    [InlineData("SelectByZip/Exclusive")]
    [InlineData("SelectByState/Memory")]
    [InlineData("OpenClose/SyncOff")]
    [InlineData("Insert/Transaction")]
    [InlineData("DeleteByZipRowByRow/Batch")]
    [InlineData("UpdateByState/SyncOff")]
    [InlineData("Insert/WalFull")]
    [InlineData("Insert/Extra")]
    public void A_contacts_step_a_variant_can_change_is_kept(string step) =>
        Assert.Contains(step, Cases(typeof(Contacts<MicrosoftSqliteEngine>)));

    [Fact]
    public void Crud_runs_the_harder_syncs_on_its_autocommit_writes_and_every_other_variant_on_every_step()
    {
        var cases = Cases(typeof(Crud<MicrosoftSqliteEngine>));
        string[] harderSyncs = [.. cases.Where(c => c.EndsWith("/Extra", StringComparison.Ordinal) || c.EndsWith("/WalFull", StringComparison.Ordinal)).Distinct().Order(StringComparer.Ordinal)];

        Assert.Equal(["Delete/Extra", "Delete/WalFull", "Update/Extra", "Update/WalFull", "Write/Extra", "Write/WalFull"], harderSyncs);
        Assert.Contains("Create/Memory", cases);
        Assert.Contains("Read/Batch", cases);
        Assert.Contains("Drop/SyncOff", cases);
    }

    [Theory]
    [InlineData("Create/Transaction")]
    [InlineData("Create/Batch")]
    [InlineData("Drop/Transaction")]
    [InlineData("Drop/Batch")]
    [InlineData("Read/SyncOff")]
    // One statement is one transaction under autocommit already; a read has no commit for SyncOff to change.
    public void A_crud_step_whose_figure_default_gives_is_left_out(string step) =>
        Assert.DoesNotContain(step, Cases(typeof(Crud<MicrosoftSqliteEngine>)));

    [Theory]
    [InlineData("Read/Transaction")]
    [InlineData("Read/Wal")]
    [InlineData("Write/Batch")]
    [InlineData("Delete/SyncOff")]
    [InlineData("Create/SyncOff")]
    [InlineData("Drop/Exclusive")]
    public void A_crud_step_a_variant_can_change_is_kept(string step) =>
        Assert.Contains(step, Cases(typeof(Crud<MicrosoftSqliteEngine>)));

    [Fact]
    public void Sensors_read_runs_under_the_variants_that_change_reads_and_the_writes_under_all_but_the_harder_syncs()
    {
        var cases = Cases(typeof(SensorsKeyed<MicrosoftSqliteEngine>));

        Assert.DoesNotContain("Read/SyncOff", cases);
        Assert.Contains("Read/Transaction", cases);
        Assert.Contains("Read/Memory", cases);
        Assert.Contains("Update/SyncOff", cases);
        Assert.Contains("Load/Batch", cases);
    }

    [Fact]
    public void Shipments_queries_run_under_the_four_query_variants_and_insert_1_under_all_but_the_harder_syncs_and_the_transactions()
    {
        var cases = Cases(typeof(Shipments<MicrosoftSqliteEngine>));

        Assert.Equal(
            [Variant.Default, Variant.Wal, Variant.Exclusive, Variant.Memory],
            cases.Where(c => c.StartsWith("Join1/", StringComparison.Ordinal)).Select(c => Enum.Parse<Variant>(c[6..])).Order());
        Assert.Equal(
            new MicrosoftSqliteEngine().SupportedVariants().Except([Variant.WalFull, Variant.Extra, Variant.Transaction, Variant.Batch]),
            cases.Where(c => c.StartsWith("Insert1/", StringComparison.Ordinal)).Select(c => Enum.Parse<Variant>(c[8..])).Order());
    }

    [Fact]
    public void Sync_runs_the_tuned_method_under_default_and_wal_and_the_naive_under_wal_only()
    {
        var cases = BenchmarkConverter.TypeToBenchmarks(typeof(Sync<MariaDbEngine>), ManualConfig.CreateEmpty().AddFilter(new CasePlanner().Filter)).BenchmarksCases
            .Where(c => c.Descriptor.WorkloadMethod.Name == nameof(Sync<MariaDbEngine>.Insert) && Equals(c.Parameters["Source"], SyncSource.MicrosoftData))
            .Select(c => $"{c.Parameters["Method"]}/{c.Parameters["Variant"]}")
            .Order(StringComparer.Ordinal);

        Assert.Equal(["Naive/Wal", "Tuned/Default", "Tuned/Wal"], cases);
    }
}
