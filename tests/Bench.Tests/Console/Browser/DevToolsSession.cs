using System.Collections.Concurrent;
using System.Net.WebSockets;
using System.Text.Json;

namespace EmbeddedDbBench.Tests.Console.Browser;

/// <summary>
/// One Chrome DevTools protocol connection to a page: commands with their replies, and every
/// event the page sent kept in arrival order (script exceptions, console errors, failed loads).
/// </summary>
internal sealed class DevToolsSession : IAsyncDisposable
{
    private readonly ClientWebSocket _socket = new();
    private readonly ConcurrentDictionary<int, TaskCompletionSource<JsonElement>> _pending = new();
    private readonly ConcurrentQueue<JsonElement> _events = new();
    private readonly ConcurrentDictionary<string, TaskCompletionSource> _awaited = new();
    private readonly CancellationTokenSource _stop = new();
    private Task _receiving = Task.CompletedTask;
    private int _lastId;

    /// <summary>Connects to a page target's <c>webSocketDebuggerUrl</c>.</summary>
    public static async Task<DevToolsSession> Connect(Uri page, CancellationToken cancellation)
    {
        var session = new DevToolsSession();
        session._socket.Options.KeepAliveInterval = TimeSpan.Zero;
        await session._socket.ConnectAsync(page, cancellation);
        session._receiving = Task.Run(session.Receive, CancellationToken.None);
        return session;
    }

    /// <summary>The events received so far with the given method name.</summary>
    public IReadOnlyList<JsonElement> Events(string method) =>
        [.. _events.Where(e => e.GetProperty("method").GetString() == method).Select(e => e.GetProperty("params"))];

    /// <summary>A task that completes when an event with the given method name arrives (armed before the command that causes it).</summary>
    public Task Next(string method)
    {
        var arrival = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        _awaited[method] = arrival;
        return arrival.Task;
    }

    /// <summary>Sends a command and returns its <c>result</c>; a protocol error throws.</summary>
    public async Task<JsonElement> Send(string method, object? parameters, CancellationToken cancellation)
    {
        var id = Interlocked.Increment(ref _lastId);
        var reply = new TaskCompletionSource<JsonElement>(TaskCreationOptions.RunContinuationsAsynchronously);
        _pending[id] = reply;
        var message = JsonSerializer.SerializeToUtf8Bytes(new { id, method, @params = parameters ?? new { } });
        await _socket.SendAsync(message, WebSocketMessageType.Text, endOfMessage: true, cancellation);
        return await reply.Task.WaitAsync(cancellation);
    }

    public async ValueTask DisposeAsync()
    {
        await _stop.CancelAsync();
        if (_socket.State == WebSocketState.Open)
        {
            await _socket.CloseOutputAsync(WebSocketCloseStatus.NormalClosure, null, CancellationToken.None);
        }

        await _receiving.ContinueWith(_ => { }, TaskScheduler.Default);
        _socket.Dispose();
        _stop.Dispose();
    }

    private async Task Receive()
    {
        var buffer = new byte[64 * 1024];
        using var message = new MemoryStream();
        while (!_stop.IsCancellationRequested && _socket.State == WebSocketState.Open)
        {
            var frame = await _socket.ReceiveAsync(buffer, _stop.Token);
            if (frame.MessageType == WebSocketMessageType.Close)
            {
                break;
            }

            message.Write(buffer, 0, frame.Count);
            if (frame.EndOfMessage)
            {
                Dispatch(JsonDocument.Parse(message.ToArray()).RootElement.Clone());
                message.SetLength(0);
            }
        }
    }

    private void Dispatch(JsonElement message)
    {
        if (message.TryGetProperty("id", out var id) && _pending.TryRemove(id.GetInt32(), out var reply))
        {
            if (message.TryGetProperty("error", out var error))
            {
                reply.SetException(new InvalidOperationException($"DevTools error: {error.GetRawText()}"));
            }
            else
            {
                reply.SetResult(message.GetProperty("result"));
            }
        }
        else if (message.TryGetProperty("method", out var method))
        {
            _events.Enqueue(message);
            if (_awaited.TryRemove(method.GetString()!, out var arrival))
            {
                arrival.TrySetResult();
            }
        }
    }
}
