using EmbeddedDbBench.Core.Ycsb;

namespace EmbeddedDbBench.Tests.Ycsb;

public sealed class YcsbValueTests
{
    [Fact]
    public void A_value_carries_its_version_and_is_whole_for_its_key_and_field()
    {
        var value = YcsbValue.Create(42, 3, 0, 100);
        Assert.Equal(100, value.Length);
        Assert.Equal(0u, YcsbValue.VersionOf(value));
        Assert.True(YcsbValue.IsWhole(value, 42, 3, 100));
        var written = YcsbValue.Create(-1, 3, 77, 100);
        Assert.Equal(77u, YcsbValue.VersionOf(written));
        Assert.True(YcsbValue.IsWhole(written, 42, 3, 100));
    }

    [Fact]
    public void Another_key_field_length_or_a_changed_character_is_not_whole()
    {
        var value = YcsbValue.Create(42, 3, 0, 100);
        Assert.False(YcsbValue.IsWhole(value, 43, 3, 100));
        Assert.False(YcsbValue.IsWhole(value, 42, 4, 100));
        Assert.False(YcsbValue.IsWhole(value.AsSpan(0, 99), 42, 3, 100));
        var torn = value[..50] + (value[50] == 'a' ? 'b' : 'a') + value[51..];
        Assert.False(YcsbValue.IsWhole(torn, 42, 3, 100));
        // Half of one version and half of another.
        var mixed = YcsbValue.Create(-1, 3, 5, 100)[..60] + YcsbValue.Create(-1, 3, 6, 100)[60..];
        Assert.False(YcsbValue.IsWhole(mixed, 42, 3, 100));
    }
}
