using System.Collections.Concurrent;
using System.Data.Common;
using System.Globalization;

namespace EmbeddedDbBench.Core.Sensors;

/// <summary>
/// W4, the IoT sensor study: LOAD, READ, UPDATE and DELETE by key (sensor id + timestamp), then
/// LAST_READINGS and eight analytical queries, each timed on its own over a sample of N readings
/// (<see cref="SensorPlan"/>). Every outcome is computed by <see cref="SensorReference"/> from the plan alone, when
/// first asked for (untimed: by the validation after a run).
/// LOAD takes the engine's bulk path when the variant takes the bulk path (Batch), else one INSERT
/// per row; READ, UPDATE and DELETE run one statement per key, reused under Batch.
/// </summary>
public sealed partial class SensorWorkload : IWorkload<SensorStep>
{
    /// <summary>The seed used when none is given.</summary>
    public const int DefaultSeed = SensorGenerator.DefaultSeed;

    private readonly SensorReference _reference;
    private readonly ConcurrentDictionary<SensorStep, StepOutcome> _expected = new();
    private readonly ConcurrentDictionary<SensorStep, (long Count, ulong Checksum)> _tables = new();
    private readonly ConcurrentDictionary<SqlDialect, SensorSql> _sql = new();

    /// <summary>Creates W4 over <paramref name="sample"/> with keys and values drawn from <paramref name="seed"/>, on <paramref name="table"/>.</summary>
    public SensorWorkload(IEnumerable<SensorReading> sample, int seed = DefaultSeed, SensorTable table = SensorTable.Keyed)
    {
        Table = table;
        Plan = new SensorPlan(sample, seed);
        // Each outcome is computed when first asked for: a benchmark process runs one step, and computing all thirteen
        // (and compiling their code, fully optimised where tiering is off) cost about a tenth of a query case's process.
        _reference = new SensorReference(Plan);
    }

    /// <summary>What the workload does.</summary>
    public SensorPlan Plan { get; }

    /// <summary>The table it runs on: keyed, or the study's own without a key. The outcomes are the same.</summary>
    public SensorTable Table { get; }

    /// <summary>
    /// Whether <paramref name="step"/> runs under <paramref name="variant"/>: the key phases that write
    /// under every variant (each changes how their writes are committed or stored) but Extra and
    /// WalFull, whose price of a synced commit W1 and W2 measure (<see cref="VariantExtensions.OnlySyncsHarder"/>;
    /// here it would take 10^4 synced commits a run); READ, one lookup per key, under the variants that
    /// change reads (<see cref="VariantExtensions.ChangesReads"/>: a transaction does, SyncOff does not);
    /// each analytical query, a single statement, under the variants that change how a query runs
    /// (<see cref="VariantExtensions.ChangesSingleQueries"/>).
    /// </summary>
    public static bool RunsUnder(SensorStep step, Variant variant) => step switch
    {
        SensorStep.Read => variant.ChangesReads(),
        _ when step.IsQuery() => variant.ChangesSingleQueries(),
        _ => !variant.OnlySyncsHarder(),
    };

    /// <summary>W4 over the generator's sample of <paramref name="n"/> rows.</summary>
    public static SensorWorkload Generated(int n, int seed = DefaultSeed, SensorTable table = SensorTable.Keyed) =>
        new(new SensorGenerator(seed).Sample(n), seed, table);

    /// <summary>
    /// W4 over the sample of <paramref name="n"/> rows of the <c>data.txt</c> that
    /// <see cref="SensorDataFile.Variable"/> names, or of the generator when it names none.
    /// </summary>
    public static SensorWorkload FromEnvironment(int n, SensorTable table = SensorTable.Keyed)
    {
        if (SensorDataFile.FromEnvironment() is not { } file)
        {
            return Generated(n, table: table);
        }

        return new SensorWorkload(SensorSampler.Sample(file.Readings, n, out _), table: table);
    }

    /// <inheritdoc />
    public StepOutcome Run(SensorStep step, StepContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var sql = SqlFor(context.Dialect);
        return step switch
        {
            SensorStep.Create => Execute(context, sql.CreateTable),
            SensorStep.Load => Load(context),
            SensorStep.Read => Read(context),
            SensorStep.Update => Update(context),
            SensorStep.Delete => Delete(context),
            SensorStep.FullProfile => FullProfile(context, sql),
            _ => Query(context, step, sql),
        };
    }

