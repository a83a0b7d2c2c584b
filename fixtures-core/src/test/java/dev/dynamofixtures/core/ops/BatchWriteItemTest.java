package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

class BatchWriteItemTest {
    private Errors engines;

    @BeforeEach
    void tables() {
        engines = new Errors(c -> {
            table("orders").hash("pk", S).range("sk", N)
                    .gsi("byStatus", ProjectionType.ALL, "status", S).create(c);
            table("users").hash("id", S).create(c);
            c.putItem(b -> b.tableName("orders").item(item("pk", "old", "sk", 1, "status", "NEW")));
        });
    }

    @AfterEach
    void close() {
        engines.close();
    }

    static WriteRequest put(Map<String, AttributeValue> item) {
        return WriteRequest.builder().putRequest(p -> p.item(item)).build();
    }

    static WriteRequest delete(Map<String, AttributeValue> key) {
        return WriteRequest.builder().deleteRequest(d -> d.key(key)).build();
    }

    /** RequestItems in the given order: alternating table names and request lists. */
    static Map<String, List<WriteRequest>> requests(Object... tablesAndLists) {
        Map<String, List<WriteRequest>> items = new LinkedHashMap<>();
        for (int i = 0; i < tablesAndLists.length; i += 2) {
            @SuppressWarnings("unchecked")
            List<WriteRequest> list = (List<WriteRequest>) tablesAndLists[i + 1];
            items.put((String) tablesAndLists[i], list);
        }
        return items;
    }

    private static Consumer<DynamoDbClient> write(Map<String, List<WriteRequest>> items) {
        return c -> c.batchWriteItem(b -> b.requestItems(items));
    }

    @Test
    void puts_and_deletes_across_tables_apply_together_and_nothing_is_left_unprocessed() {
        DynamoDbClient client = engines.live();

        BatchWriteItemResponse response = client.batchWriteItem(b -> b.requestItems(requests(
                "orders", List.of(put(item("pk", "a", "sk", 1)), delete(item("pk", "old", "sk", 1))),
                "users", List.of(put(item("id", "u1", "name", "Ann"))))));

        assertThat(response.hasUnprocessedItems()).isTrue();
        assertThat(response.unprocessedItems()).isEmpty();
        assertThat(response.hasConsumedCapacity()).isFalse();
        assertThat(client.getItem(b -> b.tableName("orders").key(item("pk", "a", "sk", 1))).hasItem()).isTrue();
        assertThat(client.getItem(b -> b.tableName("orders").key(item("pk", "old", "sk", 1))).hasItem()).isFalse();
        assertThat(client.getItem(b -> b.tableName("users").key(item("id", "u1"))).item())
                .containsEntry("name", AttributeValue.fromS("Ann"));
        assertThat(client.query(b -> b.tableName("orders").indexName("byStatus")
                .keyConditionExpression("#s = :s").expressionAttributeNames(Map.of("#s", "status"))
                .expressionAttributeValues(Map.of(":s", AttributeValue.fromS("NEW")))).count()).isZero();
    }

