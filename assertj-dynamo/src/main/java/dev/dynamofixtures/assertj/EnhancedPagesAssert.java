package dev.dynamofixtures.assertj;

import java.util.ArrayList;
import java.util.List;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.Assertions;
import org.assertj.core.api.ListAssert;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.core.pagination.sync.SdkIterable;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.Page;

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
        failIf(facts().pageIndexError(index));
        return new EnhancedPageAssert<>(pages.get(index)).usingTableSchema(schema).describedAs(info.description());
    }

    /** Verifies the number of pages. */
    public EnhancedPagesAssert<T> hasPageCount(int expected) {
        isNotNull();
        failIf(facts().pageCountError(expected));
        return myself;
    }

    /** Verifies the Count summed over every page: the items returned, after any filter. */
    public EnhancedPagesAssert<T> hasCount(int expected) {
        isNotNull();
        failIf(facts().countError(expected));
        return myself;
    }

    /** Verifies the ScannedCount summed over every page: the items read, before any filter. */
    public EnhancedPagesAssert<T> hasScannedCount(int expected) {
        isNotNull();
        failIf(facts().scannedCountError(expected));
        return myself;
    }

    private List<T> beans() {
        List<T> beans = new ArrayList<>();
        pages.forEach(page -> beans.addAll(page.items()));
        return beans;
    }

    private PageFacts facts() {
        return PageFacts.of(OPERATION, pages, Page::count, Page::scannedCount, Page::lastEvaluatedKey);
    }

    private void failIf(ErrorMessageFactory error) {
        if (error != null) {
            throwAssertionError(error);
        }
    }
}
