using System.Globalization;

namespace EmbeddedDbBench.Engines.Instruments.PowerCut;

/// <summary>The faults besides the cut (<see cref="InjectedFault"/>): armed, told apart, freed, and never counted when not injected.</summary>
public sealed partial class SimulatedFolder
{
    /// <summary>The fault the interposer injects once armed, or null.</summary>
    public InjectedFault? Fault { get; }

    /// <summary>What the interposer injected ("disk full (ENOSPC): pwrite64 of …, eligible call 3 (pid …)"), or null while nothing was.</summary>
    public string? FaultInjected => ReadState("fault-injected");

    /// <summary>The calls eligible for the fault that the writers made since the arming, up to the injection.</summary>
    public long FaultCalls => long.TryParse(ReadState("fault-calls"), NumberStyles.None, CultureInfo.InvariantCulture, out var n) ? n : 0;

    /// <summary>
    /// True when the armed fault was not injected because the writers made no eligible call at all (a variant that never
    /// fsyncs), not because its drawn call lay beyond the ones they made or the simulator failed.
    /// </summary>
    public bool NoEligibleCall => Fault is not null && FaultInjected is null && File.Exists(Path.Combine(State, "fault-armed"))
        && ReadState("faults") is not { Length: > 0 } && FaultCalls == 0;

    /// <summary>True while the disk-full fault refuses calls growing a file.</summary>
    public bool DiskIsFull => File.Exists(Path.Combine(State, "fault-full"));

    /// <summary>Starts counting the calls eligible for <see cref="Fault"/>: after the starting state, so the draw counts the commits' calls only.</summary>
    public void ArmFault()
    {
        // The count, the disk-full flag and the record are made by the process that reaches the call: a server's
        // may run as another account (postgres), which must be able to create them in the state folder.
        if (OperatingSystem.IsLinux())
        {
            File.SetUnixFileMode(State, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute
                | UnixFileMode.GroupRead | UnixFileMode.GroupWrite | UnixFileMode.GroupExecute
                | UnixFileMode.OtherRead | UnixFileMode.OtherWrite | UnixFileMode.OtherExecute);
        }

        File.WriteAllBytes(Path.Combine(State, "fault-armed"), []);
    }

    /// <summary>Frees space after a disk-full fault: calls growing a file succeed again.</summary>
    public void FreeSpace() => File.Delete(Path.Combine(State, "fault-full"));

    /// <summary>Why the fault drawn was not injected (never armed, or its call never reached), or null when it was or none was drawn: such a run measured nothing of the engine under it.</summary>
    public string? FaultNotInjected()
    {
        if (Fault is not { } fault || FaultInjected is not null)
        {
            return null;
        }

        if (ReadState("faults") is { Length: > 0 } failures)
        {
            return $"the {fault.Name} fault was not injected: the simulator failed: {failures.Split('\n')[0]}";
        }

        return File.Exists(Path.Combine(State, "fault-armed"))
            ? string.Create(CultureInfo.InvariantCulture, $"the {fault.Name} fault drawn at call {fault.At} of the {fault.EligibleCalls} was never injected: the writers made {FaultCalls} such calls after it was armed")
            : $"the {fault.Name} fault was never armed";
    }

    private string? ReadState(string name)
    {
        var path = Path.Combine(State, name);
        return File.Exists(path) ? File.ReadAllText(path).Trim() : null;
    }
}
