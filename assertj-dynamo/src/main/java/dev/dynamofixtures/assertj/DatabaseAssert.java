package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.DynamoDatabase;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.error.ErrorMessageFactory;
import org.assertj.core.error.ShouldNotBeNull;

/**
 * Assertions on a database's tables and indexes, whatever its backend (the in-memory engine, DynamoDB Local, an
 * endpoint): navigate to a table with {@link #table(String)}, then to an index with {@link TableAssert#index}.
 * Everything is read through {@link DynamoDatabase#unrecordedClient()}, so the assertions never show in the
 * database's operation log; each table is described once per assertion chain.
 *
 * <pre><code class='java'> assertThat(database).table("orders").hasItemCount(3);
 * assertThat(database).table("orders").index("OrdersByStatusDateAmount")
 *     .partition("customer_id", "C#1A2B3C")
 *     .isSortedBy("status", "order_date", "amount");</code></pre>
 */
public class DatabaseAssert extends AbstractAssert<DatabaseAssert, DynamoDatabase> {

    private final DatabaseReader reader;

    /** Creates the assert on the given database; {@link DynamoAssertions#assertThat(DynamoDatabase)} is the usual way. */
    public DatabaseAssert(DynamoDatabase actual) {
        super(actual, DatabaseAssert.class);
        this.reader = actual == null ? null : new DatabaseReader(actual);
    }

    /**
     * Navigates to one table of the database. The table is looked up by its assertions, which fail naming the
     * tables that exist when it does not.
     */
    public final TableAssert table(String tableName) {
        if (actual == null) {
            throw failure(ShouldNotBeNull.shouldNotBeNull());
        }
        return toAssertForProxy(new DatabaseTable(reader, actual, tableName));
    }

    /**
     * Where navigation creates the table assert: soft assertions' proxies intercept {@code *ForProxy} methods and
     * make the result a soft assert too. Not for callers.
     */
    protected TableAssert toAssertForProxy(DatabaseTable table) {
        return new TableAssert(table);
    }

    /**
     * The failure as an error to throw directly. Navigation methods are final, so soft assertions' proxies do not
     * intercept them, and an intercepted {@code throwAssertionError} would collect the error and return: they must
     * stop here, with the same message.
     */
    private AssertionError failure(ErrorMessageFactory factory) {
        String overriding = info.overridingErrorMessage();
        return new AssertionError(overriding != null ? overriding : factory.create(info.description(),
                info.representation()));
    }
}
