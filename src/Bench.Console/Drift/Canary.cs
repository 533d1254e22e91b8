using System.Diagnostics;
using System.Globalization;
using Microsoft.Data.Sqlite;

namespace EmbeddedDbBench.Console.Drift;

/// <summary>
/// The drift canary's child (hidden verb <c>canary</c>): a fixed, CPU-bound reference task, the
/// same code and size in every run and every version of the suite, so that its time says how fast
/// the machine was at that moment and nothing else. <see cref="Rows"/> rows inserted into an
/// in-memory Microsoft.Data.Sqlite database, in one transaction, through one prepared command;
/// <see cref="WarmupRepeats"/> untimed then <see cref="MeasuredRepeats"/> timed, each validated
/// (row count and key sum). It prints <c>canary</c> and each timed repeat in milliseconds on one line.
/// Its parent starts it with tiered compilation off, as every benchmark process runs.
/// It touches no disk: a disk's drift (its sync time) is not in it.
/// </summary>
public static class Canary
{
    /// <summary>The verb.</summary>
    public const string Verb = "canary";

    /// <summary>Rows inserted per repeat.</summary>
    public const int Rows = 20_000;

    /// <summary>Repeats run before the timed ones: the first compiles every method.</summary>
    public const int WarmupRepeats = 1;

    /// <summary>Timed repeats.</summary>
    public const int MeasuredRepeats = 5;

    // Texts built before any timing; ids boxed once so the timed loop allocates no boxes of its own.
    private static readonly object[] _ids = [.. Enumerable.Range(1, Rows).Select(i => (object)(long)i)];
    private static readonly string[] _texts = [.. Enumerable.Range(1, Rows).Select(i => $"canary row {i:D6} " + new string((char)('a' + (i % 26)), 40))];
    private const long KeySum = (long)Rows * (Rows + 1) / 2;

    /// <summary>Runs the canary; prints the timed repeats; returns the exit code.</summary>
    public static int Run()
    {
        using var connection = new SqliteConnection("Data Source=:memory:");
        connection.Open();
        Execute(connection, "CREATE TABLE canary (id INTEGER PRIMARY KEY, text TEXT NOT NULL)");
        var milliseconds = new double[MeasuredRepeats];
        for (var repeat = 0; repeat < WarmupRepeats + MeasuredRepeats; repeat++)
        {
            Execute(connection, "DELETE FROM canary");
            var elapsed = TimedInsert(connection);
            Validate(connection);
            if (repeat >= WarmupRepeats)
            {
                milliseconds[repeat - WarmupRepeats] = elapsed.TotalMilliseconds;
            }
        }

        System.Console.Out.WriteLine(Verb + " " + string.Join(' ', milliseconds.Select(m => m.ToString("R", CultureInfo.InvariantCulture))));
        return 0;
    }

    private static TimeSpan TimedInsert(SqliteConnection connection)
    {
        using var transaction = connection.BeginTransaction();
        using var insert = connection.CreateCommand();
        insert.Transaction = transaction;
        insert.CommandText = "INSERT INTO canary (id, text) VALUES (@id, @text)";
        var id = insert.Parameters.Add("@id", SqliteType.Integer);
        var text = insert.Parameters.Add("@text", SqliteType.Text);
        insert.Prepare();
        var clock = Stopwatch.StartNew();
        for (var row = 0; row < Rows; row++)
        {
            id.Value = _ids[row];
            text.Value = _texts[row];
            insert.ExecuteNonQuery();
        }

        transaction.Commit();
        return clock.Elapsed;
    }

    // A repeat that wrote other rows than planned is no reading.
    private static void Validate(SqliteConnection connection)
    {
        using var check = connection.CreateCommand();
        check.CommandText = "SELECT count(*), sum(id), sum(length(text)) FROM canary";
        using var reader = check.ExecuteReader();
        reader.Read();
        var expectedLength = _texts.Sum(t => (long)t.Length);
        if (reader.GetInt64(0) != Rows || reader.GetInt64(1) != KeySum || reader.GetInt64(2) != expectedLength)
        {
            throw new InvalidOperationException($"canary: the table holds {reader.GetInt64(0)} rows, key sum {reader.GetInt64(1)}, not {Rows} rows, key sum {KeySum}.");
        }
    }

    private static void Execute(SqliteConnection connection, string sql)
    {
        using var command = connection.CreateCommand();
        command.CommandText = sql;
        command.ExecuteNonQuery();
    }
}
