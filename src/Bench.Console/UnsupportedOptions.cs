using BenchmarkDotNet.ConsoleArguments;

namespace EmbeddedDbBench.Console;

/// <summary>
/// BenchmarkDotNet options the suite cannot honour, each refused with one line saying why,
/// before anything runs, rather than ignored or failing case by case.
/// </summary>
public static class UnsupportedOptions
{
    private const string OtherRuntime =
        "the suite runs every case on the .NET it was built with, under the protocol job it plans for the case (its engines' native " +
        "libraries are restored for that build); run it from the SDK of the runtime you want instead";

    /// <summary>Why <paramref name="options"/> can't be honoured, naming the option; null when they can.</summary>
    public static string? Reason(CommandLineOptions options)
    {
        var refused = new (bool Given, string Option, string Why)[]
        {
            (options.Runtimes.Any(), "--runtimes", OtherRuntime),
            (options.CoreRunPaths.Any(), "--coreRun", OtherRuntime),
            (options.MonoPath is not null, "--monoPath", OtherRuntime),
            (!string.IsNullOrEmpty(options.ClrVersion), "--clrVersion", OtherRuntime),
            (!string.IsNullOrEmpty(options.ILCompilerVersion), "--ilCompilerVersion", OtherRuntime),
            (options.IlcPackages is not null, "--ilcPackages", OtherRuntime),
            (options.WasmJavascriptEngine is not null, "--wasmEngine", OtherRuntime),
            (options.AOTCompilerPath is not null, "--AOTCompilerPath", OtherRuntime),
            (!string.IsNullOrEmpty(options.CustomRuntimePack), "--customRuntimePack", OtherRuntime),
            (options.Resume, "--resume",
                "every case is validated into this run's ledger, so a case skipped as done in an earlier run would be reported " +
                "as failed; run the cases still missing with --filter instead"),
            (options.ApplesToApples, "--apples",
                "apples-to-apples compares several jobs of one case, while the suite gives each case its own protocol; " +
                "compare two runs with the compare command instead"),
        };
        return refused.FirstOrDefault(r => r.Given) is { Given: true } first
            ? $"{first.Option} is a BenchmarkDotNet option the suite cannot honour: {first.Why}."
            : null;
    }
}
