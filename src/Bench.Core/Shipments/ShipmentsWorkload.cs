using System.Data.Common;
using System.Globalization;

namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// W3, the 2006 "embedded databases for .NET" test: import four comma-separated files
/// (297,450 rows) into four tables, then time two joins, a one-row INSERT … SELECT and three
/// scans. Reading and parsing the files is part of the timed import, as in 2006. Under
/// variants that take the bulk path (Batch) the import goes through the engine's
/// <see cref="BenchDatabase.BulkInsert"/> path; otherwise it runs one INSERT per row with a new
/// command each (Default: autocommit; Transaction: one transaction around the whole import).
/// </summary>
public sealed class ShipmentsWorkload : IWorkload<ShipmentsStep>
{
    /// <summary>Rows handed to the bulk path at a time, so memory stays flat whatever the file size.</summary>
    public const int BulkChunkRows = 10_000;

    private string? _importedState;

    /// <summary>Creates W3 over <paramref name="data"/>, whose files <see cref="ShipmentsDataSet.Ensure"/> has written.</summary>
    public ShipmentsWorkload(ShipmentsDataSet data)
    {
        ArgumentNullException.ThrowIfNull(data);
        Data = data;
        Expectations = ShipmentsExpectations.For(data);
    }

    /// <summary>The files imported.</summary>
    public ShipmentsDataSet Data { get; }

    /// <summary>The checks, computed from the generator (once per build and data set: <see cref="ShipmentsExpectations.For"/>).</summary>
    public ShipmentsExpectations Expectations { get; }

    /// <inheritdoc />
    public StepOutcome Run(ShipmentsStep step, StepContext context) => step switch
    {
        ShipmentsStep.CreateTables => CreateTables(context),
        ShipmentsStep.Import => Import(context),
        ShipmentsStep.Insert1 => Insert1(context),
        _ => Select(context, step),
    };

    /// <inheritdoc />
    public StepOutcome Expected(ShipmentsStep step) => step switch
    {
        ShipmentsStep.CreateTables => new(0, 0),
        ShipmentsStep.Import => new(Data.Scale.TotalRows, 0),
        ShipmentsStep.Insert1 => new(1, 0),
        ShipmentsStep.Join1 => Expectations.Join1,
        ShipmentsStep.Join2 => Expectations.Join2,
        ShipmentsStep.Scan1 => Expectations.Scan1,
        ShipmentsStep.Scan2 => Expectations.Scan2,
        ShipmentsStep.Scan3 => Expectations.Scan3,
        _ => throw new ArgumentOutOfRangeException(nameof(step)),
    };

    /// <inheritdoc />
    public IEnumerable<ShipmentsStep> Preparation(ShipmentsStep step) => step switch
    {
        ShipmentsStep.CreateTables => [],
        ShipmentsStep.Import => [ShipmentsStep.CreateTables],
        _ => [ShipmentsStep.CreateTables, ShipmentsStep.Import],
    };

    /// <summary>
    /// Every statement starts from the imported tables, so one import per engine and variant can
    /// serve them all (<see cref="PreparedStates"/>); named after the generated rows' tallies.
    /// </summary>
    public string? SharedState(ShipmentsStep step) =>
        Preparation(step).LastOrDefault() == ShipmentsStep.Import
            ? _importedState ??= "shipments-" + string.Join("-", ShipmentsTable.All.Select(t => Expectations.Table(t).Rows.ToString(CultureInfo.InvariantCulture) + "." + Expectations.Table(t).Content.ToString("x16", CultureInfo.InvariantCulture)))
            : null;

    /// <inheritdoc />
    public void VerifyRestored(BenchDatabase database, ShipmentsStep step) => ShipmentsVerifier.VerifyImportedCopy(database, Expectations);

    /// <inheritdoc />
    public bool PreservesState(ShipmentsStep step) => step is not (ShipmentsStep.CreateTables or ShipmentsStep.Import or ShipmentsStep.Insert1);

    /// <summary>
    /// Insert 1 adds one row, so a run is reverted by deleting it (by its key, computed from the
    /// generator) rather than importing the 297,450 rows again for every run; then Invoice is read
    /// back row by row and every table's aggregates checked (<see cref="ShipmentsVerifier.VerifyUndone"/>).
    /// </summary>
    public bool TryUndo(ShipmentsStep step, StepContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        if (step != ShipmentsStep.Insert1)
        {
            return false;
        }

        using var command = context.CreateCommand(string.Create(CultureInfo.InvariantCulture,
            $"DELETE FROM Invoice WHERE PKeyInvoice = {Expectations.InsertedInvoice[0]}"));
        var deleted = command.ExecuteNonQuery();
        if (deleted != 1)
        {
            throw new WorkloadValidationException($"undoing Insert1 deleted {deleted} rows, not 1");
        }

        ShipmentsVerifier.VerifyUndone(context.Database, Expectations);
        return true;
    }

