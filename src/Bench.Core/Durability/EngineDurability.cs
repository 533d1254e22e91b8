namespace EmbeddedDbBench.Core.Durability;

/// <summary>
/// An engine's documented durability, one <see cref="DurabilityNote"/> per variant it runs, and which
/// checks measure it (<see cref="MeasuredBy"/>); what they measured is in their results files, not here.
/// </summary>
public sealed class EngineDurability
{
    private readonly IReadOnlyDictionary<Variant, DurabilityNote> _notes;

    /// <summary>The notes of <paramref name="notes"/>, one per variant, measured by <paramref name="measuredBy"/>.</summary>
    public EngineDurability(IReadOnlyDictionary<Variant, DurabilityNote> notes, DurabilityChecks measuredBy = DurabilityChecks.None)
    {
        ArgumentNullException.ThrowIfNull(notes);
        _notes = notes;
        MeasuredBy = measuredBy;
    }

    /// <summary>The checks that measure this engine, whose results the tuning report sets beside the notes.</summary>
    public DurabilityChecks MeasuredBy { get; }

    /// <summary>
    /// <paramref name="ownNotes"/> for the variants that differ, with <see cref="DurabilityNote.OneTransaction"/>
    /// for Transaction and Batch, which commit Default's way once per step; measured by <paramref name="measuredBy"/>.
    /// </summary>
    public static EngineDurability WithTransactions(IReadOnlyDictionary<Variant, DurabilityNote> ownNotes, DurabilityChecks measuredBy)
    {
        ArgumentNullException.ThrowIfNull(ownNotes);
        var notes = new Dictionary<Variant, DurabilityNote>(ownNotes)
        {
            [Variant.Transaction] = DurabilityNote.OneTransaction,
            [Variant.Batch] = DurabilityNote.OneTransaction,
        };
        return new EngineDurability(notes, measuredBy);
    }

    /// <summary>The variants that have a note.</summary>
    public IEnumerable<Variant> Variants => _notes.Keys;

    /// <summary>The note for <paramref name="variant"/>, or null when the engine declares none.</summary>
    public DurabilityNote? For(Variant variant) => _notes.GetValueOrDefault(variant);
}
