using EmbeddedDbBench.Core.Contacts;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>
/// W1's and W2's statements as the SQL workloads run them, for the layers that take SQL text
/// (SQLitePCLRaw's raw API binds by position, Dapper by the property names used here).
/// </summary>
public static class SqliteLayerSql
{
    /// <summary>W1: the table, as <c>CrudWorkload</c> creates it in SQLite's dialect.</summary>
    public static readonly string CreateTest = $"CREATE TABLE Test (id {SqliteDialect.Instance.AutoIncrementPrimaryKey}, textdata {SqliteDialect.Instance.Text(500)})";

    /// <summary>W1: DROP TABLE.</summary>
    public const string DropTest = "DROP TABLE Test";

    /// <summary>W1: one row's INSERT.</summary>
    public const string InsertTest = "INSERT INTO Test (textdata) VALUES (@Text)";

    /// <summary>W1: one row's UPDATE by key.</summary>
    public const string UpdateTest = "UPDATE Test SET textdata = @Text WHERE id = @Id";

    /// <summary>W1: one row's SELECT by key.</summary>
    public const string ReadTest = "SELECT textdata FROM Test WHERE id = @Id";

    /// <summary>W1: one row's DELETE by key.</summary>
    public const string DeleteTest = "DELETE FROM Test WHERE id = @Id";

    private const string Columns = "id, lastname, firstname, street, city, state, zip, country, phone";

    /// <summary>W2: one contact's INSERT, every column, parameters named as <see cref="Contact"/>'s properties.</summary>
    public const string InsertContact =
        $"INSERT INTO {ContactsWorkload.Table} ({Columns}) VALUES (@Id, @LastName, @FirstName, @Street, @City, @State, @Zip, @Country, @Phone)";

    /// <summary>W2: the planted-state rows, every column.</summary>
    public const string SelectByState = $"SELECT {Columns} FROM {ContactsWorkload.Table} WHERE state = @Value";

    /// <summary>W2: the planted-zip rows, every column.</summary>
    public const string SelectByZip = $"SELECT {Columns} FROM {ContactsWorkload.Table} WHERE zip = @Value";

    /// <summary>W2: the keys of the planted-state rows.</summary>
    public const string KeysByState = $"SELECT id FROM {ContactsWorkload.Table} WHERE state = @Value";

    /// <summary>W2: the keys of the planted-zip rows.</summary>
    public const string KeysByZip = $"SELECT id FROM {ContactsWorkload.Table} WHERE zip = @Value";

    /// <summary>W2 4a, set-based.</summary>
    public const string UpdateZipByState = $"UPDATE {ContactsWorkload.Table} SET zip = @New WHERE state = @Value";

    /// <summary>W2 4b, set-based.</summary>
    public const string UpdateStateByZip = $"UPDATE {ContactsWorkload.Table} SET state = @New WHERE zip = @Value";

    /// <summary>W2 4a, one row by key.</summary>
    public const string UpdateZipById = $"UPDATE {ContactsWorkload.Table} SET zip = @New WHERE id = @Id";

    /// <summary>W2 4b, one row by key.</summary>
    public const string UpdateStateById = $"UPDATE {ContactsWorkload.Table} SET state = @New WHERE id = @Id";

    /// <summary>W2 5a, set-based.</summary>
    public const string DeleteByState = $"DELETE FROM {ContactsWorkload.Table} WHERE state = @Value";

    /// <summary>W2 5b, set-based.</summary>
    public const string DeleteByZip = $"DELETE FROM {ContactsWorkload.Table} WHERE zip = @Value";

    /// <summary>W2 5a/5b, one row by key.</summary>
    public const string DeleteById = $"DELETE FROM {ContactsWorkload.Table} WHERE id = @Id";
}
