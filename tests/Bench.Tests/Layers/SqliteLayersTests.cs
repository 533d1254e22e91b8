using EmbeddedDbBench.Console.Benchmarks.Layers;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Crud;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteEfCore;

namespace EmbeddedDbBench.Tests.Layers;

/// <summary>
/// What the layers claim beyond the W1 and W2 suites: EF Core's database is in the journal mode EF Core
/// leaves, read back; the native floor builds against the providers' libe_sqlite3 and its W1 and W2
/// inserts validate like any case; a wrong row count from it fails the run.
/// </summary>
public sealed class SqliteLayersTests
{
    [Fact]
    public void EF_Core_leaves_its_databases_in_WAL_mode_and_the_read_back_says_so()
    {
        using var database = new SqliteLayersEfCoreEngine().CreateDatabase(Variant.Default);

        Assert.Contains("journal_mode=wal", database.ReadSettings().ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_layer_whose_database_is_in_another_journal_mode_than_the_providers_is_labelled_with_it()
    {
        // The layers page's ×C compares a layer with C on the same commits; EF Core's creator leaves WAL where the
        // providers and C run DELETE, so its label must say so in every table and chart that names it.
        using var provider = new MicrosoftSqliteEngine().CreateDatabase(Variant.Default);
        using var efCore = new SqliteLayersEfCoreEngine().CreateDatabase(Variant.Default);

        Assert.Contains("journal_mode=delete", provider.ReadSettings().ToString(), StringComparison.Ordinal);
        Assert.Contains("journal_mode=wal", efCore.ReadSettings().ToString(), StringComparison.Ordinal);
        Assert.Contains("WAL", new SqliteLayersEfCoreEngine().Facts.Layer!.Label, StringComparison.Ordinal);
        Assert.Contains("WAL", new SqliteLayersEfCoreEngine().Facts.DisplayName, StringComparison.Ordinal);
    }

    [Fact]
    public void The_layers_load_the_providers_sqlite_build()
    {
        using var provider = new MicrosoftSqliteEngine().CreateDatabase(Variant.Default);
        using var efCore = new SqliteLayersEfCoreEngine().CreateDatabase(Variant.Default);

        Assert.Equal(provider.ServerVersion, efCore.ServerVersion);
    }

    [NativeFact(NativeBuild.Floor)]
    public void The_native_floor_inserts_W2s_rows_and_the_table_validates()
    {
        Assert.Null(NativeFloor.MissingPrerequisite());
        var workload = new ContactsWorkload(rows: 300, stateRows: 100, zipRows: 50, connections: 2);
        using var native = ContactsSqliteLayersNativeC.Of(workload);
        native.Ready();
        using var run = StepRun.Prepare(new MicrosoftSqliteEngine(), Variant.Default, native, ContactsStep.Insert);

        Assert.Equal(workload.Expected(ContactsStep.Insert), run.Execute());
        run.Validate();
        Assert.Single(native.SelfTimedMilliseconds, ms => ms > 0);
    }

    [NativeFact(NativeBuild.Floor)]
    public void The_native_floor_in_process_writes_W1s_rows_in_one_transaction_and_the_table_validates()
    {
        Assert.Null(NativeFloor.MissingPrerequisite());
        var workload = new CrudWorkload(20);
        using var native = CrudSqliteLayersNativeC.Of(workload, oneTransaction: true, NativeFloorLibrary.Build);
        native.Ready();
        using var run = StepRun.Prepare(new MicrosoftSqliteEngine(), Variant.Default, native, CrudStep.Write);

        Assert.Equal(workload.Expected(CrudStep.Write), run.Execute());
        run.Validate();
        Assert.Single(native.SelfTimedMilliseconds, ms => ms > 0);
        Assert.Equal(0, native.AutocommitWrites(CrudStep.Write));
    }

    [NativeFact(NativeBuild.Floor)]
    public void The_native_floor_in_process_reports_a_failed_insert_instead_of_ending_the_process()
    {
        Assert.Null(NativeFloor.MissingPrerequisite());
        using var library = NativeFloorLibrary.Build();
        var input = library.WriteInput("texts.tsv", [["a"], ["b"]]);
        var missing = Path.Combine(Path.GetTempPath(), Guid.NewGuid().ToString("N"), "no-folder.db");

        var failure = Assert.Throws<InvalidOperationException>(() => library.Run("crud", missing, input, oneTransaction: true));

        Assert.Contains("open", failure.Message, StringComparison.Ordinal);
    }

    // The protocol foresees a run's length from its commits: W2's native insert commits once (its
    // own transaction) under every variant, W1's native write once per row.
    [Fact]
    public void The_native_floor_counts_the_commits_its_program_makes()
    {
        using var insert = ContactsSqliteLayersNativeC.Of(new ContactsWorkload(rows: 300, stateRows: 100, zipRows: 50, connections: 2));
        using var write = CrudSqliteLayersNativeC.Of(new CrudWorkload(20));

        Assert.Equal(0, insert.AutocommitWrites(ContactsStep.Insert));
        Assert.Equal(20, write.AutocommitWrites(CrudStep.Write));
    }

    [NativeFact(NativeBuild.Floor)]
    public void A_native_write_that_leaves_other_rows_fails_validation()
    {
        Assert.Null(NativeFloor.MissingPrerequisite());
        var workload = new CrudWorkload(20);
        // One text too few: the program inserts 19 rows and says so; the harness must not accept it.
        using var native = new NativeFloorWorkload<CrudStep>(workload, CrudStep.Write, "crud", workload.Plan.InsertTexts.Skip(1).Select(t => (IEnumerable<string>)[t]), oneTransaction: false);
        native.Ready();
        using var run = StepRun.Prepare(new MicrosoftSqliteEngine(), Variant.Default, native, CrudStep.Write);

        Assert.Throws<WorkloadValidationException>(() =>
        {
            run.Execute();
            run.Validate();
        });
    }
}
