using System.Data.Common;

namespace EmbeddedDbBench.Core;

/// <summary>
/// What a workload step did: rows it wrote, updated, deleted or read, and an order-independent
/// checksum of the values it read (see <see cref="Checksum"/>). The workload knows the expected
/// outcome in advance; <see cref="Verify"/> turns a mismatch into an error.
/// </summary>
/// <param name="Rows">Rows affected or read.</param>
/// <param name="Checksum">Sum of <see cref="Core.Checksum"/> values of what was read; 0 for writes.</param>
public readonly record struct StepOutcome(long Rows, ulong Checksum)
{
    /// <summary>
    /// Reads <paramref name="reader"/> to the end: the row count, and the sum of
    /// <paramref name="rowChecksum"/> over the rows (so the order rows arrive in does not matter).
    /// </summary>
    public static StepOutcome ReadAll(DbDataReader reader, Func<DbDataReader, ulong> rowChecksum)
    {
        long rows = 0;
        ulong checksum = 0;
        while (reader.Read())
        {
            rows++;
            checksum += rowChecksum(reader);
        }

        return new(rows, checksum);
    }

    /// <summary>Throws <see cref="WorkloadValidationException"/> when this outcome differs from <paramref name="expected"/>.</summary>
    public void Verify(StepOutcome expected, string step)
    {
        if (this != expected)
        {
            throw new WorkloadValidationException(
                $"{step}: expected {expected.Rows} rows (checksum {expected.Checksum:x16}), " +
                $"got {Rows} rows (checksum {Checksum:x16}).");
        }
    }

    /// <inheritdoc />
    public override string ToString() => $"{Rows} rows, checksum {Checksum:x16}";
}
