package dev.dynamofixtures.core.enhanced;

import static dev.dynamofixtures.core.enhanced.Shipment.BY_CREATED;
import static dev.dynamofixtures.core.enhanced.Shipment.BY_STATUS;
import static dev.dynamofixtures.core.enhanced.Shipment.BY_STATUS_REGION;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.core.pagination.sync.SdkIterable;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Expression;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.Page;
import software.amazon.awssdk.enhanced.dynamodb.model.PutItemEnhancedRequest;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryEnhancedRequest;
import software.amazon.awssdk.enhanced.dynamodb.model.ScanEnhancedRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The SDK's Enhanced Client, end to end on {@link InMemoryDynamo#client()}: a bean schema with an LSI, a classic
 * GSI and a multi-attribute GSI, created from the schema; reads, conditional writes, queries in both directions,
 * pagination. Updates, batches and transactions are in {@link EnhancedWritesTest}.
 */
class EnhancedClientTest {
    private InMemoryDynamo dynamo;
    private DynamoDbClient client;
    private DynamoDbTable<Shipment> table;
    private List<Shipment> all;

    @BeforeEach
    void createTableFromTheBeanSchema() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        DynamoDbEnhancedClient enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build();
        table = enhanced.table("shipments", TableSchema.fromBean(Shipment.class));
        table.createTable();
        all = Shipments.all();
        all.forEach(table::putItem);
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private static List<String> ids(List<Shipment> shipments) {
        return shipments.stream().map(Shipment::getShipmentId).toList();
    }

    private static List<String> ids(SdkIterable<Page<Shipment>> pages) {
        List<Shipment> items = new ArrayList<>();
        pages.forEach(page -> items.addAll(page.items()));
        return ids(items);
    }

    private static Key partition(String status, String region, Integer... sortValues) {
        Key.Builder key = Key.builder().addPartitionValue(status).addPartitionValue(region);
        for (Integer value : sortValues) {
            key.addSortValue(value);
        }
        return key.build();
    }

    private List<String> queryMulti(QueryConditional conditional, boolean forward) {
        return ids(table.index(BY_STATUS_REGION).query(QueryEnhancedRequest.builder()
                .queryConditional(conditional).scanIndexForward(forward).build()));
    }

    private List<String> expected(Predicate<Shipment> filter, boolean forward) {
        return ids(Shipments.partition(all, "SHIPPED", "EU", filter, forward));
    }

