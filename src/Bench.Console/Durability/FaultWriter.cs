using System.Data.Common;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// <see cref="CrashWriter"/>'s commits under <c>fault-check</c> (<see cref="Option"/>): the same rows and acknowledgements,
/// but a commit that throws is told to the parent instead of ending the writer, as an application that meets a full
/// disk or an I/O error would go on. The first failure prints <c>fault</c> and waits for the parent's <c>cleared</c>
/// (space freed) before the same row is tried again; a failure after that prints <c>refused</c> and reopens the
/// connection (<see cref="CrashRecovery.ReopenConnection"/>) before trying again; a failure after the reopening prints
/// <c>dead</c> and ends the writer. Each such line is the stage, the row, then the exception's type, the engine's code
/// and its message, separated by tabs. On a server, a commit can fail after it went in (the server stopped between
/// writing the commit and answering): before trying the row again the writer reads whether it is there, and if so
/// prints <c>kept N</c>, acknowledges it and goes on. A server's writer that gave up waits to be killed rather than
/// exit, as its exit would stop the server and delete its folder before the check counts what is in it.
/// </summary>
public static class FaultWriter
{
    /// <summary>The writer's third argument under the fault check (it implies <see cref="CrashWriter.AfterSync"/>).</summary>
    public const string Option = "--faults";

    /// <summary>The parent's line once the fault is over (space freed).</summary>
    public const string Cleared = "cleared";

    /// <summary>The start of the line telling that a failed commit's row was found committed.</summary>
    public const string KeptLine = "kept ";

    /// <summary>The stages of a failing commit, in the order the writer reaches them.</summary>
    public static IReadOnlyList<string> Stages { get; } = ["fault", "refused", "dead"];

    /// <summary>Commits rows from 1 on until <paramref name="deadline"/>; returns the exit code (4 when the engine refused even after reopening).</summary>
    public static int Commit(BenchDatabase database, CrashRecovery recovery, string table, DateTime deadline)
    {
        ArgumentNullException.ThrowIfNull(database);
        ArgumentNullException.ThrowIfNull(recovery);
        var stage = 0;
        for (var id = 1; DateTime.UtcNow < deadline;)
        {
            try
            {
                // One row a commit: a fault's point and its loss counted in commits alike.
                recovery.Commit(database, table, id, rows: 1);
                CrashWriter.Acknowledge(id, rows: 1);
                id++;
            }
#pragma warning disable CA1031 // whatever the engine throws on a full disk or an I/O error is what the check records
            catch (Exception e)
#pragma warning restore CA1031
            {
                Tell(Stages[stage], id, e, recovery);
                stage++;
                if (stage == Stages.Count || !Recover(stage, database, recovery, id))
                {
                    return GiveUp(recovery);
                }

                if (WentIn(database, recovery, table, id))
                {
                    System.Console.Out.WriteLine($"{KeptLine}{id}");
                    CrashWriter.Acknowledge(id, rows: 1);
                    id++;
                }
            }
        }

        return 3;
    }

    // True when the row of a commit that failed on a server is there all the same; false on an embedded engine, whose
    // failed commit rolled back, and when the server cannot answer yet (the retry then fails and tells why).
    private static bool WentIn(BenchDatabase database, CrashRecovery recovery, string table, int id)
    {
        if (recovery.RunsInWriterProcess)
        {
            return false;
        }

        try
        {
            return Convert.ToInt64(database.Connection.Scalar($"SELECT COUNT(*) FROM {table} WHERE id = {id}"), System.Globalization.CultureInfo.InvariantCulture) > 0;
        }
        catch (Exception e) when (e is DbException or InvalidOperationException)
        {
            return false;
        }
    }

    private static int GiveUp(CrashRecovery recovery)
    {
        if (!recovery.RunsInWriterProcess)
        {
            // Killed by the check: the input stays open until then.
            while (System.Console.In.ReadLine() is not null)
            {
            }
        }

        return 4;
    }

    // After the first failure: wait until the parent cleared the fault. After the second: reopen the connection.
    private static bool Recover(int stage, BenchDatabase database, CrashRecovery recovery, int id)
    {
        if (stage == 1)
        {
            while (System.Console.In.ReadLine() is { } line && line != Cleared)
            {
            }

            return true;
        }

        try
        {
            recovery.ReopenConnection(database);
            return true;
        }
#pragma warning disable CA1031 // a reopening that fails is the engine's last answer
        catch (Exception e)
#pragma warning restore CA1031
        {
            Tell(Stages[^1], id, e, recovery);
            return false;
        }
    }

    private static void Tell(string stage, int id, Exception exception, CrashRecovery recovery)
    {
        // The provider's own exception where a wrapper hides it (a TargetInvocationException, an AggregateException).
        var reported = exception;
        for (var inner = exception; inner is not null; inner = inner.InnerException)
        {
            if (inner is DbException)
            {
                reported = inner;
                break;
            }
        }

        var message = reported.Message.ReplaceLineEndings(" ").Replace('\t', ' ');
        System.Console.Out.WriteLine($"{stage} {id}\t{reported.GetType().FullName}\t{recovery.ErrorCode(reported) ?? "-"}\t{message}");
        System.Console.Out.Flush();
    }
}
