using EmbeddedDbBench.Core.Contacts;
using static EmbeddedDbBench.Core.Sync.ContactsSyncStep;

namespace EmbeddedDbBench.Core.Sync;

/// <summary>
/// W2's sync form: the study's write tests (2, 4a, 4b, 5a, 5b) on the embedded database, each
/// followed, in the same timed step, by the propagation of exactly the rows it changed to a
/// server (<see cref="SyncedDatabase.Target"/>). The embedded write is the same for every
/// <see cref="SyncMethod"/> — one statement per row, as the study's per-row averages imply, under
/// the embedded variant — so the method is the only difference between two cases of one variant.
/// After every step both sides must hold exactly the table W2 expects, and the server must
/// report exactly one change per row changed.
/// </summary>
public sealed class ContactsSyncWorkload : IWorkload<ContactsSyncStep>
{
    private readonly long[] _keys;

    /// <summary>Creates the sync form of <paramref name="contacts"/> (the study's sizes when null) for <paramref name="method"/>.</summary>
    public ContactsSyncWorkload(SyncMethod method, ContactsWorkload? contacts = null)
    {
        Method = method;
        Contacts = contacts ?? new ContactsWorkload();
        _keys = new long[Math.Max(Contacts.Data.StateRows, Contacts.Data.ZipRows)];
    }

    /// <summary>How changes reach the server.</summary>
    public SyncMethod Method { get; }

    /// <summary>The W2 workload whose data, expected tables and row counts this form shares.</summary>
    public ContactsWorkload Contacts { get; }

    /// <summary>Rows one run of <paramref name="step"/> changes: the divisor of µs/row.</summary>
    public long RowsPerRun(ContactsSyncStep step) => step == CreateTable ? 0 : Contacts.RowsPerRun(ContactsStepOf(step));

    /// <inheritdoc />
    public StepOutcome Run(ContactsSyncStep step, StepContext context)
    {
        var database = SyncedDatabase.Of(context);
        // Untimed preparation (one transaction, reused commands) loads both sides in bulk whatever
        // the method: the sync class never times a step under Batch, the one variant that does the same.
        if (step == Insert && context.TakesBulkPath)
        {
            return Load(context, database);
        }

        var remote = Method == SyncMethod.Naive ? StepContext.ForVariant(database.Target) : null;
        var pushed = step switch
        {
            CreateTable => CreateTables(context, database),
            Insert => InsertRows(context, remote),
            UpdateByState => PerKey(context, remote, SyncSql.KeysByState, ContactsData.PlantedState, SyncSql.UpdateZipById, ContactsData.UpdatedZip),
            UpdateByZip => PerKey(context, remote, SyncSql.KeysByZip, ContactsData.PlantedZip, SyncSql.UpdateStateById, ContactsData.UpdatedState),
            DeleteByState => PerKey(context, remote, SyncSql.KeysByState, ContactsData.PlantedState, SyncSql.DeleteById, newValue: null),
            DeleteByZip => PerKey(context, remote, SyncSql.KeysByZip, ContactsData.PlantedZip, SyncSql.DeleteById, newValue: null),
            _ => throw new ArgumentOutOfRangeException(nameof(step)),
        };
        if (Method == SyncMethod.Tuned && step != CreateTable)
        {
            pushed = ChangeLog.Ship(context, database.Target);
        }

        return new(pushed, 0);
    }

    /// <summary>Rows changed on the server: one per row the step changes on the embedded side.</summary>
    public StepOutcome Expected(ContactsSyncStep step) => new(RowsPerRun(step), 0);

    /// <inheritdoc />
    public IEnumerable<ContactsSyncStep> Preparation(ContactsSyncStep step) => step switch
    {
        CreateTable => [],
        Insert => [CreateTable],
        _ => [CreateTable, Insert],
    };

    /// <inheritdoc />
    public long AutocommitWrites(ContactsSyncStep step) => RowsPerRun(step);

