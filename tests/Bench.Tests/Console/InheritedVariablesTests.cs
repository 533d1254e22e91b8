using EmbeddedDbBench.Console.Host;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>A run sets variables for its children and must leave its caller's environment as it found it.</summary>
public sealed class InheritedVariablesTests
{
    [Fact]
    public void Each_variable_gets_its_earlier_value_back_and_an_unset_one_is_unset_again()
    {
        var set = $"EMBEDDEDDBBENCH_TEST_SET_{Guid.NewGuid():N}";
        var unset = $"EMBEDDEDDBBENCH_TEST_UNSET_{Guid.NewGuid():N}";
        Environment.SetEnvironmentVariable(set, "before");
        try
        {
            using (InheritedVariables.Set((set, "during"), (unset, "during")))
            {
                Assert.Equal("during", Environment.GetEnvironmentVariable(set));
                Assert.Equal("during", Environment.GetEnvironmentVariable(unset));
            }

            Assert.Equal("before", Environment.GetEnvironmentVariable(set));
            Assert.Null(Environment.GetEnvironmentVariable(unset));
        }
        finally
        {
            Environment.SetEnvironmentVariable(set, null);
        }
    }

    [Fact]
    public void A_variable_named_twice_ends_with_its_value_from_before_the_first_and_a_second_dispose_changes_nothing()
    {
        var name = $"EMBEDDEDDBBENCH_TEST_TWICE_{Guid.NewGuid():N}";
        Environment.SetEnvironmentVariable(name, "before");
        try
        {
            var variables = InheritedVariables.Set((name, "first"), (name, "second"));
            Assert.Equal("second", Environment.GetEnvironmentVariable(name));
            variables.Dispose();
            Assert.Equal("before", Environment.GetEnvironmentVariable(name));
            Environment.SetEnvironmentVariable(name, "changed since");
            variables.Dispose();

            Assert.Equal("changed since", Environment.GetEnvironmentVariable(name));
        }
        finally
        {
            Environment.SetEnvironmentVariable(name, null);
        }
    }
}
