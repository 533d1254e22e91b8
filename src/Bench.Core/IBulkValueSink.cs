namespace EmbeddedDbBench.Core;

/// <summary>Receives one row's values, in column order, in their own types.</summary>
public interface IBulkValueSink
{
    /// <summary>A 32-bit integer.</summary>
    void Value(int value);

    /// <summary>A 64-bit integer.</summary>
    void Value(long value);

    /// <summary>A double.</summary>
    void Value(double value);
}
