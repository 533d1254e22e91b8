using EmbeddedDbBench.Console;
using EmbeddedDbBench.Core.Ledger;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>The allocations each benchmark process records are its timed calls' own, on every case, one-run ones too.</summary>
[Collection(nameof(ConsoleRuns))]
public sealed class MeasuredAllocationsTests
{
    [Fact]
    public void A_dry_case_records_what_its_timed_call_allocated_and_nothing_of_its_setup()
    {
        using var artifacts = new TemporaryArtifacts();

        var exitCode = SuiteRunner.Run(["--filter", "*Crud<MicrosoftSqliteEngine>.Write*", "*Crud<MicrosoftSqliteEngine>.Drop*", "--job", "dry", "--inProcess"]);

        Assert.Equal(0, exitCode);
        var records = artifacts.Find("*.jsonl").SelectMany(path => new CaseLedger(path).ReadLatest().Values)
            .Where(r => r.Variant == Core.Variant.Default && r.Key.Contains("N=1000", StringComparison.Ordinal)).ToArray();
        var write = Assert.Single(records, r => r.Key.Contains(".Write(", StringComparison.Ordinal));
        var drop = Assert.Single(records, r => r.Key.Contains(".Drop(", StringComparison.Ordinal));
        // 1000 INSERTs through the provider allocate; DROP TABLE is one statement. Drop's setup runs the steps
        // before it, Write's 1000 INSERTs among them: were the setup counted, Drop would allocate more than Write.
        Assert.True(write.AllocatedBytesPerRun > 100_000, $"Write allocated {write.AllocatedBytesPerRun} bytes");
        // Half, not a tenth: the count is the process's, every thread's, and a loaded machine's late JIT and timers add to a one-statement step.
        Assert.True(drop.AllocatedBytesPerRun < write.AllocatedBytesPerRun / 2, $"Drop allocated {drop.AllocatedBytesPerRun} bytes, Write {write.AllocatedBytesPerRun}");
    }
}
