using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// The child of <see cref="CrashCheck"/> (hidden verb <c>crash-writer &lt;engine&gt; &lt;variant&gt;</c>):
/// creates the engine's database under the variant's settings in the data folder its parent
/// chose, then commits as the variant does (<see cref="CrashRecovery.RowsPerCommit"/>: one row per
/// transaction, or under Transaction and Batch a step's rows in one; ids count up from 1 across commits),
/// printing <c>ack N T R</c> only after commit N has returned (T: <see cref="System.Diagnostics.Stopwatch.GetTimestamp"/>
/// then, which the power check compares with the simulator's sync times; R: the rows it carried), until it is killed. With <see cref="AfterSync"/> (the power check) it
/// prints <c>ready</c> once the database and its table exist and waits for a line on its input
/// before the first commit, so that its parent can make that starting state durable; before that it prints the
/// engine's build (<see cref="VersionLine"/>), which a server tells only once started. The table, the
/// commits and what the parent needs to reopen the database are the engine's own
/// (<see cref="Engine.CrashRecovery"/>): LiteDB's are documents written through its own API.
/// </summary>
public static class CrashWriter
{
    /// <summary>The verb.</summary>
    public const string Verb = "crash-writer";

    /// <summary>The optional third argument: wait for a line on standard input before the first commit.</summary>
    public const string AfterSync = "--after-sync";

    /// <summary>The table written.</summary>
    public const string Table = "crash_rows";

    /// <summary>The start of the line that tells the parent what the reopen needs besides the folder (a server's database).</summary>
    public const string DatabaseLine = "database ";

    /// <summary>
    /// The start of the line that tells the parent the engine's build as the open database reports it: a server's is
    /// known only once the writer started it and connected, so the parent reads it here.
    /// </summary>
    public const string VersionLine = "version ";

    // A bound on the child's life should its parent never kill it.
    private static readonly TimeSpan _lifetime = TimeSpan.FromMinutes(2);

    /// <summary>Runs the writer; returns only when the lifetime bound is reached or the arguments are wrong.</summary>
    public static int Run(IReadOnlyList<string> args)
    {
        if (args is not [var engineName, var variantName, ..] || args.Count > 3 || (args.Count == 3 && args[2] is not (AfterSync or FaultWriter.Option))
            || PowerTargets.Find(engineName) is not { } engine || !Enum.TryParse<Variant>(variantName, out var variant))
        {
            System.Console.Error.WriteLine($"error: usage: {Verb} <engine> <variant> [{AfterSync}|{FaultWriter.Option}], an engine of: {string.Join(", ", PowerTargets.Names)}.");
            return 2;
        }

        // Frozen at a cut, a writer would otherwise outlive a check that was stopped.
        ParentLifeline.DieWithParent();
        var waitForSync = args.Count == 3;
        var recovery = PowerTargets.Recovery(engine);

        // Never disposed: the process is killed while it holds the database, which is the point.
        var database = engine.CreateDatabase(variant);
        recovery.CreateTable(database, Table);
        if (recovery.Address(database) is { } address)
        {
            // The run's database on the server, which the power check reopens after the cut.
            System.Console.Out.WriteLine($"{DatabaseLine}{address}");
        }

        System.Console.Out.WriteLine($"{VersionLine}{database.ServerVersion.ReplaceLineEndings(" ")}");
        Ready(waitForSync);
        var deadline = DateTime.UtcNow + _lifetime;
        var rows = CrashRecovery.RowsPerCommit(variant);
        if (args.Count == 3 && args[2] == FaultWriter.Option)
        {
            return FaultWriter.Commit(database, recovery, Table, deadline);
        }

        for (var commit = 1; DateTime.UtcNow < deadline; commit++)
        {
            recovery.Commit(database, Table, ((commit - 1) * rows) + 1, rows);
            Acknowledge(commit, rows);
        }

        return 3;
    }

    private static void Ready(bool waitForSync)
    {
        if (waitForSync)
        {
            System.Console.Out.WriteLine("ready");
            System.Console.Out.Flush();
            System.Console.In.ReadLine();
        }
    }

    /// <summary>Prints commit <paramref name="commit"/>'s acknowledgement with the <paramref name="rows"/> it carried, once it returned.</summary>
    internal static void Acknowledge(int commit, int rows)
    {
        System.Console.Out.WriteLine($"ack {commit} {System.Diagnostics.Stopwatch.GetTimestamp()} {rows}");
        System.Console.Out.Flush();
    }
}
