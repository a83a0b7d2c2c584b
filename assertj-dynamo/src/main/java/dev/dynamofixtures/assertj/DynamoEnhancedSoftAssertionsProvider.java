package dev.dynamofixtures.assertj;

import org.assertj.core.api.SoftAssertionsProvider;
import software.amazon.awssdk.core.pagination.sync.SdkIterable;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.Page;

/**
 * The soft versions of {@link DynamoEnhancedAssertions}' entry points, apart from
 * {@link DynamoSoftAssertionsProvider} for the same reason the entry points are apart.
 */
public interface DynamoEnhancedSoftAssertionsProvider extends SoftAssertionsProvider {

    /** Soft assertions on every page of a {@code PageIterable<T>}. */
    @SuppressWarnings("unchecked")
    default <T> EnhancedPagesAssert<T> assertThat(SdkIterable<Page<T>> actual) {
        return proxy(EnhancedPagesAssert.class, SdkIterable.class, actual);
    }

    /** Soft assertions on every page of a {@code PageIterable<T>}, converting the beans with the table's schema. */
    default <T> EnhancedPagesAssert<T> assertThat(SdkIterable<Page<T>> actual, TableSchema<T> tableSchema) {
        return this.<T>assertThat(actual).usingTableSchema(tableSchema);
    }

    /** Soft assertions on one page. */
    @SuppressWarnings("unchecked")
    default <T> EnhancedPageAssert<T> assertThat(Page<T> actual) {
        return proxy(EnhancedPageAssert.class, Page.class, actual);
    }

    /** Soft assertions on one page, converting the beans with the table's schema. */
    default <T> EnhancedPageAssert<T> assertThat(Page<T> actual, TableSchema<T> tableSchema) {
        return this.<T>assertThat(actual).usingTableSchema(tableSchema);
    }
}
