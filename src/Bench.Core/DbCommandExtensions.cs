using System.Data.Common;

namespace EmbeddedDbBench.Core;

/// <summary>Provider-neutral helpers over <see cref="DbCommand"/>.</summary>
public static class DbCommandExtensions
{
    /// <summary>Adds a parameter named <paramref name="name"/> with <paramref name="value"/> (null becomes DBNull).</summary>
    public static DbParameter AddParameter(this DbCommand command, string name, object? value)
    {
        var parameter = command.CreateParameter();
        parameter.ParameterName = name;
        parameter.Value = value ?? DBNull.Value;
        command.Parameters.Add(parameter);
        return parameter;
    }

    /// <summary>Runs <paramref name="sql"/> without parameters and returns the rows affected.</summary>
    public static int Execute(this DbConnection connection, string sql, DbTransaction? transaction = null)
    {
        using var command = connection.CreateCommand();
        command.CommandText = sql;
        command.Transaction = transaction;
        return command.ExecuteNonQuery();
    }

    /// <summary>Runs <paramref name="sql"/> and returns the first column of the first row.</summary>
    public static object? Scalar(this DbConnection connection, string sql, DbTransaction? transaction = null)
    {
        using var command = connection.CreateCommand();
        command.CommandText = sql;
        command.Transaction = transaction;
        return command.ExecuteScalar();
    }
}
