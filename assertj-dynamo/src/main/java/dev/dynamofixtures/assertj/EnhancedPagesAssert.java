package dev.dynamofixtures.assertj;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.Assertions;
import org.assertj.core.api.ListAssert;
import software.amazon.awssdk.core.pagination.sync.SdkIterable;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.Page;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Assertions on every page of the Enhanced Client's Query or Scan ({@code PageIterable<T>}, or any
 * {@code SdkIterable<Page<T>>}): all pages' beans in order ({@link #items()}), the attribute maps they stand for
 * ({@link #attributeMaps()}, with the item assertions compared by DynamoDB's rules), the number of pages, Count and
 * ScannedCount in all, and {@link #page(int)}. The pages are read once, when the assert is created. Inside soft
 * assertions, the assertions after {@link #items()}, {@link #attributeMaps()} and {@link #page(int)} fail at once:
 * AssertJ's soft proxies follow only its own navigation methods.
 *
 * @param <T> the bean type
 */
public class EnhancedPagesAssert<T> extends AbstractAssert<EnhancedPagesAssert<T>, SdkIterable<Page<T>>> {

    private static final String OPERATION = "Enhanced Client";

    private final List<Page<T>> pages;
    private TableSchema<T> schema;

    /** Creates the assert, reading every page. */
    public EnhancedPagesAssert(SdkIterable<Page<T>> actual) {
        super(actual, EnhancedPagesAssert.class);
        List<Page<T>> read = new ArrayList<>();
        if (actual != null) {
            actual.forEach(read::add);
        }
        this.pages = List.copyOf(read);
    }

    /** Converts the beans with this schema in {@link #attributeMaps()} and in messages; returns this assert. */
    public EnhancedPagesAssert<T> usingTableSchema(TableSchema<T> tableSchema) {
        this.schema = tableSchema;
        return myself;
    }

    /** Navigates to every page's beans, page after page, with AssertJ's list assertions. */
    public ListAssert<T> items() {
        isNotNull();
        return Assertions.assertThat(beans()).describedAs(info.description());
    }

    /**
     * Navigates to the attribute maps of every page's beans (through the table schema given, or one derived from
     * an annotated bean class), with the item assertions compared by DynamoDB's rules, ordering included:
     * {@code assertThat(table.query(request)).attributeMaps().isInIndexOrder(description, null)}.
     *
     * @throws IllegalArgumentException when no schema was given and none can be derived from the beans' class
     */
    public ItemsAssert attributeMaps() {
        isNotNull();
        return new ItemsAssert(EnhancedItems.toMaps(beans(), schema)).describedAs(info.description());
    }

    /** Navigates to the page at {@code index} (from 0), with the assertions of one page. */
    public EnhancedPageAssert<T> page(int index) {
        isNotNull();
        checkPageIndex(index);
        return new EnhancedPageAssert<>(pages.get(index)).usingTableSchema(schema).describedAs(info.description());
    }

    /** Verifies the number of pages. */
    public EnhancedPagesAssert<T> hasPageCount(int expected) {
        isNotNull();
        checkPageCount(expected);
        return myself;
    }

    /** Verifies the Count summed over every page: the items returned, after any filter. */
    public EnhancedPagesAssert<T> hasCount(int expected) {
        isNotNull();
        checkTotal("Count", expected, pages.stream().mapToInt(page -> orZero(page.count())).sum());
        return myself;
    }

    /** Verifies the ScannedCount summed over every page: the items read, before any filter. */
    public EnhancedPagesAssert<T> hasScannedCount(int expected) {
        isNotNull();
        checkTotal("ScannedCount", expected, pages.stream().mapToInt(page -> orZero(page.scannedCount())).sum());
        return myself;
    }

    private List<T> beans() {
        List<T> beans = new ArrayList<>();
        pages.forEach(page -> beans.addAll(page.items()));
        return beans;
    }

    private void checkPageCount(int expected) {
        if (pages.size() != expected) {
            throwAssertionError(ShouldHavePage.shouldHavePageCount(OPERATION, summary(), expected, pages.size()));
        }
    }

    private void checkTotal(String countName, int expected, int actualTotal) {
        if (actualTotal != expected) {
            throwAssertionError(ShouldHavePage.shouldHaveTotal(OPERATION, summary(), countName, expected, actualTotal));
        }
    }

    private void checkPageIndex(int index) {
        if (index < 0 || index >= pages.size()) {
            throwAssertionError(ShouldHavePage.shouldHavePage(OPERATION, summary(), index, pages.size()));
        }
    }

    private static int orZero(Integer count) {
        return count == null ? 0 : count;
    }

    private String summary() {
        List<Integer> counts = new ArrayList<>();
        List<Integer> scannedCounts = new ArrayList<>();
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (Page<T> page : pages) {
            counts.add(page.count());
            scannedCounts.add(page.scannedCount());
            keys.add(page.lastEvaluatedKey());
        }
        return ShouldHavePage.summary(counts, scannedCounts, keys);
    }
}