    /// <inheritdoc />
    public StepOutcome Expected(SensorStep step) => _expected.GetOrAdd(step, _reference.Expected);

    /// <inheritdoc />
    public IEnumerable<SensorStep> Preparation(SensorStep step) => step switch
    {
        SensorStep.Create => [],
        SensorStep.Load => [SensorStep.Create],
        SensorStep.Delete => [SensorStep.Create, SensorStep.Load, SensorStep.Update],
        _ => [SensorStep.Create, SensorStep.Load],
    };

    /// <inheritdoc />
    public bool PreservesState(SensorStep step) => step.IsQuery();

    /// <summary>
    /// The loaded table (and, for DELETE, the updated one), named by its rows' count and checksum: every READ, UPDATE and
    /// DELETE run, and every warm-up round at the runtime's default JIT, starts from a fresh copy of it instead of loading
    /// the N rows again, and each query case's process loads the copy once. Only the untimed preparation changes; the copy is
    /// checked as the table after its last preparation step (<see cref="VerifyState"/>).
    /// </summary>
    public string? SharedState(SensorStep step)
    {
        var last = Preparation(step).LastOrDefault(SensorStep.Create);
        if (last == SensorStep.Create)
        {
            return null;
        }

        var (count, checksum) = _tables.GetOrAdd(last, Plan.TableAfter);
        return string.Create(CultureInfo.InvariantCulture, $"w4-{Table}-after-{last}-{count}-{checksum:x16}");
    }

    /// <inheritdoc />
    public long RowsPerRun(SensorStep step) => step switch
    {
        SensorStep.Create => 0,
        SensorStep.Update => Plan.UpdateRows.Length,
        SensorStep.Delete => Plan.DeleteRows.Length,
        SensorStep.LastReadings => Plan.LastReadingSensors.Length,
        // LOAD and READ handle N rows; the analytical phases aggregate over the N in the table.
        _ => Plan.N,
    };

    /// <inheritdoc />
    public long AutocommitWrites(SensorStep step) => step is SensorStep.Load or SensorStep.Update or SensorStep.Delete ? RowsPerRun(step) : 0;

    /// <inheritdoc />
    public void VerifyState(BenchDatabase database, SensorStep completed)
    {
        ArgumentNullException.ThrowIfNull(database);
        // Queries leave the table as LOAD made it.
        var state = completed.IsQuery() ? SensorStep.Load : completed;
        var (expectedCount, expectedChecksum) = _tables.GetOrAdd(state, Plan.TableAfter);
        var (count, checksum) = ReadTable(database.Connection);
        if (count != expectedCount || checksum != expectedChecksum)
        {
            throw new WorkloadValidationException(
                $"after {completed}: table holds {count} rows (checksum {checksum:x16}), expected {expectedCount} ({expectedChecksum:x16}).");
        }
    }

    /// <summary>The statements for <paramref name="dialect"/>, built once (never in timed code: Create builds them first).</summary>
    public SensorSql SqlFor(SqlDialect dialect) => _sql.GetOrAdd(dialect, d => new SensorSql(d, Plan, Table));

    private static (long Count, ulong Checksum) ReadTable(DbConnection connection)
    {
        using var command = connection.CreateCommand();
        command.CommandText = SensorSql.All;
        using var reader = command.ExecuteReader();
        long count = 0;
        ulong checksum = 0;
        while (reader.Read())
        {
            count++;
            checksum += new SensorReading(
                (int)reader.GetInt64(0),
                (int)reader.GetInt64(2),
                reader.GetInt64(1),
                reader.GetDouble(3),
                reader.GetDouble(4),
                reader.GetDouble(5),
                reader.GetDouble(6)).RowChecksum();
        }

        return (count, checksum);
    }

    private static StepOutcome Execute(StepContext context, string sql)
    {
        using var command = context.CreateCommand(sql);
        command.ExecuteNonQuery();
        return new(0, 0);
    }
}
