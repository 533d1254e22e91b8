using BenchmarkDotNet.Attributes;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Sensors;

namespace EmbeddedDbBench.Console.Benchmarks;

/// <summary>
/// W4's query phases: LAST_READINGS and the eight analytical queries, on one database loaded once
/// per case and kept across runs (they change nothing), under the variants that change how a read
/// runs (<see cref="SensorWorkload.RunsUnder"/>). 1 warm-up and 5 measured runs.
/// </summary>
[MeasuredRuns(warmupRuns: 1, measuredRuns: 5)]
public class SensorsQueries<TEngine> : StepBenchmark<TEngine, SensorStep> where TEngine : Engine, new()
{
    [ParamsSource(nameof(Scales))]
    public int N { get; set; }

    public IEnumerable<int> Scales() => SensorScales.FromEnvironment();

    /// <summary>The keyed table, and the study's own without a key (<see cref="SensorTableChoice"/>).</summary>
    [ParamsSource(nameof(Tables))]
    public SensorTable Table { get; set; }

    public IEnumerable<SensorTable> Tables() => SensorTableChoice.For(new TEngine());

    [IterationSetup(Target = nameof(LastReadings))] public void BeforeLastReadings() => Prepare(SensorStep.LastReadings);
    [IterationSetup(Target = nameof(AvgSensor))] public void BeforeAvgSensor() => Prepare(SensorStep.AvgSensor);
    [IterationSetup(Target = nameof(HotSensors))] public void BeforeHotSensors() => Prepare(SensorStep.HotSensors);
    [IterationSetup(Target = nameof(Anomalies))] public void BeforeAnomalies() => Prepare(SensorStep.Anomalies);
    [IterationSetup(Target = nameof(DailySummary))] public void BeforeDailySummary() => Prepare(SensorStep.DailySummary);
    [IterationSetup(Target = nameof(Outages))] public void BeforeOutages() => Prepare(SensorStep.Outages);
    [IterationSetup(Target = nameof(TopkSensors))] public void BeforeTopkSensors() => Prepare(SensorStep.TopkSensors);
    [IterationSetup(Target = nameof(CompareTwo))] public void BeforeCompareTwo() => Prepare(SensorStep.CompareTwo);
    [IterationSetup(Target = nameof(FullProfile))] public void BeforeFullProfile() => Prepare(SensorStep.FullProfile);

    [Benchmark] public StepOutcome LastReadings() => Measure();
    [Benchmark] public StepOutcome AvgSensor() => Measure();
    [Benchmark] public StepOutcome HotSensors() => Measure();
    [Benchmark] public StepOutcome Anomalies() => Measure();
    [Benchmark] public StepOutcome DailySummary() => Measure();
    [Benchmark] public StepOutcome Outages() => Measure();
    [Benchmark] public StepOutcome TopkSensors() => Measure();
    [Benchmark] public StepOutcome CompareTwo() => Measure();
    [Benchmark] public StepOutcome FullProfile() => Measure();

    protected override bool RunsUnder(Variant variant) => SensorWorkload.RunsUnder(SensorStep.AvgSensor, variant);

    protected override bool RunsWith(SensorStep step) => SensorTableChoice.RunsWith(step, Table, Variant, N);

    // Each phase is an aggregate query or a few (LAST_READINGS: k lookups; FULL_PROFILE: four), answered in rows per sensor.
    protected override bool SpendsRunInEngine(SensorStep step) => true;

    protected override IWorkload<SensorStep> CreateWorkload(TEngine engine) => SensorWorkload.FromEnvironment(N, Table);
}
