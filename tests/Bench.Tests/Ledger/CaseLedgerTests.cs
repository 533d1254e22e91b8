using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Ledger;

/// <summary>The ledger keeps a case's variant as the enum, written by its name, and refuses a name the enum does not have.</summary>
public sealed class CaseLedgerTests : IDisposable
{
    private readonly string _path = Path.Combine(Path.GetTempPath(), $"ledger-{Guid.NewGuid():N}.jsonl");

    public void Dispose() => File.Delete(_path);

    [Fact]
    public void A_variant_is_written_by_its_name_and_read_back_as_the_enum()
    {
        var ledger = new CaseLedger(_path);

        ledger.Append(new CaseRecord { Key = "k", Engine = "Sqlite.MicrosoftData", Variant = Variant.WalFull });

        Assert.Contains("\"Variant\":\"WalFull\"", File.ReadAllText(_path), StringComparison.Ordinal);
        Assert.Equal(Variant.WalFull, ledger.ReadLatest()["k"].Variant);
    }

    [Theory]
    [InlineData("\"Turbo\"", "'Turbo'")]
    [InlineData("\"wal\"", "'wal'")]
    [InlineData("\"3\"", "'3'")]
    [InlineData("3", "(Number)")]
    public void An_unknown_variant_fails_the_read_naming_the_file_the_line_and_the_value(string written, string named)
    {
        File.WriteAllLines(_path,
        [
            """{"Key":"a","Engine":"Sqlite.MicrosoftData","Variant":"Default"}""",
            $$"""{"Key":"b","Engine":"Sqlite.MicrosoftData","Variant":{{written}}}""",
        ]);

        var error = Assert.Throws<InvalidDataException>(() => new CaseLedger(_path).ReadLatest());

        Assert.Contains($"{_path}, line 2", error.Message, StringComparison.Ordinal);
        Assert.Contains($"the variant {named} is not one of Default, Transaction", error.Message, StringComparison.Ordinal);
    }
}
