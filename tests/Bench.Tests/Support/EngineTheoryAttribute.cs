using Xunit.Sdk;

namespace EmbeddedDbBench.Tests.Support;

/// <summary>
/// A theory of an engine's test suite (<c>XTests&lt;TEngine&gt;</c>) that is skipped, with the
/// reason, when the engine's prerequisites are missing on this machine — except under CI
/// (<c>CI=true</c>), where a missing server is a failure, not a skip.
/// </summary>
[XunitTestCaseDiscoverer("EmbeddedDbBench.Tests.Support.EngineTheoryDiscoverer", "Bench.Tests")]
[AttributeUsage(AttributeTargets.Method)]
public sealed class EngineTheoryAttribute : TheoryAttribute
{
    /// <summary>The test runs the engine under the power-cut simulator: skipped where it cannot be built.</summary>
    public bool NeedsPowerCut { get; set; }

    /// <summary>The test reaches the database through SQL: n/a on an engine without a SQL connection.</summary>
    public bool NeedsSql { get; set; }

    /// <summary>The test runs W6's reader processes: n/a on an engine whose database no second process may open.</summary>
    public bool NeedsReaderProcesses { get; set; }

    /// <summary>The test checks that W6's reader processes are refused with the engine's reason: n/a on an engine that runs them.</summary>
    public bool RefusesReaderProcesses { get; set; }

    /// <summary>The test times the statements the workload itself runs: n/a on an engine that runs a workload through its own API.</summary>
    public bool NeedsWorkloadStatements { get; set; }

    /// <summary>The test checks what an engine's own API records: n/a on an engine that runs the workload's own statements.</summary>
    public bool NeedsOwnApi { get; set; }

    /// <summary>The test sets a lock wait: n/a on an engine that has none to set.</summary>
    public bool NeedsLockWait { get; set; }

    /// <summary>The test checks that a lock wait is refused with the engine's reason: n/a on an engine that has one.</summary>
    public bool RefusesLockWait { get; set; }

    /// <summary>A workload step the test runs: n/a on an engine that marks the step n/a.</summary>
    public object? NeedsStep { get; set; }
}