    static Stream<Arguments> invalidBatches() {
        return Stream.of(
                Arguments.of("a key of the wrong type", requests("orders", List.of(put(item("pk", "a", "sk", 1)),
                                put(item("pk", 1, "sk", 2)))),
                        "The provided key element does not match the schema",
                        "One or more parameter values were invalid: Type mismatch for key"),
                Arguments.of("a missing sort key", requests("orders", List.of(put(item("pk", "a")))),
                        "The provided key element does not match the schema",
                        "One of the required keys was not given a value"),
                Arguments.of("an extra key attribute in a delete", requests("orders",
                                List.of(delete(item("pk", "a", "sk", 1, "x", 1)))),
                        "The provided key element does not match the schema",
                        "The number of conditions on the keys is invalid"),
                Arguments.of("two puts of one item", requests("orders",
                                List.of(put(item("pk", "a", "sk", 1)), put(item("pk", "a", "sk", 1, "v", 2)))),
                        "Provided list of item keys contains duplicates", "Provided list of item keys contains duplicates"),
                Arguments.of("a delete of an item that the first of twenty puts wrote", requests("orders",
                                java.util.stream.Stream.concat(java.util.stream.IntStream.range(0, 20)
                                        .mapToObj(i -> put(item("pk", "p" + i % 3, "sk", i))),
                                        java.util.stream.Stream.of(delete(item("pk", "p0", "sk", 0)))).toList()),
                        "Provided list of item keys contains duplicates", "Provided list of item keys contains duplicates"),
                Arguments.of("a put and a delete of one item, the number written differently", requests("orders",
                                List.of(put(item("pk", "a", "sk", 1)), delete(item("pk", "a", "sk", AttributeValue.fromN("1.0"))))),
                        "Provided list of item keys contains duplicates", "Provided list of item keys contains duplicates"),
                Arguments.of("an index key of the wrong type", requests("orders",
                                List.of(put(item("pk", "a", "sk", 1, "status", 5)))),
                        "One or more parameter values were invalid: Type mismatch for Index Key status Expected: S "
                                + "Actual: N IndexName: byStatus",
                        "One or more parameter values were invalid: Type mismatch for Index Key"),
                Arguments.of("an empty string set", requests("users", List.of(put(item("id", "u", "s",
                                AttributeValue.fromSs(List.of()))))),
                        "One or more parameter values were invalid: An string set  may not be empty",
                        "One or more parameter values were invalid: An string set  may not be empty"),
                Arguments.of("an item over 400 KB", requests("users", List.of(put(item("id", "u", "d", "x".repeat(409_600))))),
                        "Item size has exceeded the maximum allowed size", "Item size has exceeded the maximum allowed size"),
                Arguments.of("a request with neither put nor delete", requests("users",
                                List.of(WriteRequest.builder().build())),
                        "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the "
                                + "supported datatypes",
                        "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the "
                                + "supported datatypes"),
                Arguments.of("a put without an item", requests("users",
                                List.of(WriteRequest.builder().putRequest(p -> { }).build())),
                        "1 validation error detected: Value null at 'requestItems.users.member.1.member.putRequest.item' "
                                + "failed to satisfy constraint: Member must not be null",
                        "The supplied Item contains a null AttributeValue"),
                Arguments.of("an empty item", requests("users", List.of(put(Map.of()))),
                        "The provided key element does not match the schema",
                        "Item to put in PutItem cannot be null"),
                Arguments.of("an empty list for a table", requests("users", List.of(put(item("id", "u"))), "orders", List.of()),
                        "1 validation error detected: Value '{users=[WriteRequest(putRequest=PutRequest(item={id="
                                + "com.amazonaws.dynamodb.v20120810.AttributeValue@" + hash(item("id", "u").get("id"))
                                + "}, workloadProfileName=null), deleteRequest=null)], orders=[]}' at 'requestItems' "
                                + "failed to satisfy constraint: Map value must satisfy constraint: [Member must have "
                                + "length less than or equal to 25, Member must have length greater than or equal to 1]",
                        "The batch write request list for a table cannot be null or empty: orders"),
                Arguments.of("no tables", requests(),
                        "1 validation error detected: Value '{}' at 'requestItems' failed to satisfy constraint: "
                                + "Member must have length greater than or equal to 1",
                        "BatchWriteItem cannot have a null or no requests set"),
                Arguments.of("26 requests over two tables", requests("users", puts("id", 13), "orders", orderPuts(13)),
                        "Too many items requested for the BatchWriteItem call",
                        "Too many items requested for the BatchWriteItem call"));
    }

    private static String hash(AttributeValue value) {
        return Integer.toHexString(value.hashCode());
    }

