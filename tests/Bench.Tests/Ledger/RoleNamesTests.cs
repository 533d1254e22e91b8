using System.Text.Json;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Core.Ycsb;

namespace EmbeddedDbBench.Tests.Ledger;

/// <summary>
/// The role names are the strings stored runs hold: a ledger line written before they had one home
/// reads back by them, and a record written now holds the same text.
/// </summary>
public sealed class RoleNamesTests
{
    // The strings every ledger and measured-run.json written so far holds: stored runs are read back by them.
    private static readonly string[] _stored =
        ["writer", "readers", "aggregate", "statement", "transactions", "OVERALL", "READ", "UPDATE", "INSERT", "SCAN", "READ-MODIFY-WRITE"];

    [Fact]
    public void Every_role_is_written_under_the_name_stored_runs_hold()
    {
        Assert.Equal<IEnumerable<string>>(
            _stored,
            [Roles.Writer, Roles.Readers, Roles.Aggregate, Roles.Statement, Roles.Transactions, Roles.Overall,
                Roles.Read, Roles.Update, Roles.Insert, Roles.Scan, Roles.ReadModifyWrite]);
        Assert.Equal(_stored, Roles.All);
    }

    [Fact]
    public void YCSB_s_operation_names_are_its_own_in_its_output_s_order()
    {
        Assert.Equal(["READ", "UPDATE", "INSERT", "SCAN", "READ-MODIFY-WRITE"], Enum.GetValues<YcsbOperation>().Select(YcsbWorkload.OutputName));
        Assert.Equal(Roles.YcsbKinds, Enum.GetValues<YcsbOperation>().Select(YcsbWorkload.OutputName));
    }

    [Fact]
    public void A_stored_line_s_roles_are_found_by_their_names()
    {
        // A line as the ledger held it before the names had a home: the role as plain text.
        var line = """{"Key":"k","Engine":"Sqlite.MicrosoftData","Variant":"Wal","Latencies":[{"Role":"writer","Operations":60},{"Role":"readers","Operations":900},{"Role":"aggregate","Operations":7}]}""";

        var record = JsonSerializer.Deserialize<CaseRecord>(line)!;

        Assert.Equal(60, record.Role(Roles.Writer)?.Operations);
        Assert.Equal(900, record.Role(Roles.Readers)?.Operations);
        Assert.Equal(7, record.Role(Roles.Aggregate)?.Operations);
        Assert.Null(record.Role(Roles.Statement));
        // A lookup is by the exact text, as the comparison it replaced was.
        Assert.Null(record.Role("Writer"));
    }

    [Fact]
    public void A_record_written_now_holds_each_role_as_the_stored_text()
    {
        var record = new CaseRecord
        {
            Key = "k", Engine = "Sqlite.MicrosoftData", Variant = Variant.Default,
            Latencies = [.. Roles.All.Select(role => new RoleLatency { Role = role })],
        };

        var path = Path.Combine(Path.GetTempPath(), $"ledger-{Guid.NewGuid():N}.jsonl");
        string text;
        try
        {
            new CaseLedger(path).Append(record);
            text = File.ReadAllText(path);
        }
        finally
        {
            File.Delete(path);
        }

        Assert.All(_stored, name => Assert.Contains($"\"Role\":\"{name}\"", text, StringComparison.Ordinal));
    }
}
