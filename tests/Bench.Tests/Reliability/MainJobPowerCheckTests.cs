using EmbeddedDbBench.Console;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Tests.Instruments;

namespace EmbeddedDbBench.Tests.Reliability;

public sealed class MainJobPowerCheckTests : IDisposable
{
    private static readonly Engine _sqlite = new MicrosoftSqliteEngine();
    private readonly string _folder = Directory.CreateTempSubdirectory("embeddeddbbench-reference-").FullName;

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    [Fact]
    public void Each_benchmarked_on_disk_variant_is_cut_once_transaction_variants_as_their_own()
    {
        // Each benchmark makes an engine object of its own: two of one engine's type are one target.
        var another = new MicrosoftSqliteEngine();
        var targets = MainJobPowerCheck.TargetsOf(
        [
            (_sqlite, Variant.Default), (another, Variant.Transaction), (_sqlite, Variant.Batch), (another, Variant.Wal), (_sqlite, Variant.Wal),
            (_sqlite, Variant.Memory), (new PostgresEngine(), Variant.Default), (new FirebirdServerEngine(), Variant.Default),
        ]);

        Assert.Equal([(_sqlite.Name, Variant.Default), (_sqlite.Name, Variant.Transaction), (_sqlite.Name, Variant.Batch), (_sqlite.Name, Variant.Wal)], targets.Select(t => (t.Engine.Name, t.Variant)));
    }

    [PowerCutFact]
    public void Pairs_cut_side_by_side_keep_their_own_results_and_are_told_in_the_order_asked()
    {
        using var log = new StringWriter();

        MainJobPowerCheck.Run([(_sqlite, Variant.SyncOff), (_sqlite, Variant.Extra)], _folder, log);

        // A cut that switched off or replaced another pair's folder would show as a loss under Extra or none under SyncOff.
        var results = PowerCheck.Load(_folder);
        Assert.Equal(4, results.Count);
        Assert.All(results, r => Assert.Equal(MainJobPowerCheck.Cuts, r.Cuts.Count));
        Assert.All(results.Where(r => r.Variant == Variant.SyncOff), r => Assert.Equal(MainJobPowerCheck.Cuts, r.CutsWithLoss));
        Assert.All(results.Where(r => r.Variant == Variant.Extra), r => Assert.True(r.KeptEverything, r.Loss));
        string[] told = [.. log.ToString().Split('\n').Where(l => l.StartsWith("//   ", StringComparison.Ordinal)).Select(l => l[..l.IndexOf(':', StringComparison.Ordinal)] + l[l.LastIndexOf('(')..].TrimEnd())];
        Assert.Equal(
            [$"//   {_sqlite.Name} SyncOff(posix)", $"//   {_sqlite.Name} SyncOff(journaled)", $"//   {_sqlite.Name} Extra(posix)", $"//   {_sqlite.Name} Extra(journaled)"],
            told);
    }

    [Fact]
    public void The_switch_that_skips_the_check_is_the_suites_own_and_benchmarkdotnet_never_sees_it()
    {
        var skipped = SuiteCommandLine.Parse(["--filter", "*Crud*", MainJobPowerCheck.SkipOption])!;
        var kept = SuiteCommandLine.Parse(["--filter", "*Crud*"])!;

        Assert.True(skipped.SkipsPowerCheck);
        Assert.DoesNotContain(MainJobPowerCheck.SkipOption, skipped.Arguments);
        Assert.False(kept.SkipsPowerCheck);
    }

    [Fact]
    public void The_reference_run_is_quoted_only_for_the_same_engine_build_and_says_so()
    {
        var version = PowerCheck.EngineVersion(_sqlite);
        PowerResult Result(Variant variant, string? build) =>
            new(_sqlite.Name, variant, 9, [new PowerCutOutcome(0, 5, 5, 1, "ok")], "PRAGMA integrity_check", EngineVersion: build, MeasuredOn: "2026-11-26");
        PowerCheck.Save(_folder, [Result(Variant.Default, version), Result(Variant.Wal, "SQLite 3.0.0 (an older build)")]);
        using var log = new StringWriter();

        var quoted = ReferencePowerResults.Quote([(_sqlite, Variant.Default), (_sqlite, Variant.Wal), (_sqlite, Variant.Extra)], _folder, "not Linux", log);

        var only = Assert.Single(quoted);
        Assert.Equal(Variant.Default, only.Variant);
        Assert.StartsWith("quoted from the reference run of 2026-11-26 (docs/results/power-durability.json): simulated cuts cannot run here, not Linux", only.Source, StringComparison.Ordinal);
        Assert.Contains("Wal: not quoted: the reference run cut SQLite 3.0.0 (an older build), this build is", log.ToString(), StringComparison.Ordinal);
        Assert.Contains("Extra: the reference run did not cut it", log.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Without_a_reference_run_nothing_is_quoted_and_the_words_are_all_the_report_has()
    {
        using var log = new StringWriter();

        Assert.Empty(ReferencePowerResults.Quote([(_sqlite, Variant.Default)], null, "not Linux", log));
        Assert.Contains("the report gives the documentation's words only", log.ToString(), StringComparison.Ordinal);
    }

}
