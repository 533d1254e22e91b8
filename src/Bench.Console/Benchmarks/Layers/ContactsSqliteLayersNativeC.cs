using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using EmbeddedDbBench.Core.Ledger;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks.Layers;

/// <summary>
/// The native floor of W2's insert: the C program inserts the 25,000 rows into the table and index the
/// harness created, in one transaction with one prepared statement; the harness validates the table.
/// The page takes the program's own time; the BenchmarkDotNet time adds its start and open.
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 5)]
public class ContactsSqliteLayersNativeC : StepBenchmark<MicrosoftSqliteEngine, ContactsStep>, IDisposable
{
    private NativeFloorWorkload<ContactsStep>? _native;

    [IterationSetup(Target = nameof(Insert))] public void BeforeInsert()
    {
        _native?.Ready();
        Prepare(ContactsStep.Insert);
    }

    [Benchmark] public StepOutcome Insert() => Measure();

    // The program holds its own transaction; the harness's connection must not hold one beside it.
    protected override bool RunsUnder(Variant variant) => variant == Variant.Default;

    protected override IWorkload<ContactsStep> CreateWorkload(MicrosoftSqliteEngine engine)
    {
        var workload = new ContactsWorkload();
        _native = new NativeFloorWorkload<ContactsStep>(workload, ContactsStep.Insert, "contacts",
            workload.Data.Rows.Select(r => (IEnumerable<string>)[r.Id.ToString(System.Globalization.CultureInfo.InvariantCulture),
                r.LastName, r.FirstName, r.Street, r.City, r.State, r.Zip, r.Country, r.Phone]));
        return _native;
    }

    protected override CaseRecord AfterTimedRuns(CaseRecord record)
    {
        var selfTimed = _native?.SelfTimedMilliseconds.ToArray();
        Dispose();
        return record with { SelfTimedMilliseconds = selfTimed, BulkMethod = "C: one transaction, one prepared INSERT" };
    }

    public void Dispose()
    {
        _native?.Dispose();
        GC.SuppressFinalize(this);
    }
}
