package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.Assertions;
import org.assertj.core.api.ListAssert;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.Page;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Assertions on one page of the Enhanced Client's Query or Scan: its beans ({@link #items()}), the attribute maps
 * they stand for ({@link #attributeMaps()}, compared by DynamoDB's rules), Count, ScannedCount and whether more
 * pages follow. Obtained from {@link DynamoEnhancedAssertions}.
 *
 * @param <T> the bean type
 */
public class EnhancedPageAssert<T> extends AbstractAssert<EnhancedPageAssert<T>, Page<T>> {

    private static final String OPERATION = "Enhanced Client";

    private TableSchema<T> schema;

    /** Creates the assert on the given page. */
    public EnhancedPageAssert(Page<T> actual) {
        super(actual, EnhancedPageAssert.class);
    }

    /** Converts the beans with this schema in {@link #attributeMaps()} and in messages; returns this assert. */
    public EnhancedPageAssert<T> usingTableSchema(TableSchema<T> tableSchema) {
        this.schema = tableSchema;
        return myself;
    }

    /** Navigates to the page's beans, with AssertJ's list assertions. */
    public ListAssert<T> items() {
        isNotNull();
        return Assertions.assertThat(actual.items()).describedAs(info.description());
    }

    /**
     * Navigates to the attribute maps of the page's beans (through the table schema given, or one derived from an
     * annotated bean class), with the item assertions compared by DynamoDB's rules:
     * {@code assertThat(page, table.tableSchema()).attributeMaps().containsExactly(itemsFromYaml("- { id: K1 }"))}.
     *
     * @throws IllegalArgumentException when no schema was given and none can be derived from the beans' class
     */
    public ItemsAssert attributeMaps() {
        isNotNull();
        return new ItemsAssert(EnhancedItems.toMaps(actual.items(), schema)).describedAs(info.description());
    }

    /** Verifies the page's Count, the number of items returned after any filter. */
    public EnhancedPageAssert<T> hasCount(int expected) {
        isNotNull();
        checkCount("Count", expected, actual.count());
        return myself;
    }

    /** Verifies the page's ScannedCount, the number of items read before any filter. */
    public EnhancedPageAssert<T> hasScannedCount(int expected) {
        isNotNull();
        checkCount("ScannedCount", expected, actual.scannedCount());
        return myself;
    }

    /** Verifies that the page has a LastEvaluatedKey: more pages follow. */
    public EnhancedPageAssert<T> hasMorePages() {
        isNotNull();
        checkMorePages();
        return myself;
    }

    /** Verifies that the page has no LastEvaluatedKey: it is the last page. */
    public EnhancedPageAssert<T> hasNoMorePages() {
        isNotNull();
        checkNoMorePages();
        return myself;
    }

    private void checkCount(String countName, int expected, Integer actualCount) {
        if (actualCount == null || actualCount != expected) {
            throwAssertionError(ShouldHavePage.shouldHaveCount(OPERATION, countName, expected, actualCount,
                    EnhancedItems.table(actual.items(), schema)));
        }
    }

    private void checkMorePages() {
        if (lastEvaluatedKey().isEmpty()) {
            throwAssertionError(ShouldHavePage.shouldHaveMorePages(OPERATION));
        }
    }

    private void checkNoMorePages() {
        if (!lastEvaluatedKey().isEmpty()) {
            throwAssertionError(ShouldHavePage.shouldHaveNoMorePages(OPERATION, lastEvaluatedKey()));
        }
    }

    private Map<String, AttributeValue> lastEvaluatedKey() {
        return actual.lastEvaluatedKey() == null ? Map.of() : actual.lastEvaluatedKey();
    }

    /** The page's beans, for the pages assert. */
    List<T> beans() {
        return actual.items();
    }
}
