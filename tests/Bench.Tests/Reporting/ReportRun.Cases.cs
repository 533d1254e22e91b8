using System.Globalization;
using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Console.Benchmarks.Layers;
using EmbeddedDbBench.Console.Benchmarks.Reference;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.Drift;
using EmbeddedDbBench.Console.Ledger;
using EmbeddedDbBench.Console.Protocol;
using EmbeddedDbBench.Console.Reporting;
using EmbeddedDbBench.Console.Running;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteRaw;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>
/// The fixed run's cases. Microsoft.Data.Sqlite runs W1 at N=1000 under five variants (a failed
/// delete, a drop with no measurement, a read with no record among them), W2's insert with the plain
/// loop beside its Batch path, W3's imports (the naive one the baseline of the others), and W6 alone
/// and beside readers (one writer starved); PostgreSQL W1's write on its own server, shortened to one
/// run; the raw SQLite layer and native C beside them for the layers section.
/// </summary>
internal sealed partial class ReportRun
{
    private const string TieringOff = "off (DOTNET_TieredCompilation=0)";
    private const string DefaultJit = "on (DOTNET_TieredCompilation=1), Dynamic PGO on, call-counting delay 0 ms";

    private static readonly Engine _sqlite = new MicrosoftSqliteEngine();
    private static readonly Engine _raw = new SqliteLayersRawEngine();
    private static readonly Engine _postgres = new PostgresEngine();

    // W1's steps at N=1000 under Default, in ms, and each variant's speed-up on the steps that write row by row.
    private static readonly (string Step, double DefaultMs, bool Writes)[] _crudSteps =
    [
        ("Create", 3.1, false), ("Write", 4_200, true), ("Update", 4_400, true), ("Read", 2.6, false), ("Delete", 4_300, true), ("Drop", 1.2, false),
    ];

    private static readonly (Variant Variant, double Writes, double Others)[] _crudVariants =
    [
        (Variant.Default, 1, 1), (Variant.Transaction, 420, 1.02), (Variant.SyncOff, 55, 1.4), (Variant.Wal, 4.8, 0.9), (Variant.Batch, 610, 1.03),
    ];

    private readonly Dictionary<string, double> _means = [];
    private readonly List<BenchmarkCase> _paired = [];

    /// <summary>The machine the run is said to have run on; a server folder's file system is fixed too.</summary>
    public static RunEnvironment Machine { get; } = new(
        "Debian GNU/Linux 13 (trixie)", "6.12.48+deb13-amd64", "AMD EPYC 7B13, 2 logical cores", ".NET 10.0.0 X64",
        "/var/tmp/embeddeddbbench", "ext4 on /dev/sda1 (mounted at /)")
    {
        FileSystemOf = folder => new FolderFileSystem("ext4", "ext4 on /dev/sdb1 (mounted at /var/tmp)"),
    };

    /// <summary>The disk's sync rate.</summary>
    public static DiskSyncRate Disk { get; } = new("/var/tmp/embeddeddbbench", 812, 0.00246);

    private void Declare()
    {
        Crud();
        Contacts();
        Shipments();
        Concurrency();
        Postgres();
        Layers();
        LeftOutDefaults();
        CheckResults();
    }

    private void Crud()
    {
        foreach (var (step, defaultMs, writes) in _crudSteps)
        {
            foreach (var (variant, writeFactor, otherFactor) in _crudVariants)
            {
                // A lone query under a commit-only variant repeats Default's figure: the suite does not run it.
                if (step == "Read" && variant is not (Variant.Default or Variant.Wal))
                {
                    continue;
                }

                var autocommit = writes && !variant.WrapsStepsInTransaction();
                var protocol = !autocommit ? Study(8)
                    : variant == Variant.Default && step == "Delete" ? Once(4.3, 1_000, 4.3)
                    : variant == Variant.Default ? Twice(defaultMs / 1000, 1_000, 4.2, 35)
                    : Study(8) with { PredictedRunSeconds = defaultMs / 1000 / writeFactor, AutocommitWrites = 1_000 };
                var c = Plan(typeof(Crud<MicrosoftSqliteEngine>), step, protocol, ("N", 1000), ("Variant", variant));
                var mean = defaultMs * 1e6 / (writes ? writeFactor : otherFactor);
                var record = Record(c, _sqlite, "SQLite 3.50.4 (2025-07-30 19:33:53)", "Microsoft.Data.Sqlite 10.0.0", 1_000) with
                {
                    AutocommitWrites = autocommit ? 1_000 : 0,
                    Latencies = step == "Write" && autocommit ? [Statements(mean, protocol.MeasuredRuns)] : null,
                    RecordingNanoseconds = step == "Write" && autocommit ? 38 : null,
                };
                switch (step, variant)
                {
                    case ("Delete", Variant.Wal):
                        Measured(c, mean, record with { ValidatedRuns = 0, Error = "expected 0 rows after the delete, found 1" });
                        break;
                    case ("Drop", Variant.SyncOff):
                        Unmeasured(c, record with { ValidatedRuns = 0 });
                        break;
                    case ("Read", Variant.Wal):
                        Measured(c, mean, record: null);
                        break;
                    default:
                        Measured(c, mean, record);
                        break;
                }

                if (step == "Write")
                {
                    _paired.Add(c);
                }
            }
        }

        // The plain provider loop beside the harness's Batch write (HarnessCheck).
        var loop = Plan(typeof(CrudPlainLoopSqlite), "Write", Study(8), ("N", 1000), ("Variant", Variant.Batch));
        Measured(loop, 4_200e6 / 610 * 0.97, Record(loop, _sqlite, "SQLite 3.50.4 (2025-07-30 19:33:53)", "Microsoft.Data.Sqlite 10.0.0", 1_000));
        _paired.Add(loop);
    }

