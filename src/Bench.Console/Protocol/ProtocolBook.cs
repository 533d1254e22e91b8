using BenchmarkDotNet.Running;
using EmbeddedDbBench.Console.Ledger;

namespace EmbeddedDbBench.Console.Protocol;

/// <summary>The protocol each case of this run was given, for the report's Protocol column and pages.</summary>
public sealed class ProtocolBook
{
    private readonly Dictionary<string, RunProtocol> _protocols = [];

    /// <summary>Records <paramref name="protocol"/> for <paramref name="benchmarkCase"/>.</summary>
    public void Add(BenchmarkCase benchmarkCase, RunProtocol protocol) => _protocols[LedgerLookup.KeyOf(benchmarkCase)] = protocol;

    /// <summary>The protocol of <paramref name="benchmarkCase"/>, or null when the command line gave the job.</summary>
    public RunProtocol? Of(BenchmarkCase benchmarkCase) => _protocols.GetValueOrDefault(LedgerLookup.KeyOf(benchmarkCase));
}
