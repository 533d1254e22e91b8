using System.Globalization;
using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;

namespace EmbeddedDbBench.Console.Benchmarks.Layers;

/// <summary>
/// The native floor of W2's insert: the C program inserts the 25,000 rows into the table and index the
/// harness created, in one transaction with one prepared statement; the harness validates the table.
/// The page takes the program's own time; the BenchmarkDotNet time adds its start and open.
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 5)]
public class ContactsSqliteLayersNativeC : NativeFloorBenchmark<ContactsStep>
{
    [IterationSetup(Target = nameof(Insert))] public void BeforeInsert() => PrepareNative(ContactsStep.Insert);

    [Benchmark] public StepOutcome Insert() => Measure();

    protected override string Method => "C: one transaction, one prepared INSERT";

    protected override NativeFloorWorkload<ContactsStep> CreateNative() => Of(new ContactsWorkload());

    /// <summary>
    /// The native floor of <paramref name="workload"/>'s insert: every row's fields as text; built as the program unless
    /// <paramref name="build"/> builds it otherwise (<see cref="NativeFloorLibrary.Build"/>).
    /// </summary>
    public static NativeFloorWorkload<ContactsStep> Of(ContactsWorkload workload, Func<INativeFloor>? build = null) =>
        new(workload, ContactsStep.Insert, "contacts", workload.Data.Rows.Select(r => (IEnumerable<string>)
            [r.Id.ToString(CultureInfo.InvariantCulture), r.LastName, r.FirstName, r.Street, r.City, r.State, r.Zip, r.Country, r.Phone]),
            oneTransaction: true) { Build = build ?? NativeFloor.Build };
}
