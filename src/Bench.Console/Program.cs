using EmbeddedDbBench.Console;

return SuiteRunner.Run(args);
