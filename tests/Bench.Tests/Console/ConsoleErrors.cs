using EmbeddedDbBench.Console;

namespace EmbeddedDbBench.Tests.Console;

/// <summary>Runs the console in this process with its error output captured.</summary>
internal static class ConsoleErrors
{
    /// <summary>The exit code of <c>SuiteRunner.Run(<paramref name="args"/>)</c> and what it wrote to standard error.</summary>
    public static (int ExitCode, string Error) Run(params string[] args)
    {
        var error = new StringWriter();
        var standardError = System.Console.Error;
        System.Console.SetError(error);
        try
        {
            return (SuiteRunner.Run(args), error.ToString().Trim());
        }
        finally
        {
            System.Console.SetError(standardError);
        }
    }
}
