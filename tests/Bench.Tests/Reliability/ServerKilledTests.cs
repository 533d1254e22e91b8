using System.Diagnostics;
using System.Globalization;
using System.Net.Sockets;
using EmbeddedDbBench.Console.Host;
using EmbeddedDbBench.Console;
using EmbeddedDbBench.Core;
using EmbeddedDbBench.Engines.Postgres;
using EmbeddedDbBench.Engines.Servers;
using EmbeddedDbBench.Tests.Console;
using Npgsql;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// A throwaway server killed with SIGKILL in the middle of a run: the suite runs in a process
/// of its own (in-process benchmarks, so its one server serves every case of the engine), the
/// test kills that server while W2's 25,000 autocommit inserts run on it, and then checks what
/// is left: the engine's cases failed naming the dead server, the other engine's result and the
/// suite's pages written, a non-zero exit, and no server process, folder or port behind.
/// </summary>
/// <typeparam name="TEngine">PostgreSQL, whose server is killed.</typeparam>
[Collection(nameof(SuiteProcesses))]
public abstract class ServerKilledTests<TEngine> where TEngine : Engine
{
    private const string LongCase = "*Contacts<PostgresEngine>.Insert(Variant: Default)*";
    private const string LaterCase = "*Crud<PostgresEngine>.Create(N: 200, Variant: Default)*";
    private const string OtherEngineCase = "*Crud<MicrosoftSqliteEngine>.Create(N: 200, Variant: Default)*";
    private static readonly TimeSpan _runLimit = TimeSpan.FromMinutes(10);

    [EngineFact]
    public void A_server_killed_mid_run_fails_its_cases_clearly_and_leaves_nothing_behind()
    {
        using var artifacts = TemporaryArtifacts.ForConsoleApart();
        using var suite = Process.Start(artifacts.Give(ConsoleProcess.StartInfo("--filter", LongCase, LaterCase, OtherEngineCase, "--job", "dry", "--inProcess")))!;
        var output = new SuiteOutput(suite);
        (int Pid, string DataDirectory, int Port) server;
        try
        {
            server = WaitForServer(suite);
            // Killed once the long case's inserts are landing (a server that only accepts connections
            // may be the commit probe's, or the case's before its first statement): the kill falls inside
            // the 25,000 inserts (one commit each), which take a minute or more.
            WaitUntilInserting(suite, server.Port, server.DataDirectory);
            using (var postgres = Process.GetProcessById(server.Pid))
            {
                postgres.Kill(); // SIGKILL
            }

            Assert.True(suite.WaitForExit(_runLimit), $"the suite did not finish within {_runLimit} after its server was killed");
            suite.WaitForExit();
        }
        finally
        {
            // A failed test must not leave the suite (and its servers) running.
            if (!suite.HasExited)
            {
                suite.Kill(entireProcessTree: true);
            }
        }

        var text = output.Text;
        Assert.NotEqual(0, suite.ExitCode);
        Said($"error: Contacts<PostgresEngine>.Insert", text);
        // Then Npgsql's own error: 57P01 when the backend saw the postmaster die while it waited for
        // the client, a closed stream when it died in the middle of a statement (seen under load).
        var cause = $"the suite's own postgres server (throwaway 127.0.0.1:{server.Port}) was killed by signal 9 during the run; ";
        Assert.True(
            text.Contains(cause + "PostgresException", StringComparison.Ordinal) || text.Contains(cause + "NpgsqlException", StringComparison.Ordinal),
            $"the suite did not name the dead server before Npgsql's error; it said:\n{text}");
        Said($"error: Crud<PostgresEngine>.Create", text);
        Said("was killed by signal 9 during the run: this process runs no more cases on it", text);
        var report = artifacts.ReadSingle("suite-report.md");
        Assert.Contains("Contacts<PostgresEngine>.Insert", report, StringComparison.Ordinal);
        Assert.Contains("Crud<PostgresEngine>.Create", report, StringComparison.Ordinal);
        Assert.DoesNotContain("Crud<MicrosoftSqliteEngine>.Create", FailuresOf(report), StringComparison.Ordinal);
        Assert.Contains("ok (1 runs)", artifacts.ReadSingle("*Crud_MicrosoftSqliteEngine_-report-github.md"), StringComparison.Ordinal);
        Assert.False(Directory.Exists(server.DataDirectory), $"{server.DataDirectory} was left behind");
        Assert.Empty(ProcessesUsing(server.DataDirectory));
        Assert.False(Accepts(server.Port), $"something still listens on port {server.Port}");
    }

    private static void Said(string expected, string output) =>
        Assert.True(output.Contains(expected, StringComparison.Ordinal), $"the suite did not say \"{expected}\"; it said:\n{output}");

