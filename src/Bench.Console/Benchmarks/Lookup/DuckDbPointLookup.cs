using System.Globalization;
using EmbeddedDbBench.Console.Benchmarks.Native;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Core.Ycsb;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.DuckDb;

namespace EmbeddedDbBench.Console.Benchmarks.Lookup;

/// <summary>
/// DuckDB's point lookup without DuckDB.NET, beside W7's DuckDB case: the same planned reads (every field
/// of one key, the keys in the plan's order) run by <c>duckdb_point_lookup.c</c> through DuckDB's C API,
/// built with gcc against the libduckdb DuckDB.NET loads (the <c>DuckDB.NET.Bindings.Full</c> package's,
/// in this application's <c>runtimes/&lt;rid&gt;/native</c> folder), on a copy of the table W7 loads through
/// the suite's DuckDB engine and verifies. The program times the lookups with the statement prepared once
/// (the engine's floor), then prepared for every lookup as DuckDB.NET's commands are. A DuckDB file is
/// locked by the process that opens it, so the program opens a checkpointed copy, not the harness's file.
/// </summary>
public static class DuckDbPointLookup
{
    private const string Source = "duckdb_point_lookup.c";

    /// <summary>The libduckdb file DuckDB.NET loads in this process.</summary>
    public static string Library => NativeProgram.Library("libduckdb.so");

    /// <summary>Null when the program can be built here; otherwise why the native lookup is not measured.</summary>
    public static string? MissingPrerequisite() => NativeProgram.MissingPrerequisite("DuckDB's native point lookup", Library);

    /// <summary>True when <paramref name="properties"/> plans nothing but point reads of every field (YCSB's workload C).</summary>
    public static bool Repeats(YcsbProperties properties)
    {
        ArgumentNullException.ThrowIfNull(properties);
        return properties is { ReadAllFields: true, UpdateProportion: 0, InsertProportion: 0, ScanProportion: 0, ReadModifyWriteProportion: 0 };
    }

    /// <summary>
    /// <paramref name="record"/> of W7 on <paramref name="engine"/> with the native lookup's mean milliseconds per lookup
    /// beside it (<see cref="CaseRecord.SelfTimedMilliseconds"/>: prepared once, then prepared per lookup) when the engine is
    /// DuckDB's, the workload only reads and the program can be built here; otherwise the record unchanged.
    /// </summary>
    public static CaseRecord Beside(Engine engine, YcsbProperties properties, CaseRecord record)
    {
        ArgumentNullException.ThrowIfNull(engine);
        ArgumentNullException.ThrowIfNull(record);
        if (engine.Name != Engine.Name || !Repeats(properties) || MissingPrerequisite() is not null)
        {
            return record;
        }

        var lookup = Measure(properties);
        return record with { SelfTimedMilliseconds = [lookup.PreparedOnceMilliseconds, lookup.PreparedEachMilliseconds] };
    }

    /// <summary>The engine whose C API the program calls, declared once: DuckDB, through the library DuckDB.NET loads.</summary>
    public static Engine Engine { get; } = new DuckDbEngine();

    /// <summary>Loads W7's table for <paramref name="properties"/> and times its planned lookups through the C API.</summary>
    public static NativeLookup Measure(YcsbProperties properties)
    {
        var workload = new YcsbWorkload(properties);
        var engine = Engine;
        using var program = NativeProgram.Build(Source, Library);
        var database = program.PathOf("usertable.duckdb");
        using (var run = StepRun.Prepare(engine, Variant.Default, workload, YcsbStep.Run))
        {
            using var checkpoint = run.Database.Connection.CreateCommand();
            checkpoint.CommandText = "CHECKPOINT";
            checkpoint.ExecuteNonQuery();
            File.Copy(run.Database.Connection.DataSource, database);
        }

        var keys = program.PathOf("keys.txt");
        var planned = workload.Plan.Threads.SelectMany(t => t.Keys).Select(k => workload.Plan.KeyNames[k]).ToArray();
        File.WriteAllLines(keys, planned);
        var select = new YcsbSql(properties, engine.Dialect).ReadAll.Replace("@k", "$1", StringComparison.Ordinal);
        var fields = program.Run(
            [database, keys, Text(properties.FieldCount), Text(properties.FieldLength), select], "rows", "ns", "ns_each");
        var lookups = long.Parse(fields["rows"], CultureInfo.InvariantCulture);
        if (lookups != planned.Length)
        {
            throw new InvalidOperationException($"{Source} looked up {lookups} keys of {planned.Length}");
        }

        return new(lookups, Milliseconds(fields["ns"]) / lookups, Milliseconds(fields["ns_each"]) / lookups);
    }

    private static string Text(int value) => value.ToString(CultureInfo.InvariantCulture);

    private static double Milliseconds(string nanoseconds) => long.Parse(nanoseconds, CultureInfo.InvariantCulture) / 1e6;
}

/// <summary>What the native point lookup measured.</summary>
/// <param name="Lookups">The lookups in each timed pass, every one checked to return its one row whole.</param>
/// <param name="PreparedOnceMilliseconds">Mean per lookup, the statement prepared once.</param>
/// <param name="PreparedEachMilliseconds">Mean per lookup, the statement extracted, prepared and destroyed per lookup as DuckDB.NET does.</param>
public sealed record NativeLookup(long Lookups, double PreparedOnceMilliseconds, double PreparedEachMilliseconds);
