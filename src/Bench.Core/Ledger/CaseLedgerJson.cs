using System.Text.Json.Serialization;

namespace EmbeddedDbBench.Core.Ledger;

/// <summary>
/// The writer of ledger records, generated at build time. Every benchmark process writes one
/// record with tiered compilation off, where the reflection-based serializer spent about 70 ms
/// of the process compiling itself and this one 30 ms. The host reads the ledger once per run,
/// through the reflection-based serializer.
/// </summary>
[JsonSourceGenerationOptions(GenerationMode = JsonSourceGenerationMode.Serialization)]
[JsonSerializable(typeof(CaseRecord))]
internal sealed partial class CaseLedgerJson : JsonSerializerContext;
