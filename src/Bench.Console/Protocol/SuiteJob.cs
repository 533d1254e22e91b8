namespace EmbeddedDbBench.Console.Protocol;

/// <summary>The protocols the suite's own job names give every case.</summary>
public enum SuiteJob
{
    /// <summary>No job named: each case its study's protocol, shortened where one run is foreseen long.</summary>
    Planned,

    /// <summary><c>--job full</c>: every case its study's full protocol.</summary>
    Full,

    /// <summary><c>--job dry</c>: every case one measured run, no warm-up, to check that everything works.</summary>
    Dry,
}