    private void Contacts()
    {
        foreach (var (variant, ms, protocol) in new[]
        {
            (Variant.Default, 105_000.0, Once(105, 25_000, 4.2)), (Variant.Transaction, 61.0, Study(5)), (Variant.Batch, 38.0, Study(5)),
            (Variant.Wal, 22_500.0, Study(5) with { PredictedRunSeconds = 22.5, AutocommitWrites = 25_000 }),
        })
        {
            var c = Plan(typeof(Contacts<MicrosoftSqliteEngine>), "Insert", protocol, ("Variant", variant));
            Measured(c, ms * 1e6, Record(c, _sqlite, "SQLite 3.50.4 (2025-07-30 19:33:53)", "Microsoft.Data.Sqlite 10.0.0", 25_000) with
            {
                AutocommitWrites = variant.WrapsStepsInTransaction() ? 0 : 25_000,
            }, allocatedBytes: 25_000 * (variant == Variant.Batch ? 212L : 468L));
        }

        foreach (var (variant, ms) in new[] { (Variant.Default, 14.2), (Variant.Wal, 13.1) })
        {
            var c = Plan(typeof(Contacts<MicrosoftSqliteEngine>), "SelectByZip", Study(5), ("Variant", variant));
            Measured(c, ms * 1e6, Record(c, _sqlite, "SQLite 3.50.4 (2025-07-30 19:33:53)", "Microsoft.Data.Sqlite 10.0.0", 96));
        }

        var loop = Plan(typeof(ContactsPlainLoopSqlite), "Insert", Study(5), ("Variant", Variant.Batch));
        Measured(loop, 36.5e6, Record(loop, _sqlite, "SQLite 3.50.4 (2025-07-30 19:33:53)", "Microsoft.Data.Sqlite 10.0.0", 25_000));
    }

    // W3's naive import has a class of its own, and is the baseline of the others.
    private void Shipments()
    {
        var naive = Plan(typeof(ShipmentsNaiveImport<MicrosoftSqliteEngine>), "Import", Once(1_250, 297_450, 4.2), ("Variant", Variant.Default));
        Measured(naive, 1_250e9, Record(naive, _sqlite, "SQLite 3.50.4 (2025-07-30 19:33:53)", "Microsoft.Data.Sqlite 10.0.0", 297_450) with { AutocommitWrites = 297_450 });
        foreach (var (variant, seconds) in new[] { (Variant.Batch, 1.9), (Variant.Memory, 1.4) })
        {
            var c = Plan(typeof(ShipmentsImport<MicrosoftSqliteEngine>), "Import", Study(5), ("Variant", variant));
            Measured(c, seconds * 1e9, Record(c, _sqlite, "SQLite 3.50.4 (2025-07-30 19:33:53)", "Microsoft.Data.Sqlite 10.0.0", 297_450));
        }
    }

