using System.Text.Json;
using System.Text.Json.Serialization;

namespace EmbeddedDbBench.Core.Ledger;

/// <summary>
/// Writes a <see cref="Variant"/> as its name and reads only a name the enum has: a ledger written by
/// another build, or edited by hand, with a variant this build does not know fails its read, naming
/// the value, instead of becoming Default or a number.
/// </summary>
public sealed class VariantNameConverter : JsonConverter<Variant>
{
    /// <inheritdoc />
    public override Variant Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
    {
        var name = reader.TokenType == JsonTokenType.String ? reader.GetString() : null;
        return name is not null && Enum.GetNames<Variant>().Contains(name, StringComparer.Ordinal)
            ? Enum.Parse<Variant>(name)
            : throw new JsonException(
                $"the variant {(name is null ? $"({reader.TokenType})" : $"'{name}'")} is not one of {string.Join(", ", Enum.GetNames<Variant>())}");
    }

    /// <inheritdoc />
    public override void Write(Utf8JsonWriter writer, Variant value, JsonSerializerOptions options)
    {
        ArgumentNullException.ThrowIfNull(writer);
        writer.WriteStringValue(NameOf(value));
    }

    /// <summary>The name a variant is written by; a value the enum does not name fails.</summary>
    internal static string NameOf(Variant value) =>
        Enum.IsDefined(value) ? value.ToString() : throw new JsonException($"the variant {(int)value} has no name");
}