    /// <summary>
    /// Both sides against the table W2 expects after the step (row count and checksum of every
    /// column of every row), then against each other; for the tuned method, nothing left in the
    /// change log or the server's staging table.
    /// </summary>
    public void VerifyState(BenchDatabase database, ContactsSyncStep completed)
    {
        var synced = SyncedDatabase.Of(database);
        var step = ContactsStepOf(completed);
        Contacts.VerifyState(synced.Source, step);
        try
        {
            Contacts.VerifyState(synced.Target, step);
        }
        catch (WorkloadValidationException e)
        {
            throw new WorkloadValidationException($"server {synced.Target.Engine.Name}: {e.Message}");
        }

        var embedded = ContactsWorkload.TableContents(synced.Source.Connection);
        var server = ContactsWorkload.TableContents(synced.Target.Connection);
        if (embedded != server)
        {
            throw new WorkloadValidationException($"after {completed}: embedded table holds {embedded}, server {server}.");
        }

        if (Method == SyncMethod.Tuned && (ChangeLog.Pending(synced.Source), ChangeLog.Staging(synced.Target)) is var (pending, staged) && pending + staged != 0)
        {
            throw new WorkloadValidationException($"after {completed}: {pending} changes left in the log, {staged} rows left in the server's staging table.");
        }
    }

    private static ContactsStep ContactsStepOf(ContactsSyncStep step) => step switch
    {
        CreateTable => ContactsStep.CreateTable,
        Insert => ContactsStep.Insert,
        UpdateByState => ContactsStep.UpdateByStateRowByRow,
        UpdateByZip => ContactsStep.UpdateByZipRowByRow,
        DeleteByState => ContactsStep.DeleteByStateRowByRow,
        DeleteByZip => ContactsStep.DeleteByZipRowByRow,
        _ => throw new ArgumentOutOfRangeException(nameof(step)),
    };

    private long CreateTables(StepContext local, SyncedDatabase database)
    {
        Contacts.Run(ContactsStep.CreateTable, local);
        StepContext.ForSetup(database.Target).Run(remote =>
        {
            Contacts.Run(ContactsStep.CreateTable, remote);
            if (Method == SyncMethod.Tuned)
            {
                ChangeLog.CreateInbox(remote);
            }

            return default;
        });
        if (Method == SyncMethod.Tuned)
        {
            ChangeLog.CreateCapture(local);
        }

        return 0;
    }

    private StepOutcome Load(StepContext local, SyncedDatabase database)
    {
        local.BulkInsert(ContactsWorkload.Rows, Contacts.Data.Values);
        if (Method == SyncMethod.Tuned)
        {
            // The rows are on both sides already: nothing is left to ship.
            using var clear = local.CreateCommand($"DELETE FROM {ChangeLog.Table}");
            clear.ExecuteNonQuery();
        }

        return StepContext.ForSetup(database.Target).Run(remote => new(remote.BulkInsert(ContactsWorkload.Rows, Contacts.Data.Values), 0));
    }

    // One INSERT per row on the embedded side; the naive sync sends the same INSERT to the server after each.
    private long InsertRows(StepContext local, StepContext? remote)
    {
        using var write = local.Statement(ContactsWorkload.InsertSql, ContactsWorkload.InsertParameters);
        using var push = remote?.Statement(ContactsWorkload.InsertSql, ContactsWorkload.InsertParameters);
        long pushed = 0;
        foreach (var values in Contacts.Data.Values)
        {
            write.Execute(values);
            pushed += push?.Execute(values) ?? 0;
        }

        return pushed;
    }

    // The keys first (W2's row-by-row form), then one statement per key; the naive sync sends the same statement to the server after each.
    private long PerKey(StepContext local, StepContext? remote, string keysSql, string filterValue, string sql, string? newValue)
    {
        var count = ContactsWorkload.SelectKeys(local, keysSql, filterValue, _keys);
        string[] parameters = newValue is null ? ["@id"] : ["@new", "@id"];
        using var write = local.Statement(sql, parameters);
        using var push = remote?.Statement(sql, parameters);
        long pushed = 0;
        for (var i = 0; i < count; i++)
        {
            if (newValue is null)
            {
                write.Execute(_keys[i]);
                pushed += push?.Execute(_keys[i]) ?? 0;
            }
            else
            {
                write.Execute(newValue, _keys[i]);
                pushed += push?.Execute(newValue, _keys[i]) ?? 0;
            }
        }

        return pushed;
    }
}
