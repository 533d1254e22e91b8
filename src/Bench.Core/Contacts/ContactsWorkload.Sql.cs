namespace EmbeddedDbBench.Core.Contacts;

public sealed partial class ContactsWorkload
{
    /// <summary>W2's SQL, built once: the timed steps only pick a string.</summary>
    private static class Sql
    {
        private static readonly string _columns = string.Join(", ", Contact.Columns);

        public static readonly string SelectAll = $"SELECT {_columns} FROM {Table}";
        public static readonly string SelectByState = $"{SelectAll} WHERE state = @value";
        public static readonly string SelectByZip = $"{SelectAll} WHERE zip = @value";
        public static readonly string KeysByState = $"SELECT id FROM {Table} WHERE state = @value";
        public static readonly string KeysByZip = $"SELECT id FROM {Table} WHERE zip = @value";
        public static readonly string UpdateZipByState = $"UPDATE {Table} SET zip = @new WHERE state = @value";
        public static readonly string UpdateStateByZip = $"UPDATE {Table} SET state = @new WHERE zip = @value";
        public static readonly string UpdateZipById = $"UPDATE {Table} SET zip = @new WHERE id = @id";
        public static readonly string UpdateStateById = $"UPDATE {Table} SET state = @new WHERE id = @id";
        public static readonly string DeleteByState = $"DELETE FROM {Table} WHERE state = @value";
        public static readonly string DeleteByZip = $"DELETE FROM {Table} WHERE zip = @value";
        public static readonly string DeleteById = $"DELETE FROM {Table} WHERE id = @id";
        public static readonly string RestoredTally =
            $"SELECT COUNT(*), SUM(id), SUM(CASE WHEN state = '{ContactsData.PlantedState}' THEN 1 ELSE 0 END), " +
            $"SUM(CASE WHEN zip = '{ContactsData.PlantedZip}' THEN 1 ELSE 0 END) FROM {Table}";
        public static readonly string CreateIndex = $"CREATE INDEX ix_contacts_state ON {Table} (state)";

        // id is the primary key so the row-by-row forms reach each row by key, as a cursor
        // would; the spec's only secondary index is the one on state.
        public static string CreateTable(SqlDialect dialect, string table = Table) =>
            $"CREATE TABLE {table} (id integer not null primary key, lastname {dialect.Text(25)}, " +
            $"firstname {dialect.Text(25)}, street {dialect.Text(30)}, city {dialect.Text(30)}, state {dialect.Text(2)}, " +
            $"zip {dialect.Text(10)}, country {dialect.Text(20)}, phone {dialect.Text(13)})";
    }
}
