using EmbeddedDbBench.Core.Contacts;

namespace EmbeddedDbBench.Core.Sync;

/// <summary>The per-row statements of W2's row-by-row tests, run on both sides by the naive sync.</summary>
internal static class SyncSql
{
    private const string Table = ContactsWorkload.Table;

    public static readonly string KeysByState = $"SELECT id FROM {Table} WHERE state = @value";
    public static readonly string KeysByZip = $"SELECT id FROM {Table} WHERE zip = @value";
    public static readonly string UpdateZipById = $"UPDATE {Table} SET zip = @new WHERE id = @id";
    public static readonly string UpdateStateById = $"UPDATE {Table} SET state = @new WHERE id = @id";
    public static readonly string DeleteById = $"DELETE FROM {Table} WHERE id = @id";
}
