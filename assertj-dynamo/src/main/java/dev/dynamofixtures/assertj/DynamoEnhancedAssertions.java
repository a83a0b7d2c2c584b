package dev.dynamofixtures.assertj;

import software.amazon.awssdk.core.pagination.sync.SdkIterable;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.Page;

/**
 * Entry point of the assertions on the Enhanced Client's pages, apart from {@link DynamoAssertions} so that users
 * without the Enhanced Client on their classpath compile and run against {@code DynamoAssertions} as before (javac
 * needs every parameter type of every overload it weighs).
 *
 * <pre>{@code
 * DynamoDbTable<Order> orders = enhanced.table("orders", TableSchema.fromBean(Order.class));
 * assertThat(orders.query(keyEqualTo(k -> k.partitionValue("C1"))), orders.tableSchema())
 *         .hasPageCount(1)
 *         .attributeMaps().containsExactly(itemsFromYaml("- { customer: C1, order_id: O1, amount: 200 }"));
 * assertThat(orders.scan()).items().extracting(Order::getOrderId).contains("O1");
 * }</pre>
 */
public final class DynamoEnhancedAssertions {

    private DynamoEnhancedAssertions() {
    }

    /**
     * Assertions on every page of a {@code PageIterable<T>} (from {@code DynamoDbTable.query} or {@code scan}); the
     * beans convert to attribute maps through a schema derived from their annotated class.
     */
    public static <T> EnhancedPagesAssert<T> assertThat(SdkIterable<Page<T>> actual) {
        return new EnhancedPagesAssert<>(actual);
    }

    /** Assertions on every page of a {@code PageIterable<T>}, converting the beans with the table's schema. */
    public static <T> EnhancedPagesAssert<T> assertThat(SdkIterable<Page<T>> actual, TableSchema<T> tableSchema) {
        return new EnhancedPagesAssert<>(actual).usingTableSchema(tableSchema);
    }

    /** Assertions on one page; the beans convert through a schema derived from their annotated class. */
    public static <T> EnhancedPageAssert<T> assertThat(Page<T> actual) {
        return new EnhancedPageAssert<>(actual);
    }

    /** Assertions on one page, converting the beans with the table's schema. */
    public static <T> EnhancedPageAssert<T> assertThat(Page<T> actual, TableSchema<T> tableSchema) {
        return new EnhancedPageAssert<>(actual).usingTableSchema(tableSchema);
    }
}