    // W6: the writer alone and beside four readers, under Default (starved) and Wal.
    private void Concurrency()
    {
        foreach (var variant in new[] { Variant.Default, Variant.Wal })
        {
            foreach (var readers in new[] { 0, 4 })
            {
                var c = Plan(typeof(Concurrency<MicrosoftSqliteEngine>), "Writes", Study(3),
                    ("Readers", readers), ("Recording", LatencyRecording.On), ("BusyTimeout", BusyTimeoutSetting.AsShipped),
                    ("Shape", ReaderShape.PointsAndAggregate), ("Writer", WriterLoop.ClosedLoop), ("Variant", variant));
                var starved = variant == Variant.Default && readers > 0;
                List<RoleLatency> roles = [Role("writer", 1, starved ? 150 : 5_000, starved ? 30.2 : variant == Variant.Wal ? 1.1 : 9.8, starved)];
                if (readers > 0)
                {
                    roles.Add(Role("readers", readers, 96_000, 3.0, starved: false));
                    roles.Add(Role("aggregate", 1, 420, 3.0, starved: false));
                }

                Measured(c, roles[0].SecondsPerRun * 1e9, Record(c, _sqlite, "SQLite 3.50.4 (2025-07-30 19:33:53)", "Microsoft.Data.Sqlite 10.0.0", 5_000) with
                {
                    Latencies = roles, ConcurrencySettings = "busy_timeout=0", RecordingNanoseconds = 41,
                });
            }
        }
    }

    // W1's write on a server of its own, shortened to one run; its transaction beside it.
    private void Postgres()
    {
        foreach (var (variant, ms, protocol) in new[] { (Variant.Default, 2_900.0, Once(2.9, 1_000, 2.9)), (Variant.Transaction, 18.0, Study(8)) })
        {
            var c = Plan(typeof(Crud<PostgresEngine>), "Write", protocol, ("N", 1000), ("Variant", variant));
            Measured(c, ms * 1e6, Record(c, _postgres, "PostgreSQL 17.6", "Npgsql 9.0.4", 1_000) with
            {
                AutocommitWrites = variant == Variant.Default ? 1_000 : 0,
                Settings = "synchronous_commit=on; fsync=on; wal_sync_method=fdatasync",
                ServerFolder = variant == Variant.Default ? "/var/tmp/embeddeddbbench/postgres-5f3a" : "/var/tmp/embeddeddbbench/postgres-77c1",
            });
        }
    }

    // The raw SQLite layer and native C beside the provider on W2's insert and W1's write.
    private void Layers()
    {
        foreach (var (variant, ms) in new[] { (Variant.Default, 104_000.0), (Variant.Transaction, 24.0), (Variant.Batch, 19.5) })
        {
            var c = Plan(typeof(Contacts<SqliteLayersRawEngine>), "Insert", variant == Variant.Default ? Once(104, 25_000, 4.2) : Study(5), ("Variant", variant));
            Measured(c, ms * 1e6, Record(c, _raw, "SQLite 3.50.4 (2025-07-30 19:33:53)", "SQLitePCLRaw 3.0.2", 25_000) with
            {
                AutocommitWrites = variant == Variant.Default ? 25_000 : 0,
            }, allocatedBytes: 25_000 * 24L);
        }

        var write = Plan(typeof(Crud<SqliteLayersRawEngine>), "Write", Twice(4.1, 1_000, 4.1, 35), ("N", 1000), ("Variant", Variant.Default));
        Measured(write, 4_100e6, Record(write, _raw, "SQLite 3.50.4 (2025-07-30 19:33:53)", "SQLitePCLRaw 3.0.2", 1_000) with { AutocommitWrites = 1_000 });

        var insert = Plan(typeof(ContactsSqliteLayersNativeC), "Insert", Study(5), ("Variant", Variant.Default));
        Measured(insert, 17.9e6, Record(insert, _sqlite, "SQLite 3.50.4", "gcc 14.2.0", 25_000) with
        {
            Engine = "native", SelfTimedMilliseconds = [19.8, 16.9, 17.2, 16.8, 17.4, 17.0],
        });
        var crudWrite = Plan(typeof(CrudSqliteLayersNativeC), "Write", Twice(4.0, 1_000, 4.0, 35), ("N", 1000), ("Variant", Variant.Default));
        Measured(crudWrite, 4_050e6, Record(crudWrite, _sqlite, "SQLite 3.50.4", "gcc 14.2.0", 1_000) with
        {
            Engine = "native", SelfTimedMilliseconds = [4_010, 4_080],
        });
    }

