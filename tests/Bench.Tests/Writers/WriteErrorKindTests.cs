using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Tests.Writers;

/// <summary>Every <see cref="WriteErrorKind"/> reaches the ledger: a kind an engine adds is counted and reported with no list to extend.</summary>
public sealed class WriteErrorKindTests
{
    [Fact]
    public void The_summary_counts_every_kind_by_its_name()
    {
        var (summary, _) = new WritersWorkload(2).Summaries();

        Assert.Equal(Enum.GetNames<WriteErrorKind>(), summary.Errors!.Keys);
        Assert.Contains(nameof(WriteErrorKind.UpdateConflict), summary.Errors.Keys);
        Assert.Contains(nameof(WriteErrorKind.LockConflict), summary.Errors.Keys);
    }
}
