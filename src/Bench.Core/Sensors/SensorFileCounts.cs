namespace EmbeddedDbBench.Core.Sensors;

/// <summary>Line counts of one pass over <c>data.txt</c>.</summary>
public sealed class SensorFileCounts
{
    /// <summary>Lines read.</summary>
    public long Lines { get; set; }

    /// <summary>Readings kept.</summary>
    public long Readings { get; set; }

    /// <summary>Lines with fewer than eight fields, skipped.</summary>
    public long MissingFields { get; set; }

    /// <summary>Lines that did not parse, skipped.</summary>
    public long Malformed { get; set; }

    /// <summary>Readings of mote ids outside 1..54, skipped.</summary>
    public long UnknownMote { get; set; }

    /// <summary>Lines skipped for any reason.</summary>
    public long Skipped => MissingFields + Malformed + UnknownMote;

    /// <inheritdoc />
    public override string ToString() =>
        $"{Lines} lines: {Readings} readings, {MissingFields} with missing fields, {Malformed} malformed, {UnknownMote} unknown mote";
}
