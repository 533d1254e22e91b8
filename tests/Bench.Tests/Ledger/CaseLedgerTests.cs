using System.Reflection;
using System.Text.Json;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Ledger;

/// <summary>
/// The ledger keeps every property of a record through its line, keeps a case's variant as the enum,
/// written by its name, and refuses a name the enum does not have.
/// </summary>
public sealed class CaseLedgerTests : IDisposable
{
    private readonly string _path = Path.Combine(Path.GetTempPath(), $"ledger-{Guid.NewGuid():N}.jsonl");

    public void Dispose() => File.Delete(_path);

    [Fact]
    public void A_variant_is_written_by_its_name_and_read_back_as_the_enum()
    {
        var ledger = new CaseLedger(_path);

        ledger.Append(new CaseRecord { Key = "k", Engine = "Sqlite.MicrosoftData", Variant = Variant.WalFull });

        Assert.Contains("\"Variant\":\"WalFull\"", File.ReadAllText(_path), StringComparison.Ordinal);
        Assert.Equal(Variant.WalFull, ledger.ReadLatest()["k"].Variant);
    }

    [Fact]
    public void A_record_with_every_property_set_reads_back_whole()
    {
        var record = new CaseRecord
        {
            Key = "k", Engine = "Sqlite.MicrosoftData", Provider = "Microsoft.Data.Sqlite 11.0.0", ServerVersion = "3.53.4",
            Variant = Variant.WalFull, Settings = "journal_mode=wal; synchronous=2 \"quoted\"", RowsPerRun = 1000, ValidatedRuns = 9,
            AutocommitWrites = 1000, BulkMethod = "multi-row VALUES", Storage = [new StoragePart("bench.db", 40_960), new StoragePart("bench.db-wal", 0)],
            TieredCompilation = "on", JitWarmupRuns = 101, JitWarmupStillCompiling = 4, JitWarmup = "still compiling", JitWarmupSeconds = 0.75, JitWarmupRowsPerRun = 500, MethodsCompiledWhileMeasured = 3, AllocatedBytesPerRun = 752_000, GuidMicroseconds = 0.4375, RecordingNanoseconds = 31.25,
            Latencies =
            [
                new RoleLatency
                {
                    Role = "writer", Threads = 1, Runs = 5, Operations = 4_990, Planned = 5_000, StarvedRuns = 1, CutOffs = 10, LongestCutOff = 1e7,
                    Seconds = 2.5, Recorded = true, P50 = 101.5, P99 = 2_047, P999 = 9_999.9, Max = 1e6 / 3, Mean = 150.125,
                    Distribution = [1, 2.5, 3], Errors = new Dictionary<string, long> { ["Busy"] = 7, ["Timeout"] = 1 }, Retried = 2,
                },
            ],
            ConcurrencySettings = "busy_timeout=0",
            Writers = new WritersSummary
            {
                Writers = 4, Runs = 2, Planned = 800, Committed = 790, Failed = 10, Retries = 33, FailedAttemptSeconds = 1.5, Seconds = 3.25,
                Errors = new Dictionary<string, long> { ["Busy"] = 30, ["BusySnapshot"] = 3, ["Locked"] = 0 }, LostUpdates = 1, SumDrift = -5,
                Settings = "journal_mode=wal, busy_timeout=5000", MeanMicroseconds = 1234.5,
            },
            PeakWorkingSetBytes = 123_456_789, ServerFolder = "/tmp/pg-1", SelfTimedMilliseconds = [0.25, 1e-3],
            Error = "SqliteException: database is locked\nsecond line",
        };
        AssertEveryPropertySet(record);
        AssertEveryPropertySet(record.Latencies[0]);
        AssertEveryPropertySet(record.Writers);
        var ledger = new CaseLedger(_path);

        ledger.Append(record);

        Assert.Equal(JsonSerializer.Serialize(record), JsonSerializer.Serialize(ledger.ReadLatest()["k"]));
        Assert.Single(File.ReadAllLines(_path));
    }

    // A property added to a record without a value above fails here, before the comparison could miss it.
    private static void AssertEveryPropertySet(object value)
    {
        foreach (var property in value.GetType().GetProperties(BindingFlags.Public | BindingFlags.Instance).Where(p => p.CanWrite))
        {
            var set = property.GetValue(value);
            Assert.True(set is not null && !set.Equals(property.PropertyType.IsValueType ? Activator.CreateInstance(property.PropertyType) : null),
                $"{value.GetType().Name}.{property.Name} is not set in the test's record");
        }
    }

    [Theory]
    [InlineData("\"Turbo\"", "'Turbo'")]
    [InlineData("\"wal\"", "'wal'")]
    [InlineData("\"3\"", "'3'")]
    [InlineData("3", "(Number)")]
    public void An_unknown_variant_fails_the_read_naming_the_file_the_line_and_the_value(string written, string named)
    {
        File.WriteAllLines(_path,
        [
            """{"Key":"a","Engine":"Sqlite.MicrosoftData","Variant":"Default"}""",
            $$"""{"Key":"b","Engine":"Sqlite.MicrosoftData","Variant":{{written}}}""",
        ]);

        var error = Assert.Throws<InvalidDataException>(() => new CaseLedger(_path).ReadLatest());

        Assert.Contains($"{_path}, line 2", error.Message, StringComparison.Ordinal);
        Assert.Contains($"the variant {named} is not one of Default, Transaction", error.Message, StringComparison.Ordinal);
    }
}
