using System.Reflection;
using System.Runtime.CompilerServices;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Firebird;
using EmbeddedDbBench.Engines.LiteDb;
using EmbeddedDbBench.Engines.MariaDb;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteDapper;
using EmbeddedDbBench.Engines.SqliteEfCore;
using EmbeddedDbBench.Engines.SqliteLinq2Db;
using EmbeddedDbBench.Engines.SqliteNet;
using EmbeddedDbBench.Engines.SqliteRaw;
using EmbeddedDbBench.Tests.DuckDb;
using EmbeddedDbBench.Tests.Engines;
using EmbeddedDbBench.Tests.Layers;
using EmbeddedDbBench.Tests.LiteDb;
using EmbeddedDbBench.Tests.Sqlite;
using Xunit.Sdk;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>
/// Every place a variant must be decided in (docs/architecture.md, "Adding a variant"), asked about
/// each member of <see cref="Variant"/>: a new member fails here, naming each place that lacks it,
/// until every one is filled (the places that are switches fail the build first, CS8509). A fake
/// variant, a value no member names, must be missing from every place: a place that passed it as a
/// default would let a new variant through unnoticed.
/// </summary>
public sealed class VariantCompletenessTests
{
    // A value of the enum that no member names: what a variant added without filling the places looks like to them.
    private static readonly Variant _fake = (Variant)int.MaxValue;

    // Each engine's theory that reads its variants' settings back, one data row per variant it runs. The
    // layers set SQLite's PRAGMAs through Microsoft.Data.Sqlite (SqlitePragmas), so its theory stands for them.
    private static readonly Dictionary<Type, (Type Tests, string Theory)> _readBack = new()
    {
        [typeof(MicrosoftSqliteEngine)] = (typeof(MicrosoftSqliteVariantReadBackTests), nameof(SqliteVariantReadBackTests<>.Variant_settings_are_in_force)),
        [typeof(SystemDataSqliteEngine)] = (typeof(SystemDataSqliteVariantReadBackTests), nameof(SqliteVariantReadBackTests<>.Variant_settings_are_in_force)),
        [typeof(SqliteLayersRawEngine)] = (typeof(MicrosoftSqliteVariantReadBackTests), nameof(SqliteVariantReadBackTests<>.Variant_settings_are_in_force)),
        [typeof(SqliteLayersDapperEngine)] = (typeof(MicrosoftSqliteVariantReadBackTests), nameof(SqliteVariantReadBackTests<>.Variant_settings_are_in_force)),
        [typeof(SqliteLayersEfCoreEngine)] = (typeof(MicrosoftSqliteVariantReadBackTests), nameof(SqliteVariantReadBackTests<>.Variant_settings_are_in_force)),
        // Their own connections: sqlite-net's sqlite3 handle, linq2db's DataConnection; each read back against the provider's.
        [typeof(SqliteLayersSqliteNetEngine)] = (typeof(LayerConnectionTests), nameof(LayerConnectionTests.sqlite_net_reads_back_the_providers_settings_under_the_same_variant)),
        [typeof(SqliteLayersLinq2DbEngine)] = (typeof(LayerConnectionTests), nameof(LayerConnectionTests.linq2db_reads_back_the_providers_settings_under_the_same_variant)),
        [typeof(PostgresEngine)] = (typeof(PostgresEngineTests), nameof(PostgresEngineTests.Synchronous_commit_is_read_back)),
        [typeof(MariaDbEngine)] = (typeof(MariaDbEngineTests), nameof(MariaDbEngineTests.Flush_at_commit_is_read_back)),
        [typeof(DuckDbEngine)] = (typeof(DuckDbEngineTests), nameof(DuckDbEngineTests.Settings_are_read_back_from_the_engine)),
        [typeof(FirebirdEmbeddedEngine)] = (typeof(FirebirdEmbeddedEngineTests), nameof(FirebirdEmbeddedEngineTests.Forced_writes_are_read_back)),
        [typeof(FirebirdServerEngine)] = (typeof(FirebirdServerEngineTests), nameof(FirebirdServerEngineTests.Forced_writes_are_read_back)),
        [typeof(LiteDbEngine)] = (typeof(LiteDbEngineTests), nameof(LiteDbEngineTests.Settings_are_read_back_from_the_engine)),
    };

    public static TheoryData<Variant> Variants => new(Enum.GetValues<Variant>());

    [Theory]
    [MemberData(nameof(Variants))]
    public void Every_place_a_variant_is_decided_in_decides_it(Variant variant)
    {
        var gaps = Places().Select(p => (p.Name, Gap: p.Gap(variant))).Where(p => p.Gap is not null).ToArray();

        Assert.True(gaps.Length == 0, $"{variant} is missing from: {string.Join("; ", gaps.Select(g => $"{g.Name} ({g.Gap})"))}");
    }

