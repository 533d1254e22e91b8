namespace EmbeddedDbBench.Core.Crud;

/// <summary>
/// Every value W1 writes, updates, reads and deletes, generated up front from a seed so the
/// timed loops allocate nothing of their own and every outcome is known before it runs.
/// Ids are the 1-based auto-increment keys a fresh table hands out.
/// </summary>
public sealed class CrudPlan
{
    /// <summary>Generates the plan for <paramref name="n"/> rows from <paramref name="seed"/>.</summary>
    public CrudPlan(int n, int seed)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(n, 2);
        var random = new Random(seed);
        N = n;
        InsertTexts = Texts(random, n);
        UpdateIds = Ids(random, n, maxInclusive: n - 1);
        UpdateTexts = Texts(random, n);
        ReadIds = Ids(random, n, maxInclusive: n);
        DeleteOrder = Shuffled(random, n);
        FinalTexts = ApplyUpdates();
    }

    /// <summary>Rows per step.</summary>
    public int N { get; }

    /// <summary>Text of row id i+1 as written.</summary>
    public string[] InsertTexts { get; }

    /// <summary>Ids updated, each in [1, N-1] as the spec says.</summary>
    public int[] UpdateIds { get; }

    /// <summary>New text for the matching entry of <see cref="UpdateIds"/>.</summary>
    public string[] UpdateTexts { get; }

    /// <summary>Ids read, each in [1, N].</summary>
    public int[] ReadIds { get; }

    /// <summary>Every id 1..N once, in shuffled order.</summary>
    public int[] DeleteOrder { get; }

    /// <summary>Text of row id i+1 after all updates.</summary>
    public string[] FinalTexts { get; }

    /// <summary>Order-independent checksum of a table holding <paramref name="texts"/> at ids 1..N.</summary>
    public static ulong TableChecksum(IReadOnlyList<string> texts)
    {
        ulong sum = 0;
        for (var i = 0; i < texts.Count; i++)
        {
            sum += RowChecksum(i + 1, texts[i]);
        }

        return sum;
    }

    /// <summary>The checksum of one (id, textdata) row.</summary>
    public static ulong RowChecksum(long id, string? text) => Checksum.Row(Checksum.Of(id), Checksum.Of(text));

    private static string[] Texts(Random random, int n)
    {
        var texts = new string[n];
        Span<byte> bytes = stackalloc byte[16];
        for (var i = 0; i < n; i++)
        {
            random.NextBytes(bytes);
            texts[i] = new Guid(bytes).ToString();
        }

        return texts;
    }

    private static int[] Ids(Random random, int n, int maxInclusive) =>
        Enumerable.Range(0, n).Select(_ => random.Next(1, maxInclusive + 1)).ToArray();

    private static int[] Shuffled(Random random, int n)
    {
        var ids = Enumerable.Range(1, n).ToArray();
        random.Shuffle(ids);
        return ids;
    }

    private string[] ApplyUpdates()
    {
        var texts = (string[])InsertTexts.Clone();
        for (var i = 0; i < UpdateIds.Length; i++)
        {
            texts[UpdateIds[i] - 1] = UpdateTexts[i];
        }

        return texts;
    }
}
