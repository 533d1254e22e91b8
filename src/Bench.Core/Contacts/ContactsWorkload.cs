using System.Data;
using System.Data.Common;
using System.Globalization;
using static EmbeddedDbBench.Core.Contacts.ContactsStep;

namespace EmbeddedDbBench.Core.Contacts;

/// <summary>
/// W2, the 2021 embedded-database study's Contacts tests: open/close connections, insert rows one
/// statement each, then select, update and delete the planted rows by an indexed column (state)
/// and by a non-indexed one (zip). Every step starts from the freshly inserted table, so each can
/// be timed on its own database; the planted values make every step's row count exact.
/// </summary>
public sealed partial class ContactsWorkload : IWorkload<ContactsStep>
{
    /// <summary>The seed used when none is given.</summary>
    public const int DefaultSeed = 2021;

    /// <summary>The table's name.</summary>
    public const string Table = "Contacts";

    private readonly long[] _keys;
    private string? _insertedState;

    /// <summary>Creates W2; the defaults are the study's sizes.</summary>
    /// <param name="rows">Rows inserted (25,000).</param>
    /// <param name="stateRows">Rows carrying the planted state (10,000).</param>
    /// <param name="zipRows">Other rows carrying the planted zip (5,000).</param>
    /// <param name="connections">Connections opened and closed by test 1 (250).</param>
    /// <param name="seed">Seed of the data generator.</param>
    public ContactsWorkload(int rows = StudyRows, int stateRows = StudyStateRows, int zipRows = StudyZipRows, int connections = StudyConnections, int seed = DefaultSeed)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(connections, 1);
        Data = new ContactsData(rows, stateRows, zipRows, seed);
        Connections = connections;
        _keys = new long[Math.Max(stateRows, zipRows)];
    }

    /// <summary>The table as bulk paths fill it: every column, in <see cref="Contact.Columns"/>' order.</summary>
    internal static BulkTable Rows { get; } = new(Table, Contact.Columns);

    /// <summary>The single-row INSERT of <see cref="Rows"/>, built once: a per-row statement maps it once too.</summary>
    internal static string InsertSql { get; } = Rows.InsertSql;

    /// <summary>The parameter names of <see cref="InsertSql"/>, in column order (statements copy them, never write them).</summary>
    internal static string[] InsertParameters { get; } = Rows.ParameterNames;

    /// <summary>The pre-generated rows.</summary>
    public ContactsData Data { get; }

    /// <summary>The study's sizes: rows inserted, rows carrying the planted state and the planted zip, connections of test 1.</summary>
    public const int StudyRows = 25_000, StudyStateRows = 10_000, StudyZipRows = 5_000, StudyConnections = 250;

    /// <summary>
    /// W2 with the study's rows and planted rows <paramref name="divisor"/> times fewer, without generating the study's own:
    /// the same statements on less data. Test 1 opens as many connections as the study's, its run not depending on the rows.
    /// </summary>
    public static ContactsWorkload ScaledDown(int divisor)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(divisor, 1);
        return new(StudyRows / divisor, Math.Max(1, StudyStateRows / divisor), Math.Max(1, StudyZipRows / divisor), StudyConnections);
    }

    /// <summary>Connections test 1 opens and closes.</summary>
    public int Connections { get; }

    /// <inheritdoc />
    public StepOutcome Run(ContactsStep step, StepContext context) => step switch
    {
        CreateTable => CreateTableAndIndex(context),
        OpenClose => OpenAndClose(context),
        Insert => InsertRows(context),
        SelectByState => Select(context, Sql.SelectByState, ContactsData.PlantedState),
        SelectByZip => Select(context, Sql.SelectByZip, ContactsData.PlantedZip),
        UpdateByState => SetBased(context, Sql.UpdateZipByState, ContactsData.UpdatedZip, ContactsData.PlantedState),
        UpdateByZip => SetBased(context, Sql.UpdateStateByZip, ContactsData.UpdatedState, ContactsData.PlantedZip),
        UpdateByStateRowByRow => RowByRow(context, Sql.KeysByState, ContactsData.PlantedState, Sql.UpdateZipById, ContactsData.UpdatedZip),
        UpdateByZipRowByRow => RowByRow(context, Sql.KeysByZip, ContactsData.PlantedZip, Sql.UpdateStateById, ContactsData.UpdatedState),
        DeleteByState => SetBased(context, Sql.DeleteByState, ContactsData.PlantedState),
        DeleteByZip => SetBased(context, Sql.DeleteByZip, ContactsData.PlantedZip),
        DeleteByStateRowByRow => RowByRow(context, Sql.KeysByState, ContactsData.PlantedState, Sql.DeleteById, newValue: null),
        DeleteByZipRowByRow => RowByRow(context, Sql.KeysByZip, ContactsData.PlantedZip, Sql.DeleteById, newValue: null),
        _ => throw new ArgumentOutOfRangeException(nameof(step)),
    };

    /// <summary>
    /// Every select, update and delete starts from the 25,000 inserted rows, so one insert per
    /// engine and variant can serve them all (<see cref="PreparedStates"/>); named after the inserted table's tally.
    /// </summary>
    public string? SharedState(ContactsStep step) =>
        Preparation(step).LastOrDefault() == Insert ? _insertedState ??= StateName(ExpectedTable(Insert)) : null;

    /// <summary>
    /// Checks a loaded copy of the inserted table in the engine: row count, key sum and the rows
    /// the steps filter on. The copy was made from a table read back whole, and every run's table
    /// is read back whole again after the step (<see cref="VerifyState"/>), so a copy that
    /// differed fails there; reading all 25,000 rows here as well cost about 45 ms per run.
    /// </summary>
    public void VerifyRestored(BenchDatabase database, ContactsStep step)
    {
        ArgumentNullException.ThrowIfNull(database);
        using var command = database.Connection.CreateCommand();
        command.CommandText = Sql.RestoredTally;
        using var reader = command.ExecuteReader();
        reader.Read();
        long[] expected = [Data.Rows.Count, Data.Rows.Sum(r => (long)r.Id), Data.StateRows, Data.ZipRows];
        long[] actual = [.. Enumerable.Range(0, expected.Length).Select(i => Convert.ToInt64(reader.GetValue(i), CultureInfo.InvariantCulture))];
        if (!actual.SequenceEqual(expected))
        {
            throw new WorkloadValidationException(
                $"the loaded copy of {Table} holds (rows, key sum, {ContactsData.PlantedState} rows, {ContactsData.PlantedZip} rows) = " +
                $"({string.Join(", ", actual)}), expected ({string.Join(", ", expected)}).");
        }
    }

    /// <inheritdoc />
    public StepOutcome Expected(ContactsStep step) => step switch
    {
        CreateTable => new(0, 0),
        OpenClose => new(Connections, OpenCloseChecksum(lastConnectionSawTable: false)),
        Insert => new(Data.Rows.Count, 0),
        SelectByState => new(Data.StateRows, ContactsData.ChecksumOf(Data.Rows.Where(r => r.State == ContactsData.PlantedState))),
        SelectByZip => new(Data.ZipRows, ContactsData.ChecksumOf(Data.Rows.Where(r => r.Zip == ContactsData.PlantedZip))),
        _ => new(RowsPerRun(step), 0),
    };

    /// <inheritdoc />
    public IEnumerable<ContactsStep> Preparation(ContactsStep step) => step switch
    {
        // Test 1 runs on a fresh, empty database: with locking_mode=EXCLUSIVE a connection that
        // has written keeps the file locked, and no other connection could even open it.
        CreateTable or OpenClose => [],
        Insert => [CreateTable],
        _ => [CreateTable, Insert],
    };

    /// <inheritdoc />
    public bool PreservesState(ContactsStep step) => step is OpenClose or SelectByState or SelectByZip;

    /// <summary>
    /// Whether <paramref name="step"/> is worth a case under <paramref name="variant"/>: the writes
    /// under every variant; the two SELECTs, one statement each, under the variants that change a
    /// query (<see cref="VariantExtensions.ChangesSingleQueries"/>); open/close under every variant
    /// but Transaction and Batch, which wrap statements, and open/close runs none (SyncOff, Wal
    /// and Exclusive set their PRAGMAs on every open, so they do change it). Extra and WalFull, which
    /// change only how hard a commit syncs (<see cref="VariantExtensions.OnlySyncsHarder"/>), run the
    /// insert alone: its 25,000 synced commits price that sync; a set-based step commits once, and the
    /// row-by-row updates and deletes would repeat the insert's price per commit over minutes of runs.
    /// </summary>
    public static bool RunsUnder(ContactsStep step, Variant variant) => step switch
    {
        _ when variant.OnlySyncsHarder() => step == Insert,
        OpenClose => !variant.WrapsStepsInTransaction(),
        SelectByState or SelectByZip => variant.ChangesSingleQueries(),
        _ => true,
    };

    /// <inheritdoc />
    public long RowsPerRun(ContactsStep step) => step switch
    {
        CreateTable => 0,
        OpenClose => Connections,
        Insert => Data.Rows.Count,
        _ when FiltersOnState(step) => Data.StateRows,
        _ => Data.ZipRows,
    };

    /// <inheritdoc />
    public long AutocommitWrites(ContactsStep step) => step switch
    {
        Insert => Data.Rows.Count,
        UpdateByStateRowByRow or UpdateByZipRowByRow or DeleteByStateRowByRow or DeleteByZipRowByRow => RowsPerRun(step),
        _ => 0,
    };

    /// <inheritdoc />
    public void VerifyState(BenchDatabase database, ContactsStep completed)
    {
        var connection = database.Connection;
        var exists = database.Engine.Dialect.TableExists(connection, Table);
        if (exists != (completed != OpenClose))
        {
            throw new WorkloadValidationException($"after {completed}: table {Table} exists={exists}, expected {!exists}.");
        }

        if (!exists)
        {
            return;
        }

        var expected = ExpectedTable(completed);
        var actual = TableContents(connection);
        if (actual != expected)
        {
            throw new WorkloadValidationException($"after {completed}: table holds {actual}, expected {expected}.");
        }
    }

    /// <summary>The table's contents after <paramref name="completed"/>: every row as the step leaves it.</summary>
    public IEnumerable<Contact> ExpectedRows(ContactsStep completed) => completed switch
    {
        CreateTable or OpenClose => [],
        UpdateByState or UpdateByStateRowByRow =>
            Data.Rows.Select(r => r.State == ContactsData.PlantedState ? r with { Zip = ContactsData.UpdatedZip } : r),
        UpdateByZip or UpdateByZipRowByRow =>
            Data.Rows.Select(r => r.Zip == ContactsData.PlantedZip ? r with { State = ContactsData.UpdatedState } : r),
        DeleteByState or DeleteByStateRowByRow => Data.Rows.Where(r => r.State != ContactsData.PlantedState),
        DeleteByZip or DeleteByZipRowByRow => Data.Rows.Where(r => r.Zip != ContactsData.PlantedZip),
        _ => Data.Rows,
    };

    /// <summary>
    /// The CREATE TABLE statement of W2's table in <paramref name="dialect"/>, under another name when
    /// given (a sync's staging table holds the same rows).
    /// </summary>
    public static string CreateTableSql(SqlDialect dialect, string table = Table) => Sql.CreateTable(dialect, table);

    /// <summary>The CREATE INDEX statement of W2's one secondary index, on state (a layer with its own connection runs it there).</summary>
    public static string CreateIndexSql => Sql.CreateIndex;

    /// <summary>Row count and checksum of the whole Contacts table on <paramref name="connection"/>, as <see cref="VerifyState"/> reads it.</summary>
    public static StepOutcome TableContents(DbConnection connection)
    {
        ArgumentNullException.ThrowIfNull(connection);
        using var command = connection.CreateCommand();
        command.CommandText = Sql.SelectAll;
        using var reader = command.ExecuteReader();
        return ReadRows(reader);
    }

    /// <summary>True for the steps that filter on the indexed state column (tests 3a, 4a, 5a).</summary>
    public static bool FiltersOnState(ContactsStep step) =>
        step is SelectByState or UpdateByState or UpdateByStateRowByRow or DeleteByState or DeleteByStateRowByRow;

    private static string StateName(StepOutcome table) => $"contacts-{table.Rows}-{table.Checksum:x16}";

    private StepOutcome ExpectedTable(ContactsStep completed)
    {
        var rows = ExpectedRows(completed).ToArray();
        return new(rows.Length, ContactsData.ChecksumOf(rows));
    }

    private static StepOutcome CreateTableAndIndex(StepContext context)
    {
        using (var create = context.CreateCommand(Sql.CreateTable(context.Dialect)))
        {
            create.ExecuteNonQuery();
        }

        using var index = context.CreateCommand(Sql.CreateIndex);
        index.ExecuteNonQuery();
        return new(0, 0);
    }

    // The last connection also asks the catalog whether Contacts exists: one query in 250
    // opens, so a connection that reports Open but cannot run a statement, or that reached a
    // database other than the fresh one prepared (a wrong path, another in-memory database),
    // fails the step instead of timing nothing.
    private StepOutcome OpenAndClose(StepContext context)
    {
        long opened = 0;
        var sawTable = true;
        for (var i = 0; i < Connections; i++)
        {
            using var connection = context.Database.OpenConnection();
            if (connection.State == ConnectionState.Open)
            {
                opened++;
            }

            if (i == Connections - 1)
            {
                sawTable = context.Dialect.TableExists(connection, Table);
            }
        }

        return new(opened, OpenCloseChecksum(sawTable));
    }

    /// <summary>
    /// The checksum of test 1: whether the last connection opened saw the Contacts table. The
    /// database is fresh, so the expected answer is no (<c>false</c>).
    /// </summary>
    public static ulong OpenCloseChecksum(bool lastConnectionSawTable) => Core.Checksum.Of(lastConnectionSawTable ? 1 : 0);

    private StepOutcome InsertRows(StepContext context)
    {
        // The Batch variant (and untimed setup) take the engine's bulk path; every other
        // variant inserts one statement per row as the study did.
        if (context.TakesBulkPath)
        {
            return new(context.BulkInsert(Rows, Data.Values), 0);
        }

        using var insert = context.Statement(InsertSql, InsertParameters);
        long rows = 0;
        foreach (var values in Data.Values)
        {
            rows += insert.Execute(values);
        }

        return new(rows, 0);
    }

    private static StepOutcome Select(StepContext context, string sql, string value)
    {
        using var command = context.CreateCommand(sql);
        command.AddParameter(context.Dialect.ParameterName("@value"), value);
        using var reader = command.ExecuteReader();
        return ReadRows(reader);
    }

    private static StepOutcome SetBased(StepContext context, string sql, string newValue, string filterValue)
    {
        using var statement = context.Statement(sql, "@new", "@value");
        return new(statement.Execute(newValue, filterValue), 0);
    }

    private static StepOutcome SetBased(StepContext context, string sql, string filterValue)
    {
        using var statement = context.Statement(sql, "@value");
        return new(statement.Execute(filterValue), 0);
    }

    private StepOutcome RowByRow(StepContext context, string keysSql, string filterValue, string sql, string? newValue)
    {
        var count = SelectKeys(context, keysSql, filterValue, _keys);
        using var statement = newValue is null ? context.Statement(sql, "@id") : context.Statement(sql, "@new", "@id");
        long rows = 0;
        for (var i = 0; i < count; i++)
        {
            rows += newValue is null ? statement.Execute(_keys[i]) : statement.Execute(newValue, _keys[i]);
        }

        return new(rows, 0);
    }

    // Reads every key first: client-server providers cannot run a second command while a
    // reader is open on the connection, and the loop must not see its own changes.
    // The sync form (Sync/) reads its keys the same way.
    internal static int SelectKeys(StepContext context, string sql, string value, long[] keys)
    {
        using var command = context.CreateCommand(sql);
        command.AddParameter(context.Dialect.ParameterName("@value"), value);
        using var reader = command.ExecuteReader();
        var count = 0;
        while (reader.Read())
        {
            if (count == keys.Length)
            {
                throw new WorkloadValidationException($"'{sql}' returned more than the {keys.Length} keys planted.");
            }

            keys[count++] = reader.GetInt64(0);
        }

        return count;
    }

    private static StepOutcome ReadRows(DbDataReader reader) => StepOutcome.ReadAll(reader, static r => Contact.ChecksumOf(
        r.GetInt64(0), r.GetString(1), r.GetString(2), r.GetString(3), r.GetString(4),
        r.GetString(5), r.GetString(6), r.GetString(7), r.GetString(8)));
}
