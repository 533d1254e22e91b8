using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace EmbeddedDbBench.Console.Reporting;

/// <summary>A report column whose text is computed from the summary and the case.</summary>
public sealed class SuiteColumn : IColumn
{
    private readonly Func<Summary, BenchmarkCase, string> _value;

    public SuiteColumn(string name, int priority, bool numeric, string legend, Func<Summary, BenchmarkCase, string> value)
    {
        ColumnName = name;
        PriorityInCategory = priority;
        IsNumeric = numeric;
        Legend = legend;
        _value = value;
    }

    public string Id => nameof(SuiteColumn) + "." + ColumnName;

    public string ColumnName { get; }

    public bool AlwaysShow => true;

    public ColumnCategory Category => ColumnCategory.Custom;

    public int PriorityInCategory { get; }

    public bool IsNumeric { get; }

    public UnitType UnitType => UnitType.Dimensionless;

    public string Legend { get; }

    public string GetValue(Summary summary, BenchmarkCase benchmarkCase) => _value(summary, benchmarkCase);

    public string GetValue(Summary summary, BenchmarkCase benchmarkCase, SummaryStyle style) => _value(summary, benchmarkCase);

    public bool IsAvailable(Summary summary) => true;

    public bool IsDefault(Summary summary, BenchmarkCase benchmarkCase) => false;

    public override string ToString() => ColumnName;
}
