namespace EmbeddedDbBench.Core.Writers;

/// <summary>What the balances said after a run: accounts off their committed transfers, and the sum's drift.</summary>
/// <param name="LostUpdates">Accounts whose balance differs from their starting balance plus their committed transfers.</param>
/// <param name="SumDrift">The sum of all balances minus the starting sum.</param>
/// <param name="FirstOff">The first account that differs, its balance and the expected one; null when none does.</param>
public readonly record struct InvariantResult(long LostUpdates, long SumDrift, (int Account, long Balance, long Expected)? FirstOff)
{
    /// <summary>True when every account holds exactly its committed transfers.</summary>
    public bool Holds => LostUpdates == 0 && SumDrift == 0;
}

/// <summary>
/// W8's invariant, checked after each run: every balance equals its starting balance plus the transfers the
/// writers recorded as committed, and so the sum is unchanged. Where the setting rules a lost update out a
/// difference fails the run; elsewhere it is counted as the setting's price (docs/workloads/writers.md).
/// </summary>
public static class WritersInvariant
{
    /// <summary>Compares <paramref name="balances"/> (key, balance) with <paramref name="expected"/> (index = key).</summary>
    public static InvariantResult Check(IEnumerable<(int Account, long Balance)> balances, IReadOnlyList<long> expected)
    {
        ArgumentNullException.ThrowIfNull(balances);
        ArgumentNullException.ThrowIfNull(expected);
        var seen = new bool[expected.Count];
        long off = 0, sum = 0;
        (int, long, long)? first = null;
        foreach (var (account, balance) in balances)
        {
            if (account < 1 || account >= expected.Count || seen[account])
            {
                throw new WorkloadValidationException($"{WritersSql.Table}: account {account} is not one of the plan's, or appears twice.");
            }

            seen[account] = true;
            sum += balance;
            if (balance != expected[account])
            {
                off++;
                first ??= (account, balance, expected[account]);
            }
        }

        var missing = seen.Skip(1).Count(s => !s);
        if (missing > 0)
        {
            throw new WorkloadValidationException($"{WritersSql.Table} lacks {missing} of its {expected.Count - 1} accounts.");
        }

        return new(off, sum - (expected.Count - 1) * WritersPlan.StartingBalance, first);
    }

    /// <summary>Throws <see cref="WorkloadValidationException"/> when <paramref name="result"/> does not hold under a setting that rules a lost update out.</summary>
    public static void Require(InvariantResult result, string setting)
    {
        if (result is { Holds: false, FirstOff: var first })
        {
            var account = first is var (key, balance, expected) ? $"; account {key} holds {balance}, its committed transfers give {expected}" : "";
            throw new WorkloadValidationException(
                $"{WritersSql.Table}: {result.LostUpdates} accounts differ from their committed transfers and the sum moved by {result.SumDrift} under {setting}, which rule a lost update out{account}.");
        }
    }
}
