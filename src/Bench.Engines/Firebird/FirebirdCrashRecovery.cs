using System.Globalization;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Durability;
using FirebirdSql.Data.FirebirdClient;
using FirebirdSql.Data.Services;

namespace EmbeddedDbBench.Engines.Firebird;

/// <summary>
/// Firebird embedded after a crash: attaching the file again undoes the dead attachment's work;
/// <c>gfix -validate -full</c> (the services API's <see cref="FbValidation"/>) then checks it.
/// </summary>
internal sealed class FirebirdCrashRecovery : FileCrashRecovery
{
    /// <summary>The one instance.</summary>
    public static FirebirdCrashRecovery Instance { get; } = new();

    /// <inheritdoc />
    public override string CheckName => "gfix -validate -full (FbValidation)";

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
        long present;
        using (var connection = new FbConnection(builder.ConnectionString))
        {
            connection.Open();
            present = Convert.ToInt64(connection.Scalar(CountAcknowledged(scene)), CultureInfo.InvariantCulture);
        }

        var complaints = new List<string>();
        var validation = new FbValidation(builder.ConnectionString) { Options = FbValidationFlags.ValidateDatabase | FbValidationFlags.Full };
        validation.ServiceOutput += (_, e) => complaints.Add(e.Message);
        try
        {
            validation.Execute();
        }
        catch (FbException e)
        {
            // Validation that finds errors or warnings ends in an exception: the complaint is the
            // verdict, and the rows counted above stay counted (not every acknowledged commit lost).
            complaints.Add(e.Message.ReplaceLineEndings(" "));
        }

        return new(complaints.Count == 0 ? "ok" : string.Join("; ", complaints), present);
    }
}
