using EmbeddedDbBench.Core.Contacts;

namespace EmbeddedDbBench.Tests.Contacts;

public sealed class ContactsDataTests
{
    private static readonly ContactsData _fullSize = new(25_000, 10_000, 5_000, ContactsWorkload.DefaultSeed);

    [Fact]
    public void Planted_state_is_in_exactly_10000_rows()
    {
        Assert.Equal(25_000, _fullSize.Rows.Count);
        Assert.Equal(10_000, _fullSize.Rows.Count(r => r.State == ContactsData.PlantedState));
    }

    [Fact]
    public void Planted_zip_is_in_exactly_5000_rows_none_of_which_has_the_planted_state()
    {
        var zipRows = _fullSize.Rows.Where(r => r.Zip == ContactsData.PlantedZip).ToArray();

        Assert.Equal(5_000, zipRows.Length);
        Assert.DoesNotContain(zipRows, r => r.State == ContactsData.PlantedState);
    }

    [Fact]
    public void Update_values_appear_nowhere_and_differ_from_the_planted_values()
    {
        Assert.DoesNotContain(_fullSize.Rows, r => r.Zip == ContactsData.UpdatedZip || r.State == ContactsData.UpdatedState);
        Assert.NotEqual(ContactsData.PlantedZip, ContactsData.UpdatedZip);
        Assert.NotEqual(ContactsData.PlantedState, ContactsData.UpdatedState);
    }

    [Fact]
    public void Ids_are_1_to_n_and_values_fit_their_columns()
    {
        Assert.Equal(Enumerable.Range(1, 25_000), _fullSize.Rows.Select(r => r.Id));
        Assert.All(_fullSize.Rows, r =>
        {
            Assert.InRange(r.LastName.Length, 1, 25);
            Assert.InRange(r.FirstName.Length, 1, 25);
            Assert.InRange(r.Street.Length, 1, 30);
            Assert.InRange(r.City.Length, 1, 30);
            Assert.Equal(2, r.State.Length);
            Assert.InRange(r.Zip.Length, 1, 10);
            Assert.InRange(r.Country.Length, 1, 20);
            Assert.InRange(r.Phone.Length, 1, 13);
        });
    }

    [Fact]
    public void Same_seed_gives_the_same_rows()
    {
        var again = new ContactsData(25_000, 10_000, 5_000, ContactsWorkload.DefaultSeed);

        Assert.Equal(_fullSize.Rows, again.Rows);
    }

    [Fact]
    public void Another_seed_gives_other_rows_with_the_same_planted_counts()
    {
        var other = new ContactsData(25_000, 10_000, 5_000, ContactsWorkload.DefaultSeed + 1);

        Assert.NotEqual(_fullSize.Rows, other.Rows);
        Assert.Equal(10_000, other.Rows.Count(r => r.State == ContactsData.PlantedState));
        Assert.Equal(5_000, other.Rows.Count(r => r.Zip == ContactsData.PlantedZip));
    }

    [Fact]
    public void Planted_rows_that_do_not_fit_are_refused()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new ContactsData(100, 80, 30, 1));
    }

    [Fact]
    public void A_smaller_workload_divides_the_rows_and_keeps_the_connections()
    {
        var smaller = ContactsWorkload.ScaledDown(10);

        Assert.Equal(2_500, smaller.Data.Rows.Count);
        Assert.Equal(1_000, smaller.Data.StateRows);
        Assert.Equal(500, smaller.Data.ZipRows);
        Assert.Equal(250, smaller.Connections);
        Assert.Throws<ArgumentOutOfRangeException>(() => ContactsWorkload.ScaledDown(0));
    }
}