    [Fact]
    public void A_variant_no_member_names_is_missing_from_every_place()
    {
        var filled = Places().Where(p => p.Gap(_fake) is null).Select(p => p.Name).ToArray();

        Assert.True(filled.Length == 0, $"these places pass a variant they do not name as a default: {string.Join("; ", filled)}");
    }

    [Fact]
    public void Every_catalog_engine_names_the_theory_that_reads_its_variants_back() =>
        Assert.All(EngineCatalog.All, engine => Assert.True(_readBack.ContainsKey(engine.GetType()), $"{engine.GetType().Name}: no read-back theory in {nameof(_readBack)}"));

    // Each place, by the name a failure gives, and what is missing from it for a variant (null when nothing is).
    private static IEnumerable<(string Name, Func<Variant, string?> Gap)> Places()
    {
        yield return ("VariantExtensions (its traits: one transaction, bulk path, single queries, harder syncs, in memory)", v => Refused(() => v.WrapsStepsInTransaction()));
        yield return ("NarrowedVariants (the classes that name their variants: W6, W7, sync, naive import, native floor, plain loops)",
            v => Refused(() => NarrowedVariants.Classes.Concurrency.RunUnder(v)));
        foreach (var workload in NarrowingWorkloads())
        {
            yield return ($"{workload.Name}.RunsUnder", v => Refused(() => ((IPlannedBenchmark)Activator.CreateInstance(workload)!).RunsUnder(v)));
        }

        yield return ("ProtocolPlanner (whether the commit probe prices it)", v => Refused(() =>
            new ProtocolPlanner(new CommitCosts((_, _) => new CommitCost(0.001, 0)), SuiteJob.Planned).Plan((1, 5), new MicrosoftSqliteEngine(), v, () => 1_000)));
        foreach (var engine in EngineCatalog.All)
        {
            var name = engine.GetType().Name;
            yield return ($"{name}.Supports", v => Refused(() => engine.Supports(v)));
            yield return ($"{name}'s read-back theory", v => Supported(engine, v) switch
            {
                null => "its Supports refuses it",
                false => null,
                true => ReadBackVariants(engine).Contains(v) ? null : $"{_readBack[engine.GetType()].Tests.Name}.{_readBack[engine.GetType()].Theory} has no row for it",
            });
            yield return ($"{name}'s durability words (its Facts)", v => Supported(engine, v) switch
            {
                null => "its Supports refuses it",
                false => null,
                true => engine.Facts.Durability.For(v) is null ? "no DurabilityNote" : null,
            });
        }

        yield return ("docs/variants.md", v => VariantsPageColumns().Contains(v.ToString()) ? null : "no column in its table");
        yield return ("the suite report's words on where each variant runs (RedundantCases.Note)",
            v => Named(RedundantCases.Note, v) ? null : "the note does not name it");
    }

    private static string? Refused(Action ask)
    {
        try
        {
            ask();
            return null;
        }
        catch (SwitchExpressionException e)
        {
            return $"its switch does not name it ({e.UnmatchedValue})";
        }
    }

    private static bool? Supported(Engine engine, Variant variant)
    {
        try
        {
            return engine.Supports(variant).IsSupported;
        }
        catch (SwitchExpressionException)
        {
            return null;
        }
    }

    // One closed class per workload class whose RunsUnder narrows the variants (the engine does not change its choice).
    private static IEnumerable<Type> NarrowingWorkloads() =>
        BenchmarkCatalog.Types
            .Where(t => t.GetMethod("RunsUnder", BindingFlags.Instance | BindingFlags.NonPublic, [typeof(Variant)])!.DeclaringType
                is not { IsGenericType: true } declaring || declaring.GetGenericTypeDefinition() != typeof(StepBenchmark<,>))
            .GroupBy(t => t.IsGenericType ? t.GetGenericTypeDefinition() : t)
            .Select(g => g.First());

    private static HashSet<Variant> ReadBackVariants(Engine engine)
    {
        var (tests, theory) = _readBack[engine.GetType()];
        var method = tests.GetMethod(theory) ?? throw new InvalidOperationException($"{tests.Name} has no {theory}");
        return [.. method.GetCustomAttributes<InlineDataAttribute>().SelectMany(a => a.GetData(method)).Select(row => (Variant)row[0])];
    }

    private static HashSet<string> VariantsPageColumns()
    {
        var header = File.ReadLines(Path.Combine(RepositoryRoot(), "docs", "variants.md")).First(l => l.StartsWith("| engine |", StringComparison.Ordinal));
        return [.. header.Split('|', StringSplitOptions.TrimEntries | StringSplitOptions.RemoveEmptyEntries)];
    }

    private static bool Named(string text, Variant variant) =>
        text.Split([' ', ',', '.', ':', ';', '(', ')', '\''], StringSplitOptions.RemoveEmptyEntries).Contains(variant.ToString(), StringComparer.Ordinal);

    private static string RepositoryRoot() =>
        typeof(VariantCompletenessTests).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == "RepositoryRoot").Value!;
}
