using System.Text.Json.Serialization;

namespace EmbeddedDbBench.Core.Ledger;

/// <summary>
/// The writer of ledger records, generated at build time. Every benchmark process writes one
/// record with tiered compilation off, where the reflection-based serializer spent about 70 ms
/// of the process compiling itself and the generated fast path 30 ms. The variant's converter
/// (<see cref="VariantNameConverter"/>, its name rather than a number) rules the fast path out, so
/// the generated metadata writes the record, still without reflection. The host reads the ledger
/// once per run, through the reflection-based serializer.
/// </summary>
[JsonSourceGenerationOptions(GenerationMode = JsonSourceGenerationMode.Metadata)]
[JsonSerializable(typeof(CaseRecord))]
internal sealed partial class CaseLedgerJson : JsonSerializerContext;
