using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Shipments;
using EmbeddedDbBench.Engines.Sqlite;

namespace EmbeddedDbBench.Tests.Shipments;

/// <summary>W3's checks computed once per build and data set and read back by every other process, never weaker.</summary>
public sealed class ShipmentsExpectationsFileTests
{
    private const string FileName = "shipments.expectations";

    [Fact]
    public void Checks_read_from_the_kept_file_equal_those_computed_from_the_generator()
    {
        var data = NewDataSet();

        var first = ShipmentsExpectations.For(data);
        Assert.True(File.Exists(Path.Combine(data.Folder, FileName)));
        var read = ShipmentsExpectations.For(data);

        Assert.Equal(Everything(ShipmentsExpectations.Compute(data.Scale, data.Seed)), Everything(first));
        Assert.Equal(Everything(first), Everything(read));
    }

    [Fact]
    public void A_kept_file_that_was_changed_is_not_believed_when_it_no_longer_names_this_build()
    {
        var data = NewDataSet();
        ShipmentsExpectations.For(data);
        var path = Path.Combine(data.Folder, FileName);
        File.WriteAllText(path, File.ReadAllText(path).Replace(", build ", ", build 0", StringComparison.Ordinal));

        var again = ShipmentsExpectations.For(data);

        Assert.Equal(Everything(ShipmentsExpectations.Compute(data.Scale, data.Seed)), Everything(again));
        Assert.DoesNotContain(", build 0", File.ReadAllText(path), StringComparison.Ordinal);
    }

    [Fact]
    public void A_kept_file_for_another_scale_or_a_broken_one_is_computed_again()
    {
        var data = NewDataSet();
        var other = new ShipmentsDataSet(data.Folder, ShipmentsTestData.TinyScale);
        ShipmentsExpectations.For(other);

        Assert.Equal(Everything(ShipmentsExpectations.Compute(data.Scale, data.Seed)), Everything(ShipmentsExpectations.For(data)));

        var path = Path.Combine(data.Folder, FileName);
        File.WriteAllLines(path, File.ReadAllLines(path).Select((line, i) => i == 2 ? line[..(line.Length / 2)] : line));
        Assert.Equal(Everything(ShipmentsExpectations.Compute(data.Scale, data.Seed)), Everything(ShipmentsExpectations.For(data)));
    }

    [Theory]
    [InlineData("DELETE FROM Charges WHERE PKeyCharges = 5")]
    [InlineData("UPDATE Shipment SET TrackingId = 'x' WHERE PKeyShipment = 2")]
    public void Checks_read_from_the_file_still_fail_an_import_that_lost_or_changed_a_row(string corruption)
    {
        var data = NewDataSet();
        data.Ensure();
        ShipmentsExpectations.For(data);
        var workload = new ShipmentsWorkload(data);
        using var run = StepRun.Prepare(new MicrosoftSqliteEngine(), Variant.Batch, workload, ShipmentsStep.Import);
        run.Execute();
        run.Validate();
        run.Database.Connection.Execute(corruption);

        Assert.Throws<WorkloadValidationException>(run.Validate);
    }

    private static ShipmentsDataSet NewDataSet() => new(ShipmentsTestData.NewFolder("kept"), ShipmentsTestData.Scale);

    // Every figure a check compares with: the tallies after the import and after Insert 1, the five queries, the inserted row.
    private static string Everything(ShipmentsExpectations expectations) => string.Join("\n",
        ShipmentsTable.All.SelectMany(t => expectations.Table(t).Aggregates().Select(a => $"{t.Name} {a.Label}={a.Value}"))
            .Concat(expectations.InvoiceAfterInsert.Aggregates().Select(a => $"after insert {a.Label}={a.Value}"))
            .Concat(new[] { expectations.Join1, expectations.Join2, expectations.Scan1, expectations.Scan2, expectations.Scan3 }
                .Select((q, i) => $"query {i}: {q.Rows} {q.Checksum:x16}"))
            .Concat(expectations.InsertedInvoice.Select(v => $"inserted {v}"))
            .Append($"content {string.Join(",", ShipmentsTable.All.Select(t => expectations.Table(t).Content))}"));
}