    /// <summary>
    /// Whether <paramref name="step"/> is worth a case under <paramref name="variant"/>: the table
    /// creation and the import under every variant but Extra and WalFull, whose price of a synced
    /// commit W1 and W2 measure (<see cref="VariantExtensions.OnlySyncsHarder"/>; here the import would
    /// take 297,450 synced commits a run, minutes each); Insert 1, one statement, not under Transaction
    /// and Batch either (<see cref="VariantExtensions.ChangesSingleWrites"/>); the joins and scans, one
    /// query each, under the variants that change a query (<see cref="VariantExtensions.ChangesSingleQueries"/>).
    /// </summary>
    public static bool RunsUnder(ShipmentsStep step, Variant variant) => step switch
    {
        _ when variant.OnlySyncsHarder() => false,
        ShipmentsStep.CreateTables or ShipmentsStep.Import => true,
        ShipmentsStep.Insert1 => variant.ChangesSingleWrites(),
        _ => variant.ChangesSingleQueries(),
    };

    /// <inheritdoc />
    public long RowsPerRun(ShipmentsStep step) => step == ShipmentsStep.CreateTables ? 0 : Expected(step).Rows;

    /// <inheritdoc />
    public long AutocommitWrites(ShipmentsStep step) => step switch
    {
        ShipmentsStep.Import => Expected(step).Rows,
        // One row and its own commit: a write, which the answer must not count among the reads.
        ShipmentsStep.Insert1 => 1,
        _ => 0,
    };

    /// <inheritdoc />
    public void VerifyState(BenchDatabase database, ShipmentsStep completed) =>
        ShipmentsVerifier.Verify(database, Expectations, completed);

    private static StepOutcome CreateTables(StepContext context)
    {
        foreach (var sql in ShipmentsTable.All.SelectMany(t => t.CreateSql(context.Dialect)))
        {
            using var command = context.CreateCommand(sql);
            command.ExecuteNonQuery();
        }

        return new(0, 0);
    }

    private StepOutcome Import(StepContext context)
    {
        long rows = 0;
        foreach (var table in ShipmentsTable.All)
        {
            rows += context.TakesBulkPath ? ImportBulk(context, table) : ImportRowByRow(context, table);
        }

        return new(rows, 0);
    }

    // The naive path: one INSERT per row, a new command each (Statement without reuse).
    private long ImportRowByRow(StepContext context, ShipmentsTable table)
    {
        using var csv = new ShipmentsCsvReader(Data.PathOf(table), table);
        using var insert = context.Statement(table.Bulk.InsertSql, table.Bulk.ParameterNames);
        var values = new object?[table.Columns.Count];
        long rows = 0;
        while (csv.Read(values))
        {
            rows += insert.Execute(values);
        }

        return rows;
    }

    // The engine's own CSV reader when it has a faster one; else its bulk path, fed in chunks as the file is parsed.
    private long ImportBulk(StepContext context, ShipmentsTable table)
    {
        if (context.ImportCsvFile(table.Bulk, new CsvFile(Data.PathOf(table), ShipmentsCsvWriter.StrftimeDateFormat)) is { } imported)
        {
            return imported;
        }

        using var csv = new ShipmentsCsvReader(Data.PathOf(table), table);
        var chunk = new List<object?[]>(BulkChunkRows);
        long rows = 0;
        while (true)
        {
            var values = new object?[table.Columns.Count];
            var more = csv.Read(values);
            if (more)
            {
                chunk.Add(values);
            }

            if (chunk.Count == BulkChunkRows || (!more && chunk.Count > 0))
            {
                rows += context.BulkInsert(table.Bulk, chunk);
                chunk.Clear();
            }

            if (!more)
            {
                return rows;
            }
        }
    }

    private static StepOutcome Insert1(StepContext context)
    {
        using var command = context.CreateCommand(ShipmentsQueries.Insert1(context.Dialect));
        return new(command.ExecuteNonQuery(), 0);
    }

    private static StepOutcome Select(StepContext context, ShipmentsStep step)
    {
        var (sql, columns) = ShipmentsQueries.Select(step);
        using DbCommand command = context.CreateCommand(sql);
        using var reader = command.ExecuteReader();
        return StepOutcome.ReadAll(reader, r => ShipmentsValues.ReadRowHash(r, columns));
    }
}
