package dev.dynamofixtures.assertj;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.core.pagination.sync.SdkIterable;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Assertions on every page of a Query or Scan paginator: all the pages' items in order (see
 * {@link AbstractItemsAssert}), the number of pages, the Count and ScannedCount summed over them, and navigation to
 * one page. The paginator is read once, when the assert is created: each further reading would call DynamoDB again.
 * Inside soft assertions, the assertions after {@link #page(int)} fail at once: AssertJ's soft proxies follow only
 * its own navigation methods.
 *
 * @param <SELF> the concrete assert type, returned by every assertion for chaining
 * @param <ACTUAL> the paginator under test
 * @param <PAGE> the response type of one page
 * @param <PAGE_ASSERT> the assert of one page
 */
public abstract class AbstractPagesAssert<SELF extends AbstractPagesAssert<SELF, ACTUAL, PAGE, PAGE_ASSERT>,
        ACTUAL extends SdkIterable<PAGE>, PAGE, PAGE_ASSERT extends AbstractPageAssert<PAGE_ASSERT, PAGE>>
        extends AbstractItemsAssert<SELF, ACTUAL> {

    private final String operation;
    private final List<PAGE> pages;

    /** Creates the assert, reading every page; {@code operation} ("Query", "Scan") names them in messages. */
    protected AbstractPagesAssert(ACTUAL actual, Class<?> selfType, String operation) {
        super(actual, selfType);
        this.operation = operation;
        List<PAGE> read = new ArrayList<>();
        if (actual != null) {
            actual.forEach(read::add);
        }
        this.pages = List.copyOf(read);
    }

    /** The items of one page. */
    protected abstract List<Map<String, AttributeValue>> itemsOf(PAGE page);

    /** The Count of one page. */
    protected abstract Integer countOf(PAGE page);

    /** The ScannedCount of one page. */
    protected abstract Integer scannedCountOf(PAGE page);

    /** The LastEvaluatedKey of one page, empty on the last. */
    protected abstract Map<String, AttributeValue> lastEvaluatedKeyOf(PAGE page);

    /** The assert of one page. */
    protected abstract PAGE_ASSERT pageAssert(PAGE page);

    /** The pages, as read when the assert was created. */
    protected List<PAGE> pages() {
        return pages;
    }

    /** Every page's items, page after page. */
    @Override
    protected List<Map<String, AttributeValue>> items() {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        pages.forEach(page -> items.addAll(itemsOf(page)));
        return items;
    }

    /** Verifies the number of pages the paginator returned. */
    public SELF hasPageCount(int expected) {
        isNotNull();
        failIf(facts().pageCountError(expected));
        return myself;
    }

    /** Verifies the Count summed over every page: the items returned, after any filter. */
    public SELF hasCount(int expected) {
        isNotNull();
        failIf(facts().countError(expected));
        return myself;
    }

    /** Verifies the ScannedCount summed over every page: the items read, before any filter. */
    public SELF hasScannedCount(int expected) {
        isNotNull();
        failIf(facts().scannedCountError(expected));
        return myself;
    }

    /**
     * Navigates to the page at {@code index} (from 0), with the assertions of one Query or Scan response.
     * Example: {@code assertThat(client.queryPaginator(request)).page(0).hasCount(25).hasMorePages()}.
     */
    public PAGE_ASSERT page(int index) {
        isNotNull();
        failIf(facts().pageIndexError(index));
        return pageAssert(pages.get(index)).describedAs(info.description());
    }

    private PageFacts facts() {
        return PageFacts.of(operation, pages, this::countOf, this::scannedCountOf, this::lastEvaluatedKeyOf);
    }

    private void failIf(ErrorMessageFactory error) {
        if (error != null) {
            throwAssertionError(error);
        }
    }
}