    private static KeySchemaElement element(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    @Test
    void create_table_from_the_bean_schema_declares_the_multi_attribute_gsi_in_annotation_order() {
        TableDescription description = client.describeTable(b -> b.tableName("shipments")).table();

        GlobalSecondaryIndexDescription multi = description.globalSecondaryIndexes().stream()
                .filter(g -> g.indexName().equals(BY_STATUS_REGION)).findFirst().orElseThrow();
        assertThat(multi.keySchema()).containsExactly(element("status", KeyType.HASH), element("region", KeyType.HASH),
                element("year", KeyType.RANGE), element("month", KeyType.RANGE), element("day", KeyType.RANGE));
        assertThat(description.localSecondaryIndexes()).singleElement().satisfies(lsi -> assertThat(lsi.keySchema())
                .containsExactly(element("customerId", KeyType.HASH), element("createdAt", KeyType.RANGE)));
        assertThat(description.itemCount()).isEqualTo(all.size());
        assertThat(multi.itemCount()).isEqualTo(all.size());
    }

    @Test
    void put_then_get_round_trips_a_bean_with_its_first_version() {
        Shipment first = all.get(0);

        Shipment read = table.getItem(Key.builder().partitionValue(first.getCustomerId())
                .sortValue(first.getShipmentId()).build());

        first.setVersion(1L);
        assertThat(read).isEqualTo(first);
    }

    @Test
    void the_version_attribute_makes_puts_conditional() {
        // given
        Shipment stored = table.getItem(all.get(0));
        Shipment stale = table.getItem(all.get(0));

        // when
        stored.setAmount(new BigDecimal("12.5"));
        table.putItem(stored);

        // then: the stale copy (version 1) no longer matches, nor does a new record with the same key
        stale.setAmount(BigDecimal.ONE);
        assertThatThrownBy(() -> table.putItem(stale)).isInstanceOf(ConditionalCheckFailedException.class);
        Shipment fresh = Shipments.all().get(0);
        assertThatThrownBy(() -> table.putItem(fresh)).isInstanceOf(ConditionalCheckFailedException.class);
        Shipment read = table.getItem(all.get(0));
        assertThat(read.getVersion()).isEqualTo(2L);
        assertThat(read.getAmount()).isEqualByComparingTo("12.5");
    }

    @Test
    void a_put_with_a_condition_expression_fails_when_the_item_exists_and_changes_nothing() {
        Shipment copy = Shipments.all().get(1);
        copy.setVersion(1L);
        copy.setAmount(BigDecimal.ZERO);

        assertThatThrownBy(() -> table.putItem(PutItemEnhancedRequest.builder(Shipment.class).item(copy)
                .conditionExpression(Expression.builder().expression("attribute_not_exists(customerId)").build())
                .build())).isInstanceOf(ConditionalCheckFailedException.class);
        assertThat(table.getItem(copy).getAmount()).isEqualByComparingTo("10");
    }

    @Test
    void delete_returns_the_old_bean_and_removes_it_from_every_index() {
        Shipment victim = all.get(5);

        Shipment deleted = table.deleteItem(victim);

        assertThat(deleted.getShipmentId()).isEqualTo(victim.getShipmentId());
        assertThat(table.getItem(victim)).isNull();
        assertThat(ids(table.index(BY_STATUS_REGION).scan().stream().flatMap(p -> p.items().stream()).toList()))
                .doesNotContain(victim.getShipmentId()).hasSize(all.size() - 1);
        assertThat(ids(table.index(BY_CREATED).scan().stream().flatMap(p -> p.items().stream()).toList()))
                .doesNotContain(victim.getShipmentId());
    }

    @Test
    void a_conditional_delete_fails_when_its_condition_does_not_hold() {
        Shipment target = all.get(3);

        assertThatThrownBy(() -> table.deleteItem(r -> r.key(table.keyFrom(target))
                .conditionExpression(Expression.builder().expression("#s = :s")
                        .expressionNames(Map.of("#s", "status"))
                        .expressionValues(Map.of(":s", AttributeValue.fromS("LOST"))).build())))
                .isInstanceOf(ConditionalCheckFailedException.class);
        assertThat(table.getItem(target)).isNotNull();
    }

    @Test
    void base_table_queries_use_the_sort_key_in_both_directions() {
        List<Shipment> c1 = all.stream().filter(s -> s.getCustomerId().equals("c1"))
                .sorted(java.util.Comparator.comparing(Shipment::getShipmentId)).toList();

        List<String> after = ids(table.query(QueryEnhancedRequest.builder()
                .queryConditional(QueryConditional.sortGreaterThan(k -> k.partitionValue("c1").sortValue("s040")))
                .build()));
        List<String> beginsDescending = ids(table.query(QueryEnhancedRequest.builder()
                .queryConditional(QueryConditional.sortBeginsWith(k -> k.partitionValue("c1").sortValue("s01")))
                .scanIndexForward(false).build()));

        assertThat(after).containsExactlyElementsOf(ids(c1.stream().filter(s -> s.getShipmentId().compareTo("s040") > 0)
                .toList()));
        assertThat(beginsDescending).containsExactlyElementsOf(ids(c1.stream()
                .filter(s -> s.getShipmentId().startsWith("s01")).sorted((a, b) -> b.getShipmentId()
                        .compareTo(a.getShipmentId())).toList()));
    }

    @Test
    void the_lsi_answers_a_between_query_on_its_sort_key() {
        List<String> found = ids(table.index(BY_CREATED).query(QueryEnhancedRequest.builder()
                .queryConditional(QueryConditional.sortBetween(k -> k.partitionValue("c2").sortValue("2024-03"),
                        k -> k.partitionValue("c2").sortValue("2024-07")))
                .build()));

        assertThat(found).containsExactlyElementsOf(ids(all.stream().filter(s -> s.getCustomerId().equals("c2"))
                .filter(s -> s.getCreatedAt().compareTo("2024-03") >= 0 && s.getCreatedAt().compareTo("2024-07") <= 0)
                .sorted(java.util.Comparator.comparing(Shipment::getCreatedAt)).toList()));
    }

    @Test
    void the_classic_gsi_answers_an_equality_query_in_created_order() {
        List<String> found = ids(table.index(BY_STATUS).query(QueryConditional.keyEqualTo(k -> k.partitionValue("NEW"))));

        assertThat(found).containsExactlyElementsOf(ids(all.stream().filter(s -> s.getStatus().equals("NEW"))
                .sorted(java.util.Comparator.comparing(Shipment::getCreatedAt)).toList()));
    }

    @ParameterizedTest(name = "forward = {0}")
    @ValueSource(booleans = {true, false})
    void a_multi_attribute_partition_is_read_whole_in_sort_tuple_order(boolean forward) {
        assertThat(queryMulti(QueryConditional.keyEqualTo(partition("SHIPPED", "EU")), forward))
                .isNotEmpty().containsExactlyElementsOf(expected(s -> true, forward));
    }

    @ParameterizedTest(name = "forward = {0}")
    @ValueSource(booleans = {true, false})
    void key_equal_to_with_a_sort_prefix_fixes_the_leading_sort_attributes(boolean forward) {
        assertThat(queryMulti(QueryConditional.keyEqualTo(partition("SHIPPED", "EU", 2024)), forward))
                .isNotEmpty().containsExactlyElementsOf(expected(s -> s.getYear() == 2024, forward));
        assertThat(queryMulti(QueryConditional.keyEqualTo(partition("SHIPPED", "EU", 2024, 5)), forward))
                .containsExactlyElementsOf(expected(s -> s.getYear() == 2024 && s.getMonth() == 5, forward));
    }

    @ParameterizedTest(name = "forward = {0}")
    @ValueSource(booleans = {true, false})
    void sort_between_on_a_composite_sort_key_fixes_the_prefix_and_bounds_the_last_value(boolean forward) {
        List<String> months = queryMulti(QueryConditional.sortBetween(partition("SHIPPED", "EU", 2024, 3),
                partition("SHIPPED", "EU", 2024, 8)), forward);
        List<String> years = queryMulti(QueryConditional.sortBetween(partition("SHIPPED", "EU", 2023),
                partition("SHIPPED", "EU", 2024)), forward);
        List<String> days = queryMulti(QueryConditional.sortBetween(partition("SHIPPED", "EU", 2025, 2, 1),
                partition("SHIPPED", "EU", 2025, 2, 20)), forward);

        assertThat(months).isNotEmpty().containsExactlyElementsOf(expected(s -> s.getYear() == 2024
                && s.getMonth() >= 3 && s.getMonth() <= 8, forward));
        assertThat(years).isNotEmpty().containsExactlyElementsOf(expected(s -> s.getYear() <= 2024, forward));
        assertThat(days).containsExactlyElementsOf(expected(s -> s.getYear() == 2025 && s.getMonth() == 2
                && s.getDay() >= 1 && s.getDay() <= 20, forward));
    }

    @ParameterizedTest(name = "forward = {0}")
    @ValueSource(booleans = {true, false})
    void sort_comparisons_on_a_composite_sort_key_apply_to_the_last_value_given(boolean forward) {
        assertThat(queryMulti(QueryConditional.sortGreaterThan(partition("SHIPPED", "EU", 2024, 6)), forward))
                .isNotEmpty().containsExactlyElementsOf(expected(s -> s.getYear() == 2024 && s.getMonth() > 6, forward));
        assertThat(queryMulti(QueryConditional.sortGreaterThan(partition("SHIPPED", "EU", 2023)), forward))
                .isNotEmpty().containsExactlyElementsOf(expected(s -> s.getYear() > 2023, forward));
        assertThat(queryMulti(QueryConditional.sortGreaterThanOrEqualTo(partition("SHIPPED", "EU", 2025, 11)), forward))
                .containsExactlyElementsOf(expected(s -> s.getYear() == 2025 && s.getMonth() >= 11, forward));
        assertThat(queryMulti(QueryConditional.sortLessThan(partition("SHIPPED", "EU", 2024, 4)), forward))
                .containsExactlyElementsOf(expected(s -> s.getYear() == 2024 && s.getMonth() < 4, forward));
        assertThat(queryMulti(QueryConditional.sortLessThanOrEqualTo(partition("SHIPPED", "EU", 2025, 1, 15)), forward))
                .containsExactlyElementsOf(expected(s -> s.getYear() == 2025 && s.getMonth() == 1
                        && s.getDay() <= 15, forward));
    }

    @ParameterizedTest(name = "forward = {0}")
    @ValueSource(booleans = {true, false})
    void pages_of_a_multi_attribute_query_join_up_without_gaps_or_repeats(boolean forward) {
        // when
        List<Page<Shipment>> pages = table.index(BY_STATUS_REGION).query(QueryEnhancedRequest.builder()
                .queryConditional(QueryConditional.sortGreaterThan(partition("SHIPPED", "EU", 2023)))
                .scanIndexForward(forward).limit(2).build()).stream().toList();

        // then
        List<Shipment> joined = pages.stream().flatMap(p -> p.items().stream()).toList();
        assertThat(pages).allSatisfy(p -> assertThat(p.items()).hasSizeLessThanOrEqualTo(2));
        assertThat(pages.size()).isGreaterThan(3);
        assertThat(ids(joined)).containsExactlyElementsOf(expected(s -> s.getYear() > 2023, forward));
        assertThat(pages.get(0).lastEvaluatedKey()).containsKeys("status", "region", "year", "month", "day",
                "customerId", "shipmentId");
    }

    @Test
    void items_of_a_paginated_query_and_scan_stream_every_item_once() {
        List<String> queried = ids(table.index(BY_STATUS_REGION)
                .query(QueryEnhancedRequest.builder().queryConditional(QueryConditional.keyEqualTo(
                        partition("SHIPPED", "EU"))).limit(3).build())
                .stream().flatMap(p -> p.items().stream()).toList());
        List<String> scanned = ids(table.scan(ScanEnhancedRequest.builder().limit(7).build()).items().stream().toList());

        assertThat(queried).containsExactlyElementsOf(expected(s -> true, true));
        assertThat(scanned).hasSize(all.size()).doesNotHaveDuplicates();
    }

    @Test
    void a_filtered_scan_returns_the_matching_items_page_by_page() {
        List<String> found = ids(table.scan(ScanEnhancedRequest.builder().limit(5)
                .filterExpression(Expression.builder().expression("#y = :y AND amount >= :a")
                        .expressionNames(Map.of("#y", "year"))
                        .expressionValues(Map.of(":y", AttributeValue.fromN("2025"), ":a", AttributeValue.fromN("10")))
                        .build()).build()).items().stream().toList());

        assertThat(found).containsExactlyInAnyOrderElementsOf(ids(all.stream().filter(s -> s.getYear() == 2025).toList()));
    }

    @Test
    void a_sparse_item_without_index_keys_is_in_the_table_but_not_in_the_gsi() {
        Shipment sparse = new Shipment();
        sparse.setCustomerId("c9");
        sparse.setShipmentId("loose");
        sparse.setStatus("SHIPPED");

        table.putItem(sparse);

        assertThat(table.getItem(sparse)).isNotNull();
        assertThat(queryMulti(QueryConditional.keyEqualTo(partition("SHIPPED", "EU")), true)).doesNotContain("loose");
        assertThat(ids(table.index(BY_STATUS).query(QueryConditional.keyEqualTo(k -> k.partitionValue("SHIPPED")))))
                .doesNotContain("loose");
    }
}
