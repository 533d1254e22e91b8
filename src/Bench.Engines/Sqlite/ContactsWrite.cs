using EmbeddedDbBench.Core.Contacts;
using static EmbeddedDbBench.Core.Contacts.ContactsStep;

namespace EmbeddedDbBench.Engines.Sqlite;

/// <summary>
/// One of W2's updates or deletes as the layers run it: the set-based statement, or the keys query and
/// the per-key statement of its row-by-row form, with the filter value and the value written (null for a delete).
/// </summary>
/// <param name="SetBasedSql">The one statement of the set-based form (<c>@New</c>, <c>@Value</c>).</param>
/// <param name="KeysSql">The query for the matching keys (<c>@Value</c>).</param>
/// <param name="RowSql">The per-key statement (<c>@New</c>, <c>@Id</c>).</param>
/// <param name="FilterValue">The planted value the step filters on.</param>
/// <param name="NewValue">The value an update writes; null for a delete.</param>
/// <param name="RowByRow">True for the row-by-row form.</param>
public sealed record ContactsWrite(string SetBasedSql, string KeysSql, string RowSql, string FilterValue, string? NewValue, bool RowByRow)
{
    /// <summary>The write <paramref name="step"/> runs; throws for a step that is not an update or delete.</summary>
    public static ContactsWrite Of(ContactsStep step)
    {
        var rowByRow = step is UpdateByStateRowByRow or UpdateByZipRowByRow or DeleteByStateRowByRow or DeleteByZipRowByRow;
        return step switch
        {
            UpdateByState or UpdateByStateRowByRow => new(SqliteLayerSql.UpdateZipByState, SqliteLayerSql.KeysByState,
                SqliteLayerSql.UpdateZipById, ContactsData.PlantedState, ContactsData.UpdatedZip, rowByRow),
            UpdateByZip or UpdateByZipRowByRow => new(SqliteLayerSql.UpdateStateByZip, SqliteLayerSql.KeysByZip,
                SqliteLayerSql.UpdateStateById, ContactsData.PlantedZip, ContactsData.UpdatedState, rowByRow),
            DeleteByState or DeleteByStateRowByRow => new(SqliteLayerSql.DeleteByState, SqliteLayerSql.KeysByState,
                SqliteLayerSql.DeleteById, ContactsData.PlantedState, null, rowByRow),
            DeleteByZip or DeleteByZipRowByRow => new(SqliteLayerSql.DeleteByZip, SqliteLayerSql.KeysByZip,
                SqliteLayerSql.DeleteById, ContactsData.PlantedZip, null, rowByRow),
            _ => throw new ArgumentOutOfRangeException(nameof(step), step, "not an update or delete"),
        };
    }

    /// <summary>True when the write updates a column (false: it deletes).</summary>
    public bool Updates => NewValue is not null;

    /// <summary>The SELECT of every column for the planted value of a select step.</summary>
    public static (string Sql, string Value) SelectOf(ContactsStep step) => step == SelectByState
        ? (SqliteLayerSql.SelectByState, ContactsData.PlantedState)
        : (SqliteLayerSql.SelectByZip, ContactsData.PlantedZip);
}
