using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using FirebirdSql.Data.FirebirdClient;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// Firebird embedded after a crash: attaching the file again undoes the dead attachment's work;
/// <see cref="FirebirdValidation"/> (<c>gfix -validate -full</c> through the services API) then checks it, and
/// what Firebird classes as warnings only (orphan pages and the like) is a sound verdict with its warnings kept.
/// </summary>
internal sealed class FirebirdCrashRecovery : FileCrashRecovery
{
    /// <summary>The one instance.</summary>
    public static FirebirdCrashRecovery Instance { get; } = new();

    /// <inheritdoc />
    public override string CheckName => FirebirdValidation.Name;

    // Its writer grows the database file by fallocate, as the injected faults show, and made only about a dozen such calls
    // in the check's 20 s in the checks of 96d7995 (that run's fault-durability.json, the reasons of the trials not injected);
    // why so few is not explained here.
    public override int LatestGrowingCall => 10;

    /// <inheritdoc />
    /// <remarks>
    /// Every Firebird embedded process of the machine shares the lock folder (/tmp/firebird: its init lock, trace and
    /// user-mapping memory). A writer a check left frozen held up the next unit's in-process <c>isc_create_database</c> and
    /// the other check's Firebird calls for 16 min, until it was thawed (2026-12-07, docs/run-times.tsv; why it stayed
    /// frozen is not settled). A lock folder of its own shares nothing: no other process opens its database while it lives.
    /// </remarks>
    public override IReadOnlyDictionary<string, string> WriterEnvironment(string ownFolder)
    {
        var locks = Directory.CreateDirectory(Path.Combine(ownFolder, "firebird-lock")).FullName;
        return new Dictionary<string, string> { ["FIREBIRD_LOCK"] = locks };
    }

    /// <inheritdoc />
    protected override string Extension => ".fdb";

    /// <inheritdoc />
    protected override CrashReopened Reopen(string file, CrashScene scene)
    {
        ArgumentNullException.ThrowIfNull(scene);
        var builder = new FbConnectionStringBuilder
        {
            ServerType = FbServerType.Embedded,
            ClientLibrary = FirebirdInstall.ClientLibrary,
            UserID = "SYSDBA",
            // Embedded attachments are not authenticated, but the services API wants a password set.
            Password = "embedded",
            Database = file,
            Pooling = false,
        };
        // The attach opens the file, the detach closes it and the validation's attaches open it again, each time with the
        // flag that keeps it from a child cleared (see ChildProcesses), while the check's other worker starts children. In
        // the reference run at 47d52a3, 2 of the 160 Firebird cuts were refused "Database already opened with engine
        // instance, incompatible with current", the message of an inherited file, which a writer's lock folder of its own
        // now makes an error where a shared one let it pass. Without this lock the test that starts children during reopens
        // failed each time it ran: a child held the file, or the reopen failed with that same message (FirebirdCrashVerdictTests).
        lock (ChildProcesses.Gate)
        {
            CrashReopened counted;
            using (var connection = new FbConnection(builder.ConnectionString))
            {
                connection.Open();
                counted = Counted("", connection, scene);
            }

            return counted with { Integrity = FirebirdValidation.Verdict(builder.ConnectionString) };
        }
    }
}
