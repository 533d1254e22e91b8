using EmbeddedDbBench.Core.Sensors;

namespace EmbeddedDbBench.Core.Published;

/// <summary>The IoT sensor study's products, as engines name the ones they run (<see cref="Facts.PublishedRows.Sensors"/>).</summary>
public enum SensorsProduct
{
    /// <summary>DuckDB 1.x.</summary>
    DuckDb,

    /// <summary>A local PostgreSQL server.</summary>
    PostgreSql,

    /// <summary>Berkeley DB, key-value (no engine of the suite runs it).</summary>
    BerkeleyDb,
}

/// <summary>One product's published W4 figure for one phase, in seconds.</summary>
/// <param name="Product">The product the study measured.</param>
/// <param name="AtThousand">Seconds at N = 10^3, when published.</param>
/// <param name="AtMillion">Seconds at N = 10^6, when published.</param>
/// <param name="Note">A caveat printed beside the figure.</param>
public sealed record PublishedFigure(SensorsProduct Product, double? AtThousand, double? AtMillion, string? Note = null)
{
    /// <summary>The product as the study names it.</summary>
    public string Engine => SensorsPublished.Label(Product);
}

/// <summary>
/// The IoT sensor study's published timings (seconds, mean of runs 2-6 of 6). The 10^6 figures
/// and LOAD at 10^3 are those of the suite's spec; READ, UPDATE, DELETE and LAST_READINGS at
/// 10^3 are quoted from the study's section 4.1.
/// </summary>
public static class SensorsPublished
{
    /// <summary>The study and its set-up, as it describes them.</summary>
    public const string Source =
        "ULB student report \"Benchmarking Embedded Databases on IoT Sensor Data\" (Intel Berkeley Lab data): " +
        "Python 3 scripts driving DuckDB 1.x, Berkeley DB through its Python bindings and a local PostgreSQL server " +
        "over a Unix-domain socket, all on one machine whose CPU, RAM and OS the report does not state.";

    private const SensorsProduct DuckDb = SensorsProduct.DuckDb;
    private const SensorsProduct Postgres = SensorsProduct.PostgreSql;
    private const SensorsProduct BerkeleyDb = SensorsProduct.BerkeleyDb;

    private static readonly Dictionary<SensorStep, PublishedFigure[]> _figures = new()
    {
        [SensorStep.Load] = [new(DuckDb, 2.918, 3135.6), new(Postgres, 0.013, 21.67), new(BerkeleyDb, 0.001, 0.733)],
        [SensorStep.Read] = [new(DuckDb, 0.568, 729.2), new(Postgres, 0.294, 213.1), new(BerkeleyDb, 0.000696, 2.461)],
        [SensorStep.Update] = [new(DuckDb, 1.525, 1611.0), new(Postgres, 0.039, 113.6), new(BerkeleyDb, 0.000682, 3.976)],
        [SensorStep.Delete] = [new(DuckDb, 0.111, 98.64), new(Postgres, 0.031, 22.43), new(BerkeleyDb, 8.7e-5, 0.303)],
        [SensorStep.LastReadings] = [new(DuckDb, 0.004961, 0.1576), new(Postgres, 0.000547, 1.456), new(BerkeleyDb, 9.3e-5, 0.00114)],
        [SensorStep.AvgSensor] = [new(DuckDb, null, 0.0376), new(Postgres, null, 1.192)],
        [SensorStep.HotSensors] = [new(DuckDb, null, 0.00435), new(Postgres, null, 0.0762)],
        [SensorStep.Anomalies] = [new(DuckDb, null, 0.208), new(Postgres, null, 2.436)],
        [SensorStep.DailySummary] = [new(DuckDb, null, 0.129), new(Postgres, null, 0.154)],
        [SensorStep.Outages] = [new(DuckDb, null, 0.0253), new(Postgres, null, 0.523)],
        [SensorStep.TopkSensors] = [new(DuckDb, null, 0.00595), new(Postgres, null, 0.0919)],
        [SensorStep.CompareTwo] = [new(DuckDb, null, 0.00608), new(Postgres, null, 0.114)],
        [SensorStep.FullProfile] =
        [
            new(DuckDb, null, 0.195),
            new(Postgres, null, 2.186),
            new(BerkeleyDb, null, 0.281, "(a different computation: a local summary over cached values, not the SQL bundle)"),
        ],
    };

    /// <summary>The figures published for <paramref name="step"/>; empty when none were.</summary>
    public static IReadOnlyList<PublishedFigure> For(SensorStep step) => _figures.GetValueOrDefault(step, []);

    /// <summary>The product as the study names it.</summary>
    public static string Label(SensorsProduct product) => product switch
    {
        SensorsProduct.DuckDb => "DuckDB 1.x",
        SensorsProduct.PostgreSql => "PostgreSQL (local server)",
        SensorsProduct.BerkeleyDb => "Berkeley DB (key-value, no SQL)",
        _ => throw new ArgumentOutOfRangeException(nameof(product), product, null),
    };
}
