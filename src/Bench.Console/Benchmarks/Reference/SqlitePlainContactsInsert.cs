using EmbeddedDbBench.Core;
using EmbeddedDbBench.Core.Contacts;
using Microsoft.Data.Sqlite;

namespace EmbeddedDbBench.Console.Benchmarks.Reference;

/// <summary>
/// W2's 25,000-row insert as a developer would write it by hand over Microsoft.Data.Sqlite: one
/// transaction, one prepared <see cref="SqliteCommand"/> with typed parameters, one
/// ExecuteNonQuery per row, into the same table and index.
/// </summary>
public sealed class SqlitePlainContactsInsert(ContactsWorkload inner) : ReferenceWorkload<ContactsStep>(inner, ContactsStep.Insert)
{
    /// <inheritdoc />
    protected override StepOutcome RunPlainLoop(StepContext context)
    {
        var connection = (SqliteConnection)context.Connection;
        using var insert = connection.CreateCommand();
        insert.Transaction = (SqliteTransaction?)context.Transaction;
        insert.CommandText = "INSERT INTO Contacts (id, lastname, firstname, street, city, state, zip, country, phone) " +
            "VALUES (@id, @lastname, @firstname, @street, @city, @state, @zip, @country, @phone)";
        var id = insert.Parameters.Add("@id", SqliteType.Integer);
        var lastName = insert.Parameters.Add("@lastname", SqliteType.Text);
        var firstName = insert.Parameters.Add("@firstname", SqliteType.Text);
        var street = insert.Parameters.Add("@street", SqliteType.Text);
        var city = insert.Parameters.Add("@city", SqliteType.Text);
        var state = insert.Parameters.Add("@state", SqliteType.Text);
        var zip = insert.Parameters.Add("@zip", SqliteType.Text);
        var country = insert.Parameters.Add("@country", SqliteType.Text);
        var phone = insert.Parameters.Add("@phone", SqliteType.Text);
        insert.Prepare();
        long rows = 0;
        foreach (var contact in inner.Data.Rows)
        {
            id.Value = contact.Id;
            lastName.Value = contact.LastName;
            firstName.Value = contact.FirstName;
            street.Value = contact.Street;
            city.Value = contact.City;
            state.Value = contact.State;
            zip.Value = contact.Zip;
            country.Value = contact.Country;
            phone.Value = contact.Phone;
            rows += insert.ExecuteNonQuery();
        }

        return new(rows, 0);
    }
}
