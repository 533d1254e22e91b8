using System.Data.Common;

namespace EmbeddedDbBench.Core.Crud;

/// <summary>
/// W1, the 2011 "SQL CE vs SQLite" CRUD test: create a table, write, update, read and delete N
/// rows one statement at a time, drop the table. Each statement is parameterized and, unless the
/// variant takes the bulk path (Batch: one prepared command reused), a new command per operation
/// as in the original test bench.
/// </summary>
public sealed class CrudWorkload : IWorkload<CrudStep>
{
    /// <summary>The seed used when none is given.</summary>
    public const int DefaultSeed = 2011;

    private const string Table = "Test";
    private const string InsertSql = "INSERT INTO Test (textdata) VALUES (@t)";
    private const string UpdateSql = "UPDATE Test SET textdata = @t WHERE id = @id";
    private const string ReadSql = "SELECT textdata FROM Test WHERE id = @id";
    private const string DeleteSql = "DELETE FROM Test WHERE id = @id";

    /// <summary>Creates W1 for <paramref name="n"/> rows.</summary>
    public CrudWorkload(int n, int seed = DefaultSeed) => Plan = new CrudPlan(n, seed);

    /// <summary>The pre-generated values.</summary>
    public CrudPlan Plan { get; }

    /// <inheritdoc />
    public StepOutcome Run(CrudStep step, StepContext context) => step switch
    {
        CrudStep.Create => CreateTable(context),
        CrudStep.Write => Write(context),
        CrudStep.Update => Update(context),
        CrudStep.Read => Read(context),
        CrudStep.Delete => Delete(context),
        CrudStep.Drop => DropTable(context),
        _ => throw new ArgumentOutOfRangeException(nameof(step)),
    };

    /// <inheritdoc />
    public StepOutcome Expected(CrudStep step) => step switch
    {
        CrudStep.Read => new(Plan.N, ExpectedReadChecksum()),
        CrudStep.Write or CrudStep.Update or CrudStep.Delete => new(Plan.N, 0),
        _ => new(0, 0),
    };

    /// <inheritdoc />
    public IEnumerable<CrudStep> Preparation(CrudStep step) =>
        Enum.GetValues<CrudStep>().TakeWhile(s => s != step);

    /// <inheritdoc />
    public long RowsPerRun(CrudStep step) => step is CrudStep.Create or CrudStep.Drop ? 0 : Plan.N;

    /// <summary>
    /// Whether <paramref name="step"/> is worth a case under <paramref name="variant"/>: the N-row autocommit writes (write,
    /// update, delete) under every variant; Extra and WalFull, which change only how hard a commit syncs
    /// (<see cref="VariantExtensions.OnlySyncsHarder"/>), on those alone, which price the synced commit N times a run, where
    /// create and drop commit once and read commits nothing; create and drop, one statement each, not under Transaction and
    /// Batch either (<see cref="VariantExtensions.ChangesSingleWrites"/>); read, N queries, under the variants that change
    /// reads (<see cref="VariantExtensions.ChangesReads"/>), so not under SyncOff.
    /// </summary>
    public static bool RunsUnder(CrudStep step, Variant variant) => step switch
    {
        CrudStep.Write or CrudStep.Update or CrudStep.Delete => true,
        CrudStep.Read => variant.ChangesReads(),
        _ => !variant.OnlySyncsHarder() && variant.ChangesSingleWrites(),
    };

    /// <inheritdoc />
    public long AutocommitWrites(CrudStep step) => step is CrudStep.Write or CrudStep.Update or CrudStep.Delete ? Plan.N : 0;

    /// <inheritdoc />
    public void VerifyState(BenchDatabase database, CrudStep completed)
    {
        var connection = database.Connection;
        var exists = database.Engine.Dialect.TableExists(connection, Table);
        var expectExists = completed != CrudStep.Drop;
        if (exists != expectExists)
        {
            throw new WorkloadValidationException($"after {completed}: table {Table} exists={exists}, expected {expectExists}.");
        }

        if (!exists)
        {
            return;
        }

        var expected = completed switch
        {
            CrudStep.Write => CrudPlan.TableChecksum(Plan.InsertTexts),
            CrudStep.Update or CrudStep.Read => CrudPlan.TableChecksum(Plan.FinalTexts),
            _ => 0UL,
        };
        var expectedCount = completed is CrudStep.Create or CrudStep.Delete ? 0 : Plan.N;
        var (count, checksum) = ReadTable(connection);
        if (count != expectedCount || checksum != expected)
        {
            throw new WorkloadValidationException(
                $"after {completed}: table holds {count} rows (checksum {checksum:x16}), expected {expectedCount} ({expected:x16}).");
        }
    }

    private static StepOutcome CreateTable(StepContext context)
    {
        var dialect = context.Dialect;
        context.ExecuteDefinition($"CREATE TABLE {Table} (id {dialect.AutoIncrementPrimaryKey}, textdata {dialect.Text(500)})");
        return new(0, 0);
    }

    private static StepOutcome DropTable(StepContext context)
    {
        context.ExecuteDefinition($"DROP TABLE {Table}");
        return new(0, 0);
    }

    private StepOutcome Write(StepContext context)
    {
        using var insert = context.Statement(InsertSql, "@t");
        long rows = 0;
        foreach (var text in Plan.InsertTexts)
        {
            rows += insert.Execute(text);
        }

        return new(rows, 0);
    }

    private StepOutcome Update(StepContext context)
    {
        using var update = context.Statement(UpdateSql, "@t", "@id");
        long rows = 0;
        for (var i = 0; i < Plan.UpdateIds.Length; i++)
        {
            rows += update.Execute(Plan.UpdateTexts[i], Plan.UpdateIds[i]);
        }

        return new(rows, 0);
    }

    private StepOutcome Read(StepContext context)
    {
        using var read = context.Statement(ReadSql, "@id");
        long rows = 0;
        ulong checksum = 0;
        foreach (var id in Plan.ReadIds)
        {
            if (read.Scalar(id) is string text)
            {
                rows++;
                checksum += Checksum.Of(text);
            }
        }

        return new(rows, checksum);
    }

    private StepOutcome Delete(StepContext context)
    {
        using var delete = context.Statement(DeleteSql, "@id");
        long rows = 0;
        foreach (var id in Plan.DeleteOrder)
        {
            rows += delete.Execute(id);
        }

        return new(rows, 0);
    }

    private ulong ExpectedReadChecksum()
    {
        ulong sum = 0;
        foreach (var id in Plan.ReadIds)
        {
            sum += Checksum.Of(Plan.FinalTexts[id - 1]);
        }

        return sum;
    }

    private static StepOutcome ReadTable(DbConnection connection)
    {
        using var command = connection.CreateCommand();
        command.CommandText = $"SELECT id, textdata FROM {Table}";
        using var reader = command.ExecuteReader();
        return StepOutcome.ReadAll(reader, static r => CrudPlan.RowChecksum(r.GetInt64(0), r.IsDBNull(1) ? null : r.GetString(1)));
    }
}
