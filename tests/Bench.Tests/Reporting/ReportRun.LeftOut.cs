using EmbeddedDbBench.Console.Benchmarks;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Sensors;
using EmbeddedDbBench.Engines;
using EmbeddedDbBench.Engines.Sqlite;
using EmbeddedDbBench.Engines.SqliteRaw;

namespace EmbeddedDbBench.Tests.Reporting;

/// <summary>
/// The fixed run's cases whose Default the suite leaves out by design, as the card's command runs them:
/// W4's unkeyed load under Transaction and Batch alone (<see cref="SensorTableChoice"/>), W6's writer
/// without recording under Wal alone, the raw layer's set-based update in the layers' core set
/// (Transaction and Batch), W7's core set (workload A under Wal alone), and System.Data.SQLite's imports, whose naive import Microsoft.Data.Sqlite's
/// stands for (<see cref="NaiveImportCases"/>). Every one is measured; none may read "-".
/// </summary>
internal sealed partial class ReportRun
{
    private static readonly Engine _systemData = new SystemDataSqliteEngine();

    private void LeftOutDefaults()
    {
        foreach (var (table, variant, ms) in new[]
        {
            (SensorTable.Keyed, Variant.Default, 480.0), (SensorTable.Keyed, Variant.Transaction, 14.0),
            (SensorTable.Unkeyed, Variant.Transaction, 11.5), (SensorTable.Unkeyed, Variant.Batch, 5.3),
        })
        {
            var protocol = variant == Variant.Default ? Study(5) with { PredictedRunSeconds = 0.48, AutocommitWrites = 1_000 } : Study(5);
            var c = Plan(typeof(SensorsKeyed<MicrosoftSqliteEngine>), "Load", protocol, ("N", 1000), ("Table", table), ("Variant", variant));
            Measured(c, ms * 1e6, Record(c, _sqlite, "SQLite 3.50.4 (2025-07-30 19:33:53)", "Microsoft.Data.Sqlite 10.0.0", 1_000) with
            {
                AutocommitWrites = variant == Variant.Default ? 1_000 : 0,
            });
        }

        var off = Plan(typeof(Concurrency<MicrosoftSqliteEngine>), "Writes", Study(3),
            ("Readers", 0), ("Recording", LatencyRecording.Off), ("BusyTimeout", BusyTimeoutSetting.AsShipped),
            ("Shape", ReaderShape.PointsAndAggregate), ("Writer", WriterLoop.ClosedLoop), ("Variant", Variant.Wal));
        Measured(off, 1.05e9, Record(off, _sqlite, "SQLite 3.50.4 (2025-07-30 19:33:53)", "Microsoft.Data.Sqlite 10.0.0", 5_000) with
        {
            ConcurrencySettings = "busy_timeout=0",
        });

        foreach (var (variant, ms) in new[] { (Variant.Transaction, 6.1), (Variant.Batch, 5.8) })
        {
            var c = Plan(typeof(Contacts<SqliteLayersRawEngine>), "UpdateByState", Study(5), ("Variant", variant));
            Measured(c, ms * 1e6, Record(c, _raw, "SQLite 3.50.4 (2025-07-30 19:33:53)", "SQLitePCLRaw 3.0.2", 1_000), allocatedBytes: 0);
        }

        // W7's core set: workload A under Wal alone (under Default it is 50,000 synced commits), B under both.
        foreach (var (workload, variant, ms) in new[] { ("workloada", Variant.Wal, 310.0), ("workloadb", Variant.Default, 2_300.0), ("workloadb", Variant.Wal, 120.0) })
        {
            var c = Plan(typeof(Ycsb<MicrosoftSqliteEngine>), "Run", Study(3), ("Workload", workload), ("Variant", variant));
            Measured(c, ms * 1e6, Record(c, _sqlite, "SQLite 3.50.4 (2025-07-30 19:33:53)", "Microsoft.Data.Sqlite 10.0.0", 1_000));
        }

        foreach (var (variant, seconds) in new[] { (Variant.Batch, 2.1), (Variant.Memory, 1.5) })
        {
            var c = Plan(typeof(ShipmentsImport<SystemDataSqliteEngine>), "Import", Study(5), ("Variant", variant));
            Measured(c, seconds * 1e9, Record(c, _systemData, "SQLite 3.50.4 (2025-07-30 19:33:53)", "System.Data.SQLite 2.0.2", 297_450));
        }
    }
}
