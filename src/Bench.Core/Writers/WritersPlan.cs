namespace EmbeddedDbBench.Core.Writers;

/// <summary>One transfer: <see cref="Amount"/> moves from account <see cref="From"/> to account <see cref="To"/>.</summary>
public readonly record struct Transfer(int From, int To, long Amount);

/// <summary>
/// W8's data, all drawn from the seed before any timing: the accounts, each at
/// <see cref="StartingBalance"/>, and every writer's script of transfers between two distinct accounts.
/// </summary>
public sealed class WritersPlan
{
    /// <summary>Each account's balance before the first run.</summary>
    public const long StartingBalance = 1_000_000;

    private readonly Transfer[][] _scripts;

    /// <summary>Draws <paramref name="writers"/> scripts of <paramref name="transfersPerWriter"/> transfers over <paramref name="accounts"/> accounts.</summary>
    public WritersPlan(int accounts, int writers, int transfersPerWriter, int seed)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(accounts, 2);
        ArgumentOutOfRangeException.ThrowIfLessThan(writers, 1);
        ArgumentOutOfRangeException.ThrowIfNegative(transfersPerWriter);
        Accounts = accounts;
        _scripts = [.. Enumerable.Range(0, writers).Select(w => Script(accounts, transfersPerWriter, seed * 31 + w))];
    }

    /// <summary>Accounts, keyed 1..<see cref="Accounts"/>.</summary>
    public int Accounts { get; }

    /// <summary>Writers, one script each.</summary>
    public int Writers => _scripts.Length;

    /// <summary>Transfers in each writer's script.</summary>
    public int TransfersPerWriter => _scripts[0].Length;

    /// <summary>Writer <paramref name="writer"/>'s script.</summary>
    public IReadOnlyList<Transfer> Script(int writer) => _scripts[writer];

    /// <summary>
    /// Every account's balance (index = key, index 0 unused) after the starting balances and the
    /// transfers <paramref name="committed"/> marks (per writer, per script index) were applied once each.
    /// </summary>
    public long[] BalancesAfter(IReadOnlyList<IReadOnlyList<bool>> committed)
    {
        ArgumentNullException.ThrowIfNull(committed);
        var balances = new long[Accounts + 1];
        Array.Fill(balances, StartingBalance);
        balances[0] = 0;
        for (var w = 0; w < committed.Count; w++)
        {
            for (var i = 0; i < committed[w].Count; i++)
            {
                if (committed[w][i])
                {
                    var (from, to, amount) = _scripts[w][i];
                    balances[from] -= amount;
                    balances[to] += amount;
                }
            }
        }

        return balances;
    }

    private static Transfer[] Script(int accounts, int transfers, int seed)
    {
        var random = new Random(seed);
        var script = new Transfer[transfers];
        for (var i = 0; i < transfers; i++)
        {
            var from = random.Next(1, accounts + 1);
            // A second account drawn from the others: a transfer never moves money to its own account.
            var to = random.Next(1, accounts);
            to = to >= from ? to + 1 : to;
            script[i] = new(from, to, random.Next(1, 101));
        }

        return script;
    }
}
