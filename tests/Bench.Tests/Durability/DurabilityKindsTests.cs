using System.Text.Json.Nodes;
using EmbeddedDbBench.Console.Durability;
using EmbeddedDbBench.Console.ReferenceRun;
using EmbeddedDbBench.Console.Tuning;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Instruments.PowerCut;
using EmbeddedDbBench.Tests.Support;

namespace EmbeddedDbBench.Tests.Durability;

/// <summary>
/// Every <see cref="FileSystemModel"/> and <see cref="FaultKind"/> through every function that names it or branches on it:
/// each value gets an answer of its own, so a value added without being handled everywhere (or handled by copying another's
/// arm) fails here, and the results files keep the names they were written with.
/// </summary>
public sealed class DurabilityKindsTests
{
    private const string Engine = "Sqlite.MicrosoftData";

    // One cut that lost 2 of 40 acknowledged commits.
    private static PowerResult Cut(FileSystemModel model) =>
        new(Engine, Variant.Default, 5, [new PowerCutOutcome(0, 10, 40, 2, "ok")], "PRAGMA integrity_check", Model: model);

    // A trial that found nothing to fail: the variant made no call the fault could be injected at.
    private static FaultResult NothingToFail(FaultKind fault) =>
        new(Engine, Variant.SyncOff, fault, 7, [FaultOutcome.Failed(0, 1, 1, "never injected") with { NoEligibleCall = true }], "PRAGMA integrity_check", FaultTrial.Model);

    // The answer of every value of TEnum: none empty, no two alike.
    private static void EachDistinct<TEnum>(Func<TEnum, string> render)
        where TEnum : struct, Enum
    {
        var answers = Enum.GetValues<TEnum>().Select(v => (Value: v, Text: render(v))).ToArray();
        Assert.All(answers, a => Assert.False(string.IsNullOrWhiteSpace(a.Text), $"{a.Value}: empty"));
        var alike = answers.GroupBy(a => a.Text, StringComparer.Ordinal).FirstOrDefault(g => g.Count() > 1);
        Assert.True(alike is null, alike is null ? "" : $"{string.Join(" and ", alike.Select(a => a.Value))} both give '{alike.Key}'");
    }

    [Fact]
    public void Every_file_system_model_has_a_name_of_its_own_that_reads_back()
    {
        EachDistinct<FileSystemModel>(FileSystemModels.NameOf);
        Assert.All(Enum.GetValues<FileSystemModel>(), m => Assert.Equal(m, FileSystemModels.Parse(FileSystemModels.NameOf(m))));
        Assert.Equal(Enum.GetValues<FileSystemModel>(), FileSystemModels.All);
        Assert.Null(FileSystemModels.Parse("Posix"));
    }

    [Fact]
    public void Every_file_system_model_gets_words_a_row_a_shape_and_a_column_of_its_own()
    {
        EachDistinct<FileSystemModel>(m => Cut(m).Summary);
        EachDistinct<FileSystemModel>(m => Cut(m).Loss);
        EachDistinct<FileSystemModel>(m => (Cut(m) with { Error = "no interposer" }).Loss);
        EachDistinct<FileSystemModel>(m => PowerCheck.Row(Cut(m)));
        EachDistinct<FileSystemModel>(m => PowerChart.ShapeOf(m).ToString());
        EachDistinct<FileSystemModel>(m => new ModelDisagreement(m, "it says durable, and acknowledged commits were lost").ToString());
        EachDistinct<FileSystemModel>(m => PowerTable(Cut(m)));
    }

    [Fact]
    public void Every_file_system_model_is_cut_by_a_risk_and_named_in_its_disagreement()
    {
        // Default is documented to lose at most its last commit: a cut that lost 2 disagrees, under whichever model.
        var risk = VariantRisk.Of(Engine, Variant.Default, [], [.. Enum.GetValues<FileSystemModel>().Select(Cut)]);

        Assert.Equal(Enum.GetValues<FileSystemModel>(), risk.Disagreements.Select(d => d.Model));
        Assert.All(Enum.GetValues<FileSystemModel>(), m => Assert.Contains($"({FileSystemModels.NameOf(m)})", risk.Loss, StringComparison.Ordinal));
    }

    [Fact]
    public void Every_fault_kind_has_a_name_of_its_own_that_reads_back()
    {
        EachDistinct<FaultKind>(InjectedFault.NameOf);
        Assert.All(Enum.GetValues<FaultKind>(), k => Assert.Equal(k, InjectedFault.Parse(InjectedFault.NameOf(k))));
        Assert.Null(InjectedFault.Parse("DiskFull"));
    }

