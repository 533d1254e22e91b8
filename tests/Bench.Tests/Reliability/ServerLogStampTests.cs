using EmbeddedDbBench.Console.Durability;

namespace EmbeddedDbBench.Tests.Reliability;

/// <summary>
/// A server's log lines lose their stamps before a trial keeps them, whatever the hour: MariaDB pads an hour below 10
/// with a space, and a test that matched the message's start failed only after midnight.
/// </summary>
public sealed class ServerLogStampTests
{
    [Theory]
    [InlineData("2026-11-27 21:24:51.123 UTC [31994] PANIC:  could not fdatasync file", "PANIC:  could not fdatasync file")]
    [InlineData("2026-11-28 03:04:05.006 UTC [7] LOG:  database system is ready to accept connections", "LOG:  database system is ready to accept connections")]
    [InlineData("2026-11-27 21:24:51 0 [ERROR] [FATAL] InnoDB: fdatasync() returned 5", "[ERROR] [FATAL] InnoDB: fdatasync() returned 5")]
    [InlineData("2026-11-28  0:28:44 0 [ERROR] [FATAL] InnoDB: fdatasync() returned 5", "[ERROR] [FATAL] InnoDB: fdatasync() returned 5")]
    [InlineData("261128  0:28:44 [ERROR] /usr/sbin/mariadbd got signal 6 ;", "[ERROR] /usr/sbin/mariadbd got signal 6 ;")]
    [InlineData("stdlib/abort.c:81(__GI_abort)[0x7f9969c44472]", "stdlib/abort.c:81(__GI_abort)[0x7f9969c44472]")]
    public void A_log_line_loses_its_stamp_and_keeps_its_message(string line, string message) =>
        Assert.Equal(message, ServerWatch.Unstamped(line));
}
