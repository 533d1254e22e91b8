using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Core.Durability;

namespace EmbeddedDbBench.Tests.Durability;

/// <summary>
/// "ok, with …" (only what the engine's own check classes as warnings, e.g. Firebird's orphan pages) is a sound
/// verdict for the crash, power and fault checks alike; anything else but "ok" is damage.
/// </summary>
public sealed class SoundIntegrityTests
{
    private const string Warned = "ok, with 1 validation warning (…): Number of database page warnings: 1";

    [Theory]
    [InlineData("ok", true)]
    [InlineData(Warned, true)]
    [InlineData("Summary of validation errors \tNumber of data page errors\t: 1", false)]
    [InlineData("okay", false)]
    [InlineData("unopenable: the database file is gone", false)]
    public void Only_ok_and_ok_with_warnings_are_sound(string integrity, bool sound) =>
        Assert.Equal(sound, CrashReopened.IsSound(integrity));

    [Fact]
    public void A_cut_with_warnings_only_is_not_damaged_and_one_with_a_complaint_is()
    {
        var cut = new PowerCutOutcome(0, 10, 40, 0, Warned);

        Assert.False(cut.Damaged);
        Assert.True((cut with { Integrity = "Summary of validation errors" }).Damaged);
    }
}