    [Fact]
    public void Every_fault_kind_gets_calls_a_column_a_cell_and_a_row_of_its_own()
    {
        EachDistinct<FaultKind>(InjectedFault.EligibleCallsOf);
        EachDistinct<FaultKind>(k => new InjectedFault(k, 1).EligibleCalls);
        EachDistinct<FaultKind>(FaultCells.Header);
        EachDistinct<FaultKind>(FaultCells.NothingToFail);
        EachDistinct<FaultKind>(k => FaultCells.Cell([NothingToFail(k)], Engine, Variant.SyncOff, k));
        EachDistinct<FaultKind>(k => FaultCheck.Row(NothingToFail(k)));
        // A yes or no, so not distinct past two kinds: decided for each (a kind it does not name throws).
        Assert.All(Enum.GetValues<FaultKind>(), k => _ = InjectedFault.LastsUntilCleared(k));
        Assert.Equal(Enum.GetValues<FaultKind>(), FaultCells.Kinds);
    }

    [Fact]
    public void A_results_file_writes_each_model_and_fault_by_its_name_and_reads_it_back()
    {
        var folder = Directory.CreateTempSubdirectory("durability-kinds-").FullName;
        try
        {
            var powers = Enum.GetValues<FileSystemModel>().Select(Cut).ToArray();
            var faults = Enum.GetValues<FaultKind>().Select(NothingToFail).ToArray();
            PowerCheck.Save(folder, powers);
            ResultsFile.Merge(folder, FaultCheck.FileName, faults, r => r.Fault);

            Assert.Equal(powers.Select(p => FileSystemModels.NameOf(p.Model)), Stored(folder, PowerCheck.FileName, "Model"));
            Assert.Equal(powers.Select(p => p.Model), PowerCheck.Load(folder).Select(p => p.Model));
            Assert.Equal(faults.Select(f => InjectedFault.NameOf(f.Fault)), Stored(folder, FaultCheck.FileName, "Fault"));
            Assert.Equal(faults.Select(f => f.Fault), FaultCheck.Load(folder).Select(f => f.Fault));
            Assert.All(Stored(folder, FaultCheck.FileName, "Model"), m => Assert.Equal(FileSystemModels.NameOf(FaultTrial.Model), m));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void A_results_file_refuses_a_model_or_fault_this_build_does_not_name()
    {
        var folder = Directory.CreateTempSubdirectory("durability-kinds-").FullName;
        try
        {
            PowerCheck.Save(folder, [Cut(FileSystemModel.Posix)]);
            var path = Path.Combine(folder, PowerCheck.FileName);
            File.WriteAllText(path, File.ReadAllText(path).Replace("\"Model\": \"posix\"", "\"Model\": \"ordered\"", StringComparison.Ordinal));

            var error = Assert.Throws<InvalidDataException>(() => PowerCheck.Load(folder));
            Assert.Contains("the FileSystemModel 'ordered' is not one of posix, ", error.Message, StringComparison.Ordinal);

            ResultsFile.Merge(folder, FaultCheck.FileName, [NothingToFail(FaultKind.DiskFull)], r => r.Fault);
            path = Path.Combine(folder, FaultCheck.FileName);
            File.WriteAllText(path, File.ReadAllText(path).Replace("\"disk-full\"", "\"DiskFull\"", StringComparison.Ordinal));

            error = Assert.Throws<InvalidDataException>(() => FaultCheck.Load(folder));
            Assert.Contains("the FaultKind 'DiskFull' is not one of disk-full, ", error.Message, StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void The_reference_runs_results_read_and_write_back_the_names_they_hold()
    {
        var reference = Path.Combine(RepositoryFile.Root, "docs", "results");
        var folder = Directory.CreateTempSubdirectory("durability-kinds-").FullName;
        try
        {
            PowerCheck.Save(folder, PowerCheck.Load(reference));
            ResultsFile.Merge(folder, FaultCheck.FileName, FaultCheck.Load(reference), r => (r.Engine, r.Variant, r.Fault));

            Assert.Equal(Stored(reference, PowerCheck.FileName, "Model"), Stored(folder, PowerCheck.FileName, "Model"));
            Assert.Equal(Stored(reference, FaultCheck.FileName, "Fault"), Stored(folder, FaultCheck.FileName, "Fault"));
            Assert.Equal(Stored(reference, FaultCheck.FileName, "Model"), Stored(folder, FaultCheck.FileName, "Model"));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    // The text of each result's property in a results file, bare or stamped with its run.
    private static string?[] Stored(string folder, string fileName, string property)
    {
        var root = JsonNode.Parse(File.ReadAllText(Path.Combine(folder, fileName)))!;
        var results = root is JsonObject stamped ? stamped["Results"]!.AsArray() : root.AsArray();
        return [.. results.Select(r => r![property]!.GetValue<string>())];
    }

    // The reference run's power table with the one result.
    private static string PowerTable(PowerResult result)
    {
        var run = new ReferenceResults([], [result], [], [], new Dictionary<string, (double, int, double)>());
        return ReliabilityBlocks.Of(run).Single(b => b.Name == "power-table").Content;
    }
}
