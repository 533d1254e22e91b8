using DuckDB.NET.Data;
using EmbeddedDbBench.Console.Benchmarks.Lookup;
using EmbeddedDbBench.Console.Benchmarks.Native;
using EmbeddedDbBench.Console.Ycsb;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Core.Ycsb;
using EmbeddedDbBench.Engines.DuckDb;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.DuckDb;

/// <summary>
/// DuckDB's point lookup through its C API, beside W7's DuckDB case: the program builds against the libduckdb
/// DuckDB.NET loads, runs W7's planned reads on the table the suite's engine loads, and fails on a row that is
/// missing or not whole; only DuckDB's read-only workloads get it.
/// </summary>
public sealed class DuckDbPointLookupTests
{
    private static YcsbProperties Small(string name) =>
        YcsbPropertyFile.Override(YcsbWorkloads.Shipped(name), ["recordcount=300", "operationcount=400", "threadcount=2"]);

    [NativeFact(NativeBuild.PointLookup)]
    public void The_native_lookup_runs_W7s_planned_reads_on_the_table_the_engine_loads()
    {
        Assert.Null(DuckDbPointLookup.MissingPrerequisite());

        var lookup = DuckDbPointLookup.Measure(Small("workloadc"));

        Assert.Equal(400, lookup.Lookups);
        Assert.True(lookup.PreparedOnceMilliseconds > 0);
        Assert.True(lookup.PreparedEachMilliseconds > 0);
    }

    [NativeTheory(NativeBuild.PointLookup)]
    [InlineData("user1", 5, null)]
    [InlineData("user2", 5, "not one row")]
    [InlineData("user1", 6, "wrong length")]
    public void The_program_fails_on_a_key_it_does_not_find_or_a_field_not_whole(string key, int fieldLength, string? complaint)
    {
        Assert.Null(DuckDbPointLookup.MissingPrerequisite());
        using var program = NativeProgram.Build("duckdb_point_lookup.c", DuckDbPointLookup.Library);
        var database = program.PathOf("one.duckdb");
        using (var connection = new DuckDBConnection($"DataSource={database}"))
        {
            connection.Open();
            using var command = connection.CreateCommand();
            command.CommandText = "CREATE TABLE usertable (ycsb_key VARCHAR PRIMARY KEY, field0 VARCHAR NOT NULL); INSERT INTO usertable VALUES ('user1', 'abcde')";
            command.ExecuteNonQuery();
        }

        var keys = program.PathOf("keys.txt");
        File.WriteAllLines(keys, [key]);
        string[] arguments = [database, keys, "1", fieldLength.ToString(System.Globalization.CultureInfo.InvariantCulture), "SELECT field0 FROM usertable WHERE ycsb_key = $1"];

        if (complaint is null)
        {
            Assert.Equal("1", program.Run(arguments, "rows", "ns", "ns_each")["rows"]);
        }
        else
        {
            Assert.Contains(complaint, Assert.Throws<InvalidOperationException>(() => program.Run(arguments, "rows")).Message, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void Only_workload_C_of_the_core_workloads_is_read_only() =>
        Assert.Equal(["workloadc"], YcsbWorkloads.CoreNames.Where(name => DuckDbPointLookup.Repeats(YcsbWorkloads.Shipped(name))));

    [Fact]
    public void Another_engine_s_record_is_left_as_it_is()
    {
        var record = new CaseRecord { Key = "Ycsb.Run", Engine = "Sqlite.MicrosoftData", Variant = Variant.Default };

        Assert.Same(record, DuckDbPointLookup.Beside(new MicrosoftSqliteEngine(), Small("workloadc"), record));
        Assert.Same(record, DuckDbPointLookup.Beside(new DuckDbEngine(), Small("workloada"), record));
    }
}
