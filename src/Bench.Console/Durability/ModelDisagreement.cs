using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>Where one file-system model's cuts contradict the documentation (<see cref="PowerResult.Disagreement"/>).</summary>
/// <param name="Model">The model the cuts ran under.</param>
/// <param name="Words">The contradiction, in words.</param>
public sealed record ModelDisagreement(FileSystemModel Model, string Words)
{
    /// <summary>The words with the model named after them: "it says durable, and acknowledged commits were lost (posix)".</summary>
    public override string ToString() => $"{Words} ({FileSystemModels.NameOf(Model)})";
}
