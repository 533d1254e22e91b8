namespace EmbeddedDbBench.Core.Writers;

/// <summary>Where W8's writers run.</summary>
public enum WriterHost
{
    /// <summary>Threads of the benchmark's process, each on a connection of its own: two requests of one web application.</summary>
    Threads,

    /// <summary>
    /// Processes of their own, each opening the database itself (<see cref="Engine.OpenFromProcess"/>): two applications,
    /// or an application and its service, on one SQLite file, meeting through the file's locks.
    /// </summary>
    Processes,
}
