using EmbeddedDbBench.Core.Writers;

namespace EmbeddedDbBench.Tests.Writers;

/// <summary>How W8 tells writers that met from writers that ran one after another: the most transactions in flight at once.</summary>
public sealed class TransactionSpansTests
{
    [Fact]
    public void Writers_that_ran_one_after_another_had_one_transaction_in_flight()
    {
        long[] first = [10, 20, 20, 30];
        long[] second = [30, 40, 45, 50];

        Assert.Equal(1, TransactionSpans.MostInFlight([first, second]));
    }

    [Fact]
    public void A_transaction_that_began_before_another_ended_was_in_flight_beside_it()
    {
        long[] first = [10, 20, 20, 30];
        long[] second = [29, 40];
        long[] third = [25, 35];

        Assert.Equal(3, TransactionSpans.MostInFlight([first, second, third]));
    }

    [Fact]
    public void A_transfer_the_deadline_left_unrun_is_in_no_span()
    {
        long[] ran = [10, 20, 0, 0];
        long[] never = [0, 0];

        Assert.Equal(1, TransactionSpans.MostInFlight([ran, never]));
        Assert.Equal(0, TransactionSpans.MostInFlight([never]));
    }
}
