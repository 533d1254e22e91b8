using EmbeddedDbBench.Core.Contacts;

namespace EmbeddedDbBench.Core.Sync;

/// <summary>
/// The tuned sync's capture and shipping. On the embedded side (SQLite), triggers append one line
/// per changed row to <see cref="Table"/> (operation and key) inside the write's own transaction.
/// Shipping reads the log in order, joined to the rows' current values, splits it into runs of
/// one operation, and applies each run in one server transaction through the server's bulk path:
/// inserts straight into the table, updates and deletes through a staging table
/// (<see cref="Inbox"/>) and one set-based statement each. Only then is the log cleared up to
/// the last line shipped.
/// </summary>
internal static class ChangeLog
{
    /// <summary>The embedded side's change log.</summary>
    public const string Table = "contacts_changes";

    /// <summary>The server's staging table for updated rows and deleted keys.</summary>
    public const string Inbox = "contacts_inbox";

    private const string Contacts = ContactsWorkload.Table;

    private static readonly string _columns = string.Join(", ", Contact.Columns.Select(c => "t." + c));
    private static readonly string _read =
        $"SELECT c.seq, c.op, c.id, {_columns} FROM {Table} c LEFT JOIN {Contacts} t ON t.id = c.id ORDER BY c.seq";

    private static readonly string _applyUpdates =
        $"UPDATE {Contacts} SET " +
        string.Join(", ", Contact.Columns.Skip(1).Select(c => $"{c} = (SELECT i.{c} FROM {Inbox} i WHERE i.id = {Contacts}.id)")) +
        $" WHERE id IN (SELECT id FROM {Inbox})";

    private static readonly string _applyDeletes = $"DELETE FROM {Contacts} WHERE id IN (SELECT id FROM {Inbox})";
    private static readonly BulkTable _inboxRows = new(Inbox, Contact.Columns);
    private static readonly BulkTable _inboxKeys = new(Inbox, ["id"]);

    /// <summary>Creates the log and its triggers on the embedded side (SQLite syntax).</summary>
    public static void CreateCapture(StepContext local)
    {
        string[] statements =
        [
            $"CREATE TABLE {Table} (seq INTEGER PRIMARY KEY, op TEXT NOT NULL, id INTEGER NOT NULL)",
            $"CREATE TRIGGER {Table}_i AFTER INSERT ON {Contacts} BEGIN INSERT INTO {Table} (op, id) VALUES ('I', NEW.id); END",
            $"CREATE TRIGGER {Table}_u AFTER UPDATE ON {Contacts} BEGIN INSERT INTO {Table} (op, id) VALUES ('U', NEW.id); END",
            $"CREATE TRIGGER {Table}_d AFTER DELETE ON {Contacts} BEGIN INSERT INTO {Table} (op, id) VALUES ('D', OLD.id); END",
        ];
        foreach (var sql in statements)
        {
            using var command = local.CreateCommand(sql);
            command.ExecuteNonQuery();
        }
    }

    /// <summary>Creates the staging table on the server.</summary>
    public static void CreateInbox(StepContext remote)
    {
        using var command = remote.CreateCommand(ContactsWorkload.CreateTableSql(remote.Dialect, Inbox));
        command.ExecuteNonQuery();
    }

    /// <summary>Ships every logged change to <paramref name="target"/> in one transaction, then clears the log; returns rows changed on the server.</summary>
    public static long Ship(StepContext local, BenchDatabase target)
    {
        var (runs, last) = Read(local);
        var shipped = StepContext.ForSetup(target).Run(remote =>
        {
            long rows = 0;
            foreach (var (op, values) in runs)
            {
                rows += op switch
                {
                    'I' => remote.BulkInsert(ContactsWorkload.Rows, values),
                    'U' => Staged(remote, _inboxRows, values, _applyUpdates),
                    _ => Staged(remote, _inboxKeys, values, _applyDeletes),
                };
            }

            return new StepOutcome(rows, 0);
        }).Rows;
        using var clear = local.CreateCommand($"DELETE FROM {Table} WHERE seq <= @last");
        clear.AddParameter(local.Dialect.ParameterName("@last"), last);
        clear.ExecuteNonQuery();
        return shipped;
    }

    /// <summary>Lines in the log (0 once everything was shipped).</summary>
    public static long Pending(BenchDatabase source) => Convert.ToInt64(source.Connection.Scalar($"SELECT COUNT(*) FROM {Table}"));

    /// <summary>Rows left in the server's staging table (0 after every shipment).</summary>
    public static long Staging(BenchDatabase target) => Convert.ToInt64(target.Connection.Scalar($"SELECT COUNT(*) FROM {Inbox}"));

    // The log in order, as runs of one operation: a run is applied as one bulk load and, for
    // updates and deletes, one statement, and runs are applied in log order. A key logged twice in
    // one run is shipped once: the row's current values are what the server must end with.
    private static (List<(char Op, List<object?[]> Values)> Runs, long Last) Read(StepContext local)
    {
        var runs = new List<(char Op, List<object?[]> Values)>();
        var keysInRun = new HashSet<int>();
        long last = 0;
        using var command = local.CreateCommand(_read);
        using var reader = command.ExecuteReader();
        while (reader.Read())
        {
            last = reader.GetInt64(0);
            var op = reader.GetString(1)[0];
            var id = reader.GetInt32(2);
            if (op != 'D' && reader.IsDBNull(3))
            {
                // Inserted or updated, then deleted: a later 'D' line removes it, nothing to send now.
                continue;
            }

            if (runs.Count == 0 || runs[^1].Op != op)
            {
                runs.Add((op, []));
                keysInRun.Clear();
            }

            if (!keysInRun.Add(id))
            {
                continue;
            }

            runs[^1].Values.Add(op == 'D' ? [id] : Row(reader, id));
        }

        return (runs, last);
    }

    private static object?[] Row(System.Data.Common.DbDataReader reader, int id) =>
    [
        id, reader.GetString(4), reader.GetString(5), reader.GetString(6), reader.GetString(7),
        reader.GetString(8), reader.GetString(9), reader.GetString(10), reader.GetString(11),
    ];

    private static long Staged(StepContext remote, BulkTable inbox, List<object?[]> values, string apply)
    {
        remote.BulkInsert(inbox, values);
        using var command = remote.CreateCommand(apply);
        var rows = command.ExecuteNonQuery();
        using var clear = remote.CreateCommand($"DELETE FROM {Inbox}");
        clear.ExecuteNonQuery();
        return rows;
    }
}
