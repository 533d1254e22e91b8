using System.Diagnostics;
using System.Runtime.InteropServices;

namespace EmbeddedDbBench.Core.Concurrency;

/// <summary>
/// An open loop's schedule: operation <c>i</c> is meant to start at <c>start + i / rate</c>, whatever
/// became of the operations before it. A W6 thread on a schedule waits for each intended start and
/// times each operation from it, not from when it actually began: an operation held up by a lock
/// delays the ones after it, and that delay shows in their latencies too — what a client issuing
/// requests at that rate would see. A closed loop, timed from each actual start, hides it
/// (coordinated omission). The schedule is kept, not corrected afterwards: HdrHistogram's
/// <c>RecordValueWithExpectedInterval</c> back-fills values a closed loop is assumed to have missed,
/// where the schedule records when each operation was really due.
/// </summary>
public readonly struct OpenLoopSchedule
{
    // Sleeps end up to the kernel's timer slack (50 µs as shipped on Linux) late: the last stretch
    // before an intended start is spent yielding, so an operation starts on time and a late start is the
    // engine's doing, not the wait's.
    private static readonly long _yieldTicks = Stopwatch.Frequency / 5_000;

    private readonly long _start;
    private readonly long _intervalTicks;

    private OpenLoopSchedule(long start, long intervalTicks)
    {
        _start = start;
        _intervalTicks = intervalTicks;
    }

    /// <summary>A schedule of <paramref name="perSecond"/> operations a second from <paramref name="start"/> (a Stopwatch timestamp).</summary>
    public static OpenLoopSchedule Starting(long start, int perSecond)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(perSecond, 1);
        return new(start, Stopwatch.Frequency / perSecond);
    }

    /// <summary>Whether this is a schedule (false for the default value: a closed loop).</summary>
    public bool IsOpen => _intervalTicks > 0;

    /// <summary>The Stopwatch timestamp operation <paramref name="index"/> is meant to start at.</summary>
    public long IntendedStart(long index) => _start + (index * _intervalTicks);

    /// <summary>
    /// Waits until <paramref name="index"/>'s intended start and returns it; returns at once when that
    /// time has passed (the loop is behind its schedule and catches up, operation after operation).
    /// </summary>
    public long WaitFor(long index)
    {
        var due = IntendedStart(index);
        WaitUntil(due);
        return due;
    }

    /// <summary>Waits until the Stopwatch timestamp <paramref name="due"/>.</summary>
    public static void WaitUntil(long due)
    {
        for (var left = due - Stopwatch.GetTimestamp(); left > 0; left = due - Stopwatch.GetTimestamp())
        {
            if (left <= _yieldTicks)
            {
                Thread.Yield();
            }
            else
            {
                Sleep(left - _yieldTicks);
            }
        }
    }

    // .NET sleeps whole milliseconds; a paced reader's interval is one. Linux's nanosleep takes the
    // rest; elsewhere a wait shorter than a millisecond yields.
    private static void Sleep(long ticks)
    {
        var nanoseconds = ticks * 1_000_000_000 / Stopwatch.Frequency;
        if (OperatingSystem.IsLinux())
        {
            var request = new NativeMethods.TimeSpec(nanoseconds / 1_000_000_000, nanoseconds % 1_000_000_000);
            _ = NativeMethods.NanoSleep(in request, IntPtr.Zero);
        }
        else if (nanoseconds >= 1_000_000)
        {
            Thread.Sleep((int)(nanoseconds / 1_000_000));
        }
        else
        {
            Thread.Yield();
        }
    }

    private static class NativeMethods
    {
        [StructLayout(LayoutKind.Sequential)]
        internal readonly struct TimeSpec(long seconds, long nanoseconds)
        {
            private readonly long _seconds = seconds;
            private readonly long _nanoseconds = nanoseconds;
        }

        // A signal ends it early; the caller's loop sleeps again for what is left.
        [DllImport("libc", EntryPoint = "nanosleep")]
        internal static extern int NanoSleep(in TimeSpec request, IntPtr remaining);
    }
}