    private static List<WriteRequest> puts(String attribute, int n) {
        List<WriteRequest> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            list.add(put(item(attribute, "k" + i)));
        }
        return list;
    }

    private static List<WriteRequest> orderPuts(int n) {
        List<WriteRequest> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            list.add(put(item("pk", "k", "sk", i)));
        }
        return list;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidBatches")
    void an_invalid_request_fails_the_whole_batch_and_writes_nothing(String description,
            Map<String, List<WriteRequest>> items, String live, String local) {
        engines.assertFails(write(items), DynamoDbException.class, live, local);

        for (DynamoDbClient client : List.of(engines.live(), engines.local())) {
            assertThat(client.scan(b -> b.tableName("orders")).count()).as("orders untouched").isEqualTo(1);
            assertThat(client.scan(b -> b.tableName("users")).count()).as("users untouched").isZero();
        }
    }

    @Test
    void twenty_six_requests_for_one_table_break_the_list_length_in_the_service_and_the_count_in_dynamodb_local() {
        Map<String, List<WriteRequest>> items = requests("users", puts("id", 26));

        DynamoDbException error = engines.assertFails(write(items), DynamoDbException.class, liveListLengths(items),
                "Too many items requested for the BatchWriteItem call");

        assertThat(error.awsErrorDetails().errorMessage()).startsWith("1 validation error detected: Value '{users=["
                + "WriteRequest(putRequest=PutRequest(item={id=com.amazonaws.dynamodb.v20120810.AttributeValue@");
    }

    private static String liveListLengths(Map<String, List<WriteRequest>> items) {
        StringBuilder echo = new StringBuilder();
        for (WriteRequest request : items.get("users")) {
            echo.append(echo.length() == 0 ? "" : ", ").append("WriteRequest(putRequest=PutRequest(item={id=")
                    .append("com.amazonaws.dynamodb.v20120810.AttributeValue@")
                    .append(hash(request.putRequest().item().get("id")))
                    .append("}, workloadProfileName=null), deleteRequest=null)");
        }
        return "1 validation error detected: Value '{users=[" + echo + "]}' at 'requestItems' failed to satisfy "
                + "constraint: Map value must satisfy constraint: [Member must have length less than or equal to 25, "
                + "Member must have length greater than or equal to 1]";
    }

    @Test
    void an_unknown_table_fails_the_whole_call_even_when_other_tables_are_valid() {
        engines.assertFails(write(requests("users", List.of(put(item("id", "u"))), "nope", List.of(put(item("id", "u"))))),
                ResourceNotFoundException.class, "Requested resource not found",
                "Cannot do operations on a non-existent table");

        assertThat(engines.live().scan(b -> b.tableName("users")).count()).isZero();
    }

    /**
     * DynamoDB Local visits tables in HashMap order: of {@code aaa} (no table) and {@code orders} (a bad key),
     * it meets {@code aaa} first whichever comes first in the request; of {@code abc} and {@code orders},
     * {@code orders}. Names chosen by their hash buckets, and probed.
     */
    @Test
    void of_several_bad_tables_the_one_dynamodb_local_visits_first_gives_the_error() {
        List<WriteRequest> badKey = List.of(put(item("pk", 1, "sk", 1)));
        List<WriteRequest> any = List.of(put(item("id", "u")));

        engines.assertFails(write(requests("orders", badKey, "aaa", any)), ResourceNotFoundException.class,
                "Requested resource not found", "Cannot do operations on a non-existent table");
        engines.assertFails(write(requests("abc", any, "orders", badKey)), DynamoDbException.class,
                "The provided key element does not match the schema",
                "One or more parameter values were invalid: Type mismatch for key");
    }

    @Test
    void an_invalid_table_name_is_a_violation_of_the_request_items_keys() {
        engines.assertFails(write(requests("ab", List.of(delete(item("id", "u"))))), DynamoDbException.class,
                "1 validation error detected: Value '{ab=[WriteRequest(putRequest=null, deleteRequest=DeleteRequest(key="
                        + "{id=com.amazonaws.dynamodb.v20120810.AttributeValue@" + hash(AttributeValue.fromS("u"))
                        + "}))]}' at 'requestItems' failed to satisfy constraint: Map keys must satisfy constraint: "
                        + "[Member must have length less than or equal to 255, Member must have length greater than "
                        + "or equal to 3, Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+]",
                "Invalid table/index name.  Table/index names must be between 3 and 255 characters long, and may "
                        + "contain only the characters a-z, A-Z, 0-9, '_', '-', and '.'");
    }

    @Test
    void capacity_is_each_requests_own_summed_per_table() {
        DynamoDbClient client = engines.live();

        List<ConsumedCapacity> capacity = client.batchWriteItem(b -> b.requestItems(requests(
                        "users", List.of(delete(item("id", "missing"))),
                        "orders", List.of(put(item("pk", "new", "sk", 1, "status", "NEW")),
                                put(item("pk", "old", "sk", 1, "status", "NEW")),
                                put(item("pk", "big", "sk", 1, "d", "x".repeat(3000))))))
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();

        assertThat(capacity).extracting(ConsumedCapacity::tableName).containsExactly("users", "orders");
        ConsumedCapacity orders = capacity.get(1);
        assertThat(orders.capacityUnits()).isEqualTo(6.0); // 1 + 1 (identical overwrite) + 3, and the GSI entry
        assertThat(orders.table().capacityUnits()).isEqualTo(5.0);
        assertThat(orders.globalSecondaryIndexes()).containsOnlyKeys("byStatus");
        assertThat(orders.globalSecondaryIndexes().get("byStatus").capacityUnits()).isEqualTo(1.0);
        assertThat(orders.writeCapacityUnits()).isEqualTo(6.0);
        assertThat(capacity.get(0).capacityUnits()).as("a delete of a missing item, as DeleteItem").isEqualTo(1.0);
    }

    @Test
    void item_collection_metrics_are_validated_but_never_returned() {
        BatchWriteItemResponse response = engines.live().batchWriteItem(b -> b.requestItems(
                requests("users", List.of(put(item("id", "u"))))).returnItemCollectionMetrics("SIZE"));
        assertThat(response.hasItemCollectionMetrics()).isFalse();

        engines.assertFails(c -> c.batchWriteItem(b -> b.requestItems(requests("users", List.of(put(item("id", "u")))))
                        .returnItemCollectionMetrics("BOGUS")), DynamoDbException.class,
                "1 validation error detected: Value 'BOGUS' at 'returnItemCollectionMetrics' failed to satisfy "
                        + "constraint: Member must satisfy enum value set: [SIZE, NONE]");
    }
}
