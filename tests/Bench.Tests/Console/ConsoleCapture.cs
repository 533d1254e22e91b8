namespace EmbeddedDbBench.Tests.Console;

/// <summary>What the console printed while the capture was open: standard output and error apart.</summary>
public sealed class ConsoleCapture : IDisposable
{
    private readonly TextWriter _out = System.Console.Out;
    private readonly TextWriter _error = System.Console.Error;
    private readonly StringWriter _capturedOut = new();
    private readonly StringWriter _capturedError = new();

    public ConsoleCapture()
    {
        System.Console.SetOut(_capturedOut);
        System.Console.SetError(_capturedError);
    }

    public string Out => _capturedOut.ToString();

    public string Error => _capturedError.ToString();

    /// <summary>Standard output's non-empty lines.</summary>
    public string[] OutLines => Out.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);

    public void Dispose()
    {
        System.Console.SetOut(_out);
        System.Console.SetError(_error);
        _capturedOut.Dispose();
        _capturedError.Dispose();
    }
}
