using System.Text.Json;
using System.Text.Json.Serialization;
using EmbeddedDbBench.Engines.Instruments.PowerCut;

namespace EmbeddedDbBench.Console.Durability;

/// <summary>
/// Writes an enum value as the name its owner gives it (<c>posix</c>, <c>disk-full</c>) and reads back only such a name:
/// results keep the text they always had, and a result naming a value this build does not know fails its read, naming
/// it, instead of becoming the first member or a number.
/// </summary>
/// <typeparam name="TEnum">The enum.</typeparam>
/// <param name="nameOf">The value's name.</param>
/// <param name="parse">The value a name stands for, or null.</param>
public abstract class NamedEnumConverter<TEnum>(Func<TEnum, string> nameOf, Func<string?, TEnum?> parse) : JsonConverter<TEnum>
    where TEnum : struct, Enum
{
    /// <inheritdoc />
    public override TEnum Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
    {
        var name = reader.TokenType == JsonTokenType.String ? reader.GetString() : null;
        return parse(name) ?? throw new JsonException(
            $"the {typeof(TEnum).Name} {(name is null ? $"({reader.TokenType})" : $"'{name}'")} is not one of {string.Join(", ", Enum.GetValues<TEnum>().Select(nameOf))}");
    }

    /// <inheritdoc />
    public override void Write(Utf8JsonWriter writer, TEnum value, JsonSerializerOptions options)
    {
        ArgumentNullException.ThrowIfNull(writer);
        writer.WriteStringValue(Enum.IsDefined(value) ? nameOf(value) : throw new JsonException($"the {typeof(TEnum).Name} {value} has no name"));
    }
}

/// <summary>A <see cref="FileSystemModel"/> in results: <c>posix</c>, <c>journaled</c>.</summary>
public sealed class FileSystemModelConverter() : NamedEnumConverter<FileSystemModel>(FileSystemModels.NameOf, FileSystemModels.Parse);

/// <summary>A <see cref="FaultKind"/> in results: <c>disk-full</c>, <c>fsync-error</c>.</summary>
public sealed class FaultKindConverter() : NamedEnumConverter<FaultKind>(InjectedFault.NameOf, InjectedFault.Parse);
