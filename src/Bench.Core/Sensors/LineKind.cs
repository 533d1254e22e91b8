namespace EmbeddedDbBench.Core.Sensors;

/// <summary>What a line of <c>data.txt</c> turned out to be.</summary>
public enum LineKind
{
    /// <summary>A complete reading.</summary>
    Reading,

    /// <summary>Fewer than eight fields (the file's readings with missing values).</summary>
    MissingFields,

    /// <summary>A field that does not parse, too many fields, or an empty line.</summary>
    Malformed,

    /// <summary>A mote id outside 1..54.</summary>
    UnknownMote,
}