    // What crash-check, power-check and fault-check left in the results folder: SQLite's Default (one cut lost its last commit) and SyncOff.
    private void CheckResults()
    {
        const string Check = "PRAGMA integrity_check";
        ResultsFile.Merge(ResultsPath, CrashCheck.FileName, [new CrashResult(_sqlite.Name, Variant.Default, 412, 0, "ok", Check), new CrashResult(_sqlite.Name, Variant.SyncOff, 398, 0, "ok", Check)],
            r => (r.Engine, r.Variant));
        PowerCutOutcome[] kept = [new(1, 40, 40, 0, "ok", 180, 2.1, 41), new(2, 900, 901, 0, "ok", 3_900, 1.2, 902), new(3, 1_800, 1_800, 0, "ok", 7_600, 0.4, 1_801)];
        PowerCutOutcome[] lastLost = [kept[0], kept[1] with { Lost = 1 }, kept[2]];
        PowerCutOutcome[] lost = [new(1, 40, 40, 40, "ok", 9, null, 0), new(2, 900, 900, 900, "ok", 180, null, 0), new(3, 1_800, 1_801, 1_801, "ok", 390, null, 0)];
        ResultsFile.Merge(ResultsPath, PowerCheck.FileName,
            [
                new PowerResult(_sqlite.Name, Variant.Default, 7, lastLost, Check, Model: FileSystemModel.Posix, MeasuredOn: "2026-03-14"),
                new PowerResult(_sqlite.Name, Variant.Default, 7, kept, Check, Model: FileSystemModel.Journaled, MeasuredOn: "2026-03-14"),
                new PowerResult(_sqlite.Name, Variant.SyncOff, 7, lost, Check, Model: FileSystemModel.Posix, MeasuredOn: "2026-03-14"),
                new PowerResult(_sqlite.Name, Variant.SyncOff, 7, lost, Check, Model: FileSystemModel.Journaled, MeasuredOn: "2026-03-14"),
            ],
            r => (r.Engine, r.Variant, r.Model));
        FaultOutcome Trial(int trial, string afterFault, long lostBeforeSync = 0) =>
            new(trial, 12 * trial, 30 * trial, "injected", [], afterFault, CommittedAfterFault: 5, Acknowledged: 30 * trial, Lost: lostBeforeSync, "ok", lostBeforeSync);
        ResultsFile.Merge(ResultsPath, FaultCheck.FileName,
            [
                new FaultResult(_sqlite.Name, Variant.Default, FaultKind.DiskFull, 7, [Trial(1, FaultOutcome.KeptWorking), Trial(2, FaultOutcome.KeptWorking)], Check, FileSystemModel.Journaled, MeasuredOn: "2026-03-14"),
                new FaultResult(_sqlite.Name, Variant.Default, FaultKind.FsyncError, 7, [Trial(1, FaultOutcome.KeptWorking), Trial(2, FaultOutcome.NoErrorSeen)], Check, FileSystemModel.Journaled, MeasuredOn: "2026-03-14"),
                new FaultResult(_sqlite.Name, Variant.SyncOff, FaultKind.DiskFull, 7, [Trial(1, FaultOutcome.KeptWorking), Trial(2, FaultOutcome.KeptWorking)], Check, FileSystemModel.Journaled, MeasuredOn: "2026-03-14"),
                new FaultResult(_sqlite.Name, Variant.SyncOff, FaultKind.FsyncError, 7, [Trial(1, FaultOutcome.NoErrorSeen, lostBeforeSync: 3), Trial(2, FaultOutcome.NoErrorSeen)], Check, FileSystemModel.Journaled, MeasuredOn: "2026-03-14"),
            ],
            r => (r.Engine, r.Variant, r.Fault));
    }

    // The canary's three readings: before the first case, midway, after the last; a window per case between them.
    private RunDrift Drift()
    {
        var keys = _means.Keys.ToArray();
        var at = RunAtUtc.AddHours(-2);
        return new RunDrift(
            [
                new(at, 0, [41.2, 40.8, 41.0, 40.9, 41.1], 1.9), new(at.AddMinutes(50), keys.Length / 2, [42.9, 43.1, 42.7, 43.0, 42.8], 1.8),
                new(at.AddMinutes(115), keys.Length, [41.6, 41.4, 41.5, 41.7, 41.3], 1.9),
            ],
            [.. keys.Select((key, i) => new CaseWindow(key, "1+8runs", at.AddMinutes(1 + (i * 2)), at.AddMinutes(2 + (i * 2))))],
            []);
    }

