namespace EmbeddedDbBench.Core;

/// <summary>
/// Marks a workload step that only brings a database to another step's starting state and is
/// never timed (W6's load: its figure is W2's insert). Steps run one setup transaction each, so a
/// step after a schema step sees the schema on every engine (Firebird's DDL commits on its own).
/// </summary>
[AttributeUsage(AttributeTargets.Field)]
public sealed class PreparationOnlyAttribute : Attribute;