    // The suite's postgres is its direct child (setpriv execs it); its command line names folder and port.
    private static (int Pid, string DataDirectory, int Port) WaitForServer(Process suite)
    {
        var deadline = DateTime.UtcNow + TimeSpan.FromMinutes(3);
        while (DateTime.UtcNow < deadline && !suite.HasExited)
        {
            foreach (var (pid, arguments) in Children(suite.Id))
            {
                if (Path.GetFileName(arguments[0]) == "postgres" && Value(arguments, "-D") is { } folder && Value(arguments, "-p") is { } port
                    && Accepts(int.Parse(port, CultureInfo.InvariantCulture)))
                {
                    return (pid, folder, int.Parse(port, CultureInfo.InvariantCulture));
                }
            }

            Thread.Sleep(200);
        }

        throw new InvalidOperationException("the suite started no PostgreSQL server that accepted connections");
    }

    // Until some bench_ database of the server holds some but not all of W2's rows; the password is the one its folder keeps.
    private static void WaitUntilInserting(Process suite, int port, string folder)
    {
        var deadline = DateTime.UtcNow + TimeSpan.FromMinutes(3);
        var password = File.ReadAllText(Path.Combine(folder, ThrowawayServer.PasswordFile));
        var server = $"Host=127.0.0.1;Port={port.ToString(CultureInfo.InvariantCulture)};Username=bench;Password={password};Pooling=false;Timeout=5";
        while (DateTime.UtcNow < deadline && !suite.HasExited)
        {
            if (RowsBeingInserted(server) is > 0 and < 25_000)
            {
                return;
            }

            Thread.Sleep(100);
        }

        throw new InvalidOperationException($"the suite's server on port {port} never held W2's inserts in progress");
    }

    private static long? RowsBeingInserted(string server)
    {
        try
        {
            using var catalog = new NpgsqlConnection(server + ";Database=postgres");
            catalog.Open();
            var databases = new List<string>();
            using (var list = new NpgsqlCommand("SELECT datname FROM pg_database WHERE datname LIKE 'bench\\_%'", catalog))
            using (var reader = list.ExecuteReader())
            {
                while (reader.Read())
                {
                    databases.Add(reader.GetString(0));
                }
            }

            foreach (var database in databases)
            {
                using var connection = new NpgsqlConnection(server + $";Database={database}");
                connection.Open();
                using var exists = new NpgsqlCommand("SELECT to_regclass('contacts') IS NOT NULL", connection);
                if (exists.ExecuteScalar() is true)
                {
                    using var count = new NpgsqlCommand("SELECT COUNT(*) FROM contacts", connection);
                    return (long)count.ExecuteScalar()!;
                }
            }
        }
        catch (NpgsqlException)
        {
            // Not up yet, or a database dropped between listing and reading it: look again.
        }

        return null;
    }

    private static IEnumerable<(int Pid, string[] Arguments)> Children(int parent)
    {
        foreach (var folder in Directory.EnumerateDirectories("/proc"))
        {
            if (int.TryParse(Path.GetFileName(folder), out var pid) && Read(Path.Combine(folder, "stat")) is { } stat
                && int.Parse(stat[(stat.LastIndexOf(')') + 2)..].Split(' ')[1], CultureInfo.InvariantCulture) == parent
                && Read(Path.Combine(folder, "cmdline")) is { Length: > 0 } commandLine)
            {
                yield return (pid, commandLine.TrimEnd('\0').Split('\0'));
            }
        }
    }

    private static IEnumerable<int> ProcessesUsing(string folder) =>
        Directory.EnumerateDirectories("/proc")
            .Where(f => int.TryParse(Path.GetFileName(f), out _) && (Read(Path.Combine(f, "cmdline")) ?? "").Contains(folder, StringComparison.Ordinal))
            .Select(f => int.Parse(Path.GetFileName(f), CultureInfo.InvariantCulture));

    private static string? Value(string[] arguments, string option) =>
        Array.IndexOf(arguments, option) is var i and >= 0 && i + 1 < arguments.Length ? arguments[i + 1] : null;

    // A process may end between listing /proc and reading its files.
    private static string? Read(string path)
    {
        try
        {
            return File.ReadAllText(path);
        }
        catch (IOException)
        {
            return null;
        }
        catch (UnauthorizedAccessException)
        {
            return null;
        }
    }

    private static bool Accepts(int port)
    {
        using var client = new TcpClient();
        try
        {
            return client.ConnectAsync("127.0.0.1", port).Wait(TimeSpan.FromSeconds(1));
        }
        catch (AggregateException)
        {
            return false;
        }
    }

    private static string FailuresOf(string report) => report[report.IndexOf("## Failures", StringComparison.Ordinal)..];

    // Both streams read as they come, so the suite never blocks on a full pipe.
    private sealed class SuiteOutput
    {
        private readonly System.Text.StringBuilder _text = new();

        public SuiteOutput(Process suite)
        {
            suite.OutputDataReceived += (_, e) => Append(e.Data);
            suite.ErrorDataReceived += (_, e) => Append(e.Data);
            suite.BeginOutputReadLine();
            suite.BeginErrorReadLine();
        }

        public string Text
        {
            get
            {
                lock (_text)
                {
                    return _text.ToString();
                }
            }
        }

        private void Append(string? line)
        {
            lock (_text)
            {
                _text.AppendLine(line);
            }
        }
    }
}

public sealed class PostgresServerKilledTests : ServerKilledTests<PostgresEngine>;
