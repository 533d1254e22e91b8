namespace EmbeddedDbBench.Console.Protocol;

/// <summary>How a benchmark process compiles the code it times (<see cref="RunProtocol.Jit"/>).</summary>
public enum JitMode
{
    /// <summary>
    /// Tiered compilation off (<c>DOTNET_TieredCompilation=0</c>): every method compiled once, fully
    /// optimised, on its first call, without Dynamic PGO. One warm-up run is enough for that.
    /// </summary>
    TieredOff,

    /// <summary>
    /// The runtime's defaults, as an application runs: tiered compilation with Dynamic PGO, the code
    /// recompiled with the profile it gathered once hot. The call-counting delay is 0 so that tier-up
    /// starts at once, and the benchmark process warms the step up untimed until the JIT stands still
    /// (<see cref="SteadyJitWarmup"/>), recording how it ended (<see cref="EmbeddedDbBench.Core.Ledger.CaseRecord.JitWarmup"/>)
    /// and how many methods were still compiled while measured (<see cref="EmbeddedDbBench.Core.Ledger.CaseRecord.MethodsCompiledWhileMeasured"/>).
    /// </summary>
    TieredPgo,
}
