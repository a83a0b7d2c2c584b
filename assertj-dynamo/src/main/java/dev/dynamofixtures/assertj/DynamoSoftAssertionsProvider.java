package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import org.assertj.core.api.SoftAssertionsProvider;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.paginators.QueryIterable;
import software.amazon.awssdk.services.dynamodb.paginators.ScanIterable;

/** The soft versions of {@link DynamoAssertions}' entry points: failures are collected, not thrown at once. */
public interface DynamoSoftAssertionsProvider extends SoftAssertionsProvider {

    /** Soft assertions on one Query page. */
    default QueryResponseAssert assertThat(QueryResponse actual) {
        return proxy(QueryResponseAssert.class, QueryResponse.class, actual);
    }

    /** Soft assertions on one Scan page. */
    default ScanResponseAssert assertThat(ScanResponse actual) {
        return proxy(ScanResponseAssert.class, ScanResponse.class, actual);
    }

    /** Soft assertions on the item a GetItem returned. */
    default ItemAssert assertThat(GetItemResponse actual) {
        return proxy(ItemAssert.class, Map.class, actual == null || !actual.hasItem() ? null : actual.item());
    }

    /** Soft assertions on one item. */
    default ItemAssert assertThat(Map<String, AttributeValue> actual) {
        return proxy(ItemAssert.class, Map.class, actual);
    }

    /** Soft assertions on a list of items. */
    default ItemsAssert assertThat(List<Map<String, AttributeValue>> actual) {
        return proxy(ItemsAssert.class, List.class, actual);
    }

    // operation log: how code used DynamoDB

    /** Soft assertions on how code used DynamoDB, read from a database's operation log. */
    default OperationLogAssert assertThat(dev.dynamofixtures.core.log.OperationLog actual) {
        return proxy(OperationLogAssert.class, dev.dynamofixtures.core.log.OperationLog.class, actual);
    }

    /** Soft assertions on one recorded call. */
    default RecordedCallAssert assertThat(dev.dynamofixtures.core.log.RecordedCall actual) {
        return proxy(RecordedCallAssert.class, dev.dynamofixtures.core.log.RecordedCall.class, actual);
    }

    // fixture tables and indexes

    /** Soft assertions on a database's tables and indexes; navigation to tables, indexes and partitions stays soft. */
    default DatabaseAssert assertThat(dev.dynamofixtures.core.DynamoDatabase actual) {
        return proxy(DatabaseAssert.class, dev.dynamofixtures.core.DynamoDatabase.class, actual);
    }

    // results: paginators

    /** Soft assertions on every page of a Query paginator. */
    default QueryPagesAssert assertThat(QueryIterable actual) {
        return proxy(QueryPagesAssert.class, QueryIterable.class, actual);
    }

    /** Soft assertions on every page of a Scan paginator. */
    default ScanPagesAssert assertThat(ScanIterable actual) {
        return proxy(ScanPagesAssert.class, ScanIterable.class, actual);
    }
}
