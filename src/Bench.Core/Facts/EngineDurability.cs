namespace EmbeddedDbBench.Core.Facts;

/// <summary>
/// An engine's documented durability, one <see cref="DurabilityNote"/> per variant it runs. What
/// the suite measured of it is not here: the <c>crash-check</c> and <c>power-check</c> commands
/// write their results per engine <see cref="Engine.Name"/> and variant into the results folder
/// (<c>crash-durability.json</c>, <c>power-durability.json</c>), and the tuning report reads them
/// from there beside these words.
/// </summary>
public sealed class EngineDurability
{
    private readonly IReadOnlyDictionary<Variant, DurabilityNote> _notes;

    /// <summary>The notes of <paramref name="notes"/>, one per variant.</summary>
    public EngineDurability(IReadOnlyDictionary<Variant, DurabilityNote> notes)
    {
        ArgumentNullException.ThrowIfNull(notes);
        _notes = notes;
    }

    /// <summary>
    /// <paramref name="ownNotes"/> for the variants that differ, with <see cref="DurabilityNote.OneTransaction"/>
    /// for Transaction and Batch, which commit Default's way once per step.
    /// </summary>
    public static EngineDurability WithTransactions(IReadOnlyDictionary<Variant, DurabilityNote> ownNotes)
    {
        ArgumentNullException.ThrowIfNull(ownNotes);
        var notes = new Dictionary<Variant, DurabilityNote>(ownNotes)
        {
            [Variant.Transaction] = DurabilityNote.OneTransaction,
            [Variant.Batch] = DurabilityNote.OneTransaction,
        };
        return new EngineDurability(notes);
    }

    /// <summary>The variants that have a note.</summary>
    public IEnumerable<Variant> Variants => _notes.Keys;

    /// <summary>The note for <paramref name="variant"/>, or null when the engine declares none.</summary>
    public DurabilityNote? For(Variant variant) => _notes.GetValueOrDefault(variant);
}