    // Three rounds of W1's write groups (Default against each variant; the plain loop against the harness's Batch).
    private PairedMeasurements Paired()
    {
        var runs = _paired.GroupBy(c => c.Descriptor.Type).Select(g => new BenchmarkRunInfo([.. g], g.Key, g.First().Config)).ToArray();
        var groups = PairedRounds.Groups(_paired);
        var rounds = PairedRounds.Plan(runs, groups, 3, "/ledgers");
        var summaries = rounds.Select((run, i) =>
        {
            var c = run.BenchmarksCases.Single();
            var round = PairedRounds.RoundOf(c)!.Value.Round;
            var report = Report(c, [Math.Round(_means[LedgerLookup.KeyOf(c)] * (1 + (0.01 * ((round + i) % 3))))]);
            return Summary($"round {i + 1}", [report]);
        });
        return new PairedMeasurements(groups, [.. summaries]);
    }

    private static RunProtocol Study(int runs) => new(1, runs, "as the study ran it");

    private static RunProtocol Once(double seconds, long writes, double commitMilliseconds) =>
        new(0, 1, Invariant($"one run ≈ {seconds:N0} s ({writes:N0} autocommit writes × {commitMilliseconds:0.000} ms measured by the commit probe, the probe's spread 12%): no warm-up, one run"))
        {
            PredictedRunSeconds = seconds, AutocommitWrites = writes,
        };

    private static RunProtocol Twice(double seconds, long writes, double commitMilliseconds, int spreadPercent) =>
        new(0, 2, Invariant($"one run ≈ {seconds:N0} s ({writes:N0} autocommit writes × {commitMilliseconds:0.000} ms measured by the commit probe, the probe's spread {spreadPercent}%): no warm-up, two runs"))
        {
            PredictedRunSeconds = seconds, AutocommitWrites = writes,
        };

    // The record a case's benchmark process leaves in the ledger, its settings as the engine reads them back.
    private CaseRecord Record(BenchmarkCase c, Engine engine, string version, string provider, long rows)
    {
        var variant = CaseParameters.Of(c).Optional<Variant>(CaseParameters.VariantName) ?? Variant.Default;
        return new CaseRecord
        {
            Key = LedgerLookup.KeyOf(c), Engine = engine.Name, ServerVersion = version, Provider = provider, Variant = variant,
            Settings = variant switch
            {
                Variant.SyncOff => "journal_mode=delete; synchronous=0 (OFF)",
                Variant.Wal => "journal_mode=wal; synchronous=1 (NORMAL)",
                Variant.Memory => "journal_mode=memory; synchronous=2 (FULL); in memory",
                _ => "journal_mode=delete; synchronous=2 (FULL)",
            },
            RowsPerRun = rows, ValidatedRuns = Book.Of(c)!.MeasuredRuns + Book.Of(c)!.WarmupRuns,
            TieredCompilation = Book.Of(c)!.Jit == JitMode.TieredPgo ? DefaultJit : TieringOff,
            JitWarmupRuns = Book.Of(c)!.Jit == JitMode.TieredPgo ? 130 : null,
            JitWarmupSeconds = Book.Of(c)!.Jit == JitMode.TieredPgo ? 0.5 : null,
        };
    }

    // W1's statements timed one by one, about the case's mean time per statement, in µs.
    private static RoleLatency Statements(double caseMeanNanoseconds, int runs)
    {
        var mean = caseMeanNanoseconds / 1_000 / 1_000;
        return new RoleLatency
        {
            Role = "statement", Threads = 1, Runs = runs, Operations = 1_000L * runs, Seconds = caseMeanNanoseconds / 1e9 * runs, Recorded = true,
            P50 = Math.Round(mean * 0.9), P99 = Math.Round(mean * 2.4), P999 = Math.Round(mean * 6.1), Max = Math.Round(mean * 14), Mean = Math.Round(mean, 1),
        };
    }

    // A W6 role over three runs: a starved writer applies a fraction of its script and waits out the deadline.
    private static RoleLatency Role(string role, int threads, long operations, double seconds, bool starved) => new()
    {
        Role = role, Threads = threads, Runs = 3, Operations = operations, Planned = role == "writer" ? 15_000 : 0, Seconds = seconds, Recorded = true,
        StarvedRuns = starved ? 3 : 0, CutOffs = starved ? 2 : 0, LongestCutOff = starved ? 4_900_000 : 0,
        P50 = role == "writer" ? 1_150 : 38, P99 = starved ? 4_800_000 : role == "writer" ? 5_900 : 410, P999 = starved ? 4_900_000 : 9_800, Max = starved ? 4_900_000 : 61_000, Mean = 1_900,
        Distribution = [.. RoleLatency.DistributionPercentiles.Select(p => Math.Round(30 + (p * p * (role == "writer" ? 1.5 : 0.2))))],
        Errors = new Dictionary<string, long> { ["Busy"] = starved ? 12 : 0 }, Retried = starved ? 12 : 0,
    };

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
