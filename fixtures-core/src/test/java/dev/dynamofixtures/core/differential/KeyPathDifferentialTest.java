package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.differential.Generators.n;
import static dev.dynamofixtures.core.differential.Generators.s;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * An expression whose document path goes into a key attribute of the table or of one of its indexes ({@code pk.x},
 * {@code h1[0]}) is refused by every operation but a transaction's ConditionCheck, naming the first such key
 * (the table's, then the indexes'), at the point where each operation checks it: the same answers as DynamoDB
 * Local, including which error comes first when a request has several.
 */
class KeyPathDifferentialTest {
    private static final Map<String, AttributeValue> KEY = Map.of("pk", s("A"), "sk", n("1"));
    private static Differential diff;

    @BeforeAll
    static void tables() {
        diff = Differential.withUniverseTables();
        diff.both(c -> c.putItem(b -> b.tableName(Universe.TABLE).item(Map.of("pk", s("A"), "sk", n("1"), "v", s("x")))));
    }

    @AfterAll
    static void close() {
        diff.close();
    }

    static Stream<Arguments> requests() {
        return Stream.of(
                // reads
                request("GetItem projection into the table's key", c -> c.getItem(b -> b.tableName(Universe.TABLE).key(KEY)
                        .projectionExpression("pk.x"))),
                request("GetItem projection into an index key", c -> c.getItem(b -> b.tableName(Universe.TABLE).key(KEY)
                        .projectionExpression("v, h1[0]"))),
                request("GetItem of a missing item", c -> c.getItem(b -> b.tableName(Universe.TABLE)
                        .key(Map.of("pk", s("Z"), "sk", n("9"))).projectionExpression("pk.x"))),
                request("GetItem: the projection before the key", c -> c.getItem(b -> b.tableName(Universe.TABLE)
                        .key(Map.of("pk", s("Z"))).projectionExpression("pk.x"))),
                request("GetItem: unused names first", c -> c.getItem(b -> b.tableName(Universe.TABLE).key(KEY)
                        .projectionExpression("pk.x").expressionAttributeNames(Map.of("#u", "u")))),
                request("Scan filter of an empty table", c -> c.scan(b -> b.tableName(Universe.NUMBER_TABLE)
                        .filterExpression("attribute_exists(pk.x)"))),
                request("Scan: the filter before the projection", c -> c.scan(b -> b.tableName(Universe.TABLE)
                        .filterExpression("attribute_exists(h1.x)").projectionExpression("pk.x"))),
                request("Scan: the filter's table key", c -> c.scan(b -> b.tableName(Universe.TABLE)
                        .filterExpression("attribute_exists(pk.x)").projectionExpression("h1.x"))),
                request("Scan of a GSI", c -> c.scan(b -> b.tableName(Universe.TABLE).indexName("gmulti")
                        .filterExpression("r2[0] = :n").expressionAttributeValues(values(":n")))),
                request("Scan: Limit first", c -> c.scan(b -> b.tableName(Universe.TABLE).limit(0)
                        .filterExpression("pk.x = :a").expressionAttributeValues(values(":a")))),
                request("Scan: Select COUNT with a projection first", c -> c.scan(b -> b.tableName(Universe.TABLE)
                        .select("COUNT").projectionExpression("v").filterExpression("pk.x = :a")
                        .expressionAttributeValues(values(":a")))),
                request("Scan of a table without indexes", c -> c.scan(b -> b.tableName(Universe.NUMBER_TABLE)
                        .projectionExpression("h1.x, pk[0]"))),
                request("Query filter into the GSI's key", onTheGsi("r2[0] <= :n")),
                request("Query filter into the table's key, on a GSI", onTheGsi("pk.x = :a")),
                request("Query filter into another index's key", onTheGsi("ls.x = :n")),
                request("Query filter naming two index keys", onTheGsi("v.x = :a AND r3.y = :a AND h1.z = :a")),
                request("Query: the filter before the key condition", c -> c.query(b -> b.tableName(Universe.TABLE)
                        .indexName("gmulti").keyConditionExpression("h1.q = :a AND h2 = :n").filterExpression("r1.x = :a")
                        .expressionAttributeValues(values(":a", ":n")))),
                request("Query: the projection before the key condition", c -> c.query(b -> b.tableName(Universe.TABLE)
                        .indexName("gmulti").keyConditionExpression("h1.q = :a").projectionExpression("pk.x")
                        .expressionAttributeValues(values(":a")))),
                request("Query: the filter before the projection", c -> c.query(b -> b.tableName(Universe.TABLE)
                        .keyConditionExpression("pk = :a").filterExpression("attribute_exists(pk.x)")
                        .projectionExpression("h1.x").expressionAttributeValues(values(":a")))),
                request("Query: before the key schema's rules", c -> c.query(b -> b.tableName(Universe.TABLE)
                        .keyConditionExpression("sk = :n").projectionExpression("pk.x").expressionAttributeValues(values(":n")))),
                request("Query: before the filter-on-keys rule", c -> c.query(b -> b.tableName(Universe.TABLE)
                        .keyConditionExpression("pk = :a").filterExpression("sk = :n AND h1.x = :a")
                        .expressionAttributeValues(values(":a", ":n")))),
                request("Query of an LSI, filter into the table's sort key", c -> c.query(b -> b.tableName(Universe.TABLE)
                        .indexName("lnum").keyConditionExpression("pk = :a").filterExpression("sk.x = :n")
                        .expressionAttributeValues(values(":a", ":n")))),
                request("Query filter of an undefined value first", onTheGsi("r1.x = :zz")),
                request("BatchGetItem projection", c -> c.batchGetItem(b -> b.requestItems(Map.of(Universe.TABLE,
                        KeysAndAttributes.builder().keys(KEY).projectionExpression("h1.x").build())))),
                request("BatchGetItem: the keys first", c -> c.batchGetItem(b -> b.requestItems(Map.of(Universe.TABLE,
                        KeysAndAttributes.builder().keys(Map.of("pk", s("A"))).projectionExpression("h1.x").build())))),
                request("TransactGetItems projection", c -> c.transactGetItems(b -> b.transactItems(TransactGetItem.builder()
                        .get(g -> g.tableName(Universe.TABLE).key(KEY).projectionExpression("h1.x")).build()))),
                request("TransactGetItems: before the key", c -> c.transactGetItems(b -> b.transactItems(
                        TransactGetItem.builder().get(g -> g.tableName(Universe.TABLE).key(Map.of("pk", s("A")))
                                .projectionExpression("h1.x")).build()))),
                // writes
                request("PutItem condition, two keys", c -> c.putItem(b -> b.tableName(Universe.TABLE).item(KEY)
                        .conditionExpression("r1.x = :a AND pk.x = :a").expressionAttributeValues(values(":a")))),
                request("PutItem: the item first", c -> c.putItem(b -> b.tableName(Universe.TABLE)
                        .item(Map.of("pk", s("A"), "sk", n("1"), "h1", n("1"))).conditionExpression("attribute_exists(pk.x)"))),
                request("PutItem: unused values first", c -> c.putItem(b -> b.tableName(Universe.TABLE).item(KEY)
                        .conditionExpression("pk.x = :a").expressionAttributeValues(Map.of(":a", s("A"), ":u", s("u"))))),
                request("DeleteItem condition", c -> c.deleteItem(b -> b.tableName(Universe.TABLE).key(KEY)
                        .conditionExpression("attribute_exists(pk[0])"))),
                request("DeleteItem: the key first", c -> c.deleteItem(b -> b.tableName(Universe.TABLE)
                        .key(Map.of("pk", s("A"))).conditionExpression("attribute_exists(pk.x)"))),
                request("UpdateItem SET into an index key", c -> c.updateItem(b -> b.tableName(Universe.TABLE).key(KEY)
                        .updateExpression("SET h1.x = :a").expressionAttributeValues(values(":a")))),
                request("UpdateItem operand into the table's key", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                        .key(KEY).updateExpression("SET v = pk.x"))),
                request("UpdateItem REMOVE inside an index key", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                        .key(KEY).updateExpression("REMOVE r1.x"))),
                request("UpdateItem of a missing item", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                        .key(Map.of("pk", s("Z"), "sk", n("9"))).updateExpression("SET v = h1[0]"))),
                request("UpdateItem: the condition's before the update's", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                        .key(KEY).updateExpression("SET v = pk[0]").conditionExpression("attribute_exists(h1.x)"))),
                request("UpdateItem: a false condition before the update's", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                        .key(KEY).updateExpression("SET v = h1.x").conditionExpression("attribute_exists(nope)"))),
                request("UpdateItem: a key attribute set before the update's", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                        .key(KEY).updateExpression("SET pk = :a, v = h1[0]").expressionAttributeValues(values(":a")))),
                request("UpdateItem: the condition's before a key attribute set", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                        .key(KEY).updateExpression("SET pk = :a").conditionExpression("attribute_exists(h1.x)")
                        .expressionAttributeValues(values(":a")))),
                request("UpdateItem: the key first", c -> c.updateItem(b -> b.tableName(Universe.TABLE)
                        .key(Map.of("pk", s("Z"))).updateExpression("SET v = h1[0]"))),
                // transactions
                request("TransactWriteItems Put condition", c -> c.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().put(x -> x.tableName(Universe.TABLE).item(KEY)
                                .conditionExpression("pk.x = :a").expressionAttributeValues(values(":a"))).build()))),
                request("TransactWriteItems ConditionCheck is not checked", c -> c.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().conditionCheck(x -> x.tableName(Universe.TABLE).key(KEY)
                                .conditionExpression("attribute_exists(pk[0])")).build()))),
                request("TransactWriteItems Update expression", c -> c.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().update(x -> x.tableName(Universe.TABLE).key(KEY)
                                .updateExpression("SET v = h1[0]")).build()))),
                request("TransactWriteItems Delete after a valid Put", c -> c.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().put(x -> x.tableName(Universe.TABLE)
                                .item(Map.of("pk", s("B"), "sk", n("1")))).build(),
                        TransactWriteItem.builder().delete(x -> x.tableName(Universe.TABLE).key(KEY)
                                .conditionExpression("attribute_exists(pk.x)")).build()))),
                request("TransactWriteItems: the first action's", c -> c.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().put(x -> x.tableName(Universe.TABLE)
                                .item(Map.of("pk", s("B"), "sk", n("1"))).conditionExpression("attribute_exists(h1.x)")).build(),
                        TransactWriteItem.builder().delete(x -> x.tableName(Universe.TABLE).key(KEY)
                                .conditionExpression("attribute_exists(pk.x)")).build()))),
                request("TransactWriteItems: before a later action's missing table", c -> c.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().put(x -> x.tableName(Universe.TABLE).item(KEY)
                                .conditionExpression("attribute_exists(pk.x)")).build(),
                        TransactWriteItem.builder().put(x -> x.tableName("missing").item(KEY)).build()))),
                request("TransactWriteItems: an invalid item's reason first", c -> c.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().put(x -> x.tableName(Universe.TABLE)
                                .item(Map.of("pk", s("A"), "sk", s("1"))).conditionExpression("attribute_exists(pk.x)"))
                                .build()))),
                request("TransactWriteItems: a key attribute set's reason first", c -> c.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().update(x -> x.tableName(Universe.TABLE).key(KEY)
                                .updateExpression("SET pk = :a, v = h1.x").expressionAttributeValues(values(":a"))).build()))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("requests")
    void a_path_into_a_key_is_refused_where_dynamodb_local_refuses_it(String description,
                                                                       Function<DynamoDbClient, ?> call) {
        diff.same(description, call);
    }

    /** A Query of the multi-attribute GSI's one partition with {@code filter}. */
    private static Function<DynamoDbClient, ?> onTheGsi(String filter) {
        return c -> c.query(b -> b.tableName(Universe.TABLE).indexName("gmulti")
                .keyConditionExpression("h1 = :a AND h2 = :n").filterExpression(filter)
                .expressionAttributeValues(values(":a", ":n")));
    }

    private static Arguments request(String description, Function<DynamoDbClient, ?> call) {
        return Arguments.of(description, call);
    }

    private static Map<String, AttributeValue> values(String... names) {
        Map<String, AttributeValue> values = new HashMap<>();
        for (String name : names) {
            values.put(name, name.equals(":n") ? n("1") : s("A"));
        }
        return values;
    }
}
