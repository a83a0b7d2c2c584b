package dev.dynamofixtures.core.differential;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Generators of batch and transaction steps for the randomized differential suite. Keys come from the same
 * small pools as the single-item steps, so duplicate keys (an error) and writes over existing items are
 * frequent; one put in ten carries a wrong-typed index key (a ValidationException in a batch, a
 * ValidationError reason in a transaction).
 */
final class BatchActions {
    private static final String[] CONDITIONS = {"attribute_not_exists(pk)", "attribute_exists(v)", "v = :cv",
        "h2 < :cn", "begins_with(r1, :cs)", "size(v) > :cn", "attribute_exists(pk)"};

    /**
     * Updates without runtime errors (DynamoDB Local throws those, the service cancels), nor key attributes
     * (Local then lists one reason only); {@code h2} is a number key of the multi-attribute GSI, so setting it
     * to a string is a ValidationError reason on both.
     */
    private static final String[] UPDATES = {"SET v = :cv", "REMOVE v", "ADD cnt :cn", "SET h1 = :cs, r2 = :cn",
        "SET h2 = :cv", "REMOVE r1, ls"};

    private BatchActions() {
    }

    /** An item of the universe table, one time in ten with h1 (an index key of type S) given as a number. */
    static Arbitrary<Map<String, AttributeValue>> item() {
        return Combinators.combine(Generators.item(), Arbitraries.integers().between(0, 9)).as((item, dice) -> {
            if (dice > 0) {
                return item;
            }
            Map<String, AttributeValue> broken = new LinkedHashMap<>(item);
            broken.put("h1", Generators.n("7"));
            return broken;
        });
    }

    static Arbitrary<Actions.Action> batchWrite() {
        Arbitrary<WriteRequest> put = item().map(i -> WriteRequest.builder().putRequest(p -> p.item(i)).build());
        Arbitrary<WriteRequest> delete = Actions.key().map(k -> WriteRequest.builder().deleteRequest(d -> d.key(k)).build());
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, put), net.jqwik.api.Tuple.of(1, delete))
                .list().ofMinSize(1).ofMaxSize(6).map(Actions.BatchWrite::new);
    }

    static Arbitrary<Actions.Action> batchGet() {
        return Combinators.combine(Actions.key().list().ofMinSize(1).ofMaxSize(5),
                        Arbitraries.of(null, "pk, v", "h1, r3, nope"), Arbitraries.of(true, false))
                .as((keys, projection, consistent) -> (Actions.Action) new Actions.BatchGet(KeysAndAttributes.builder()
                        .keys(keys).projectionExpression(projection).consistentRead(consistent).build()));
    }

    static Arbitrary<Actions.Action> transactWrite() {
        Arbitrary<TransactWriteItem> put = Combinators.combine(item(), condition(), onFailure())
                .as((item, condition, onFailure) -> TransactWriteItem.builder().put(p -> p.tableName(Universe.TABLE)
                        .item(item).conditionExpression(condition).expressionAttributeValues(values(condition))
                        .returnValuesOnConditionCheckFailure(onFailure)).build());
        Arbitrary<TransactWriteItem> delete = Combinators.combine(Actions.key(), condition(), onFailure())
                .as((key, condition, onFailure) -> TransactWriteItem.builder().delete(d -> d.tableName(Universe.TABLE)
                        .key(key).conditionExpression(condition).expressionAttributeValues(values(condition))
                        .returnValuesOnConditionCheckFailure(onFailure)).build());
        Arbitrary<TransactWriteItem> check = Combinators.combine(Actions.key(), Arbitraries.of(CONDITIONS), onFailure())
                .as((key, condition, onFailure) -> TransactWriteItem.builder().conditionCheck(c -> c
                        .tableName(Universe.TABLE).key(key).conditionExpression(condition)
                        .expressionAttributeValues(values(condition)).returnValuesOnConditionCheckFailure(onFailure)).build());
        Arbitrary<TransactWriteItem> update = Combinators.combine(Actions.key(), Arbitraries.of(UPDATES), condition(),
                        onFailure())
                .as((key, expression, condition, onFailure) -> TransactWriteItem.builder().update(u -> u
                        .tableName(Universe.TABLE).key(key).updateExpression(expression).conditionExpression(condition)
                        .expressionAttributeValues(values(condition == null ? expression : expression + condition))
                        .returnValuesOnConditionCheckFailure(onFailure)).build());
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, put), net.jqwik.api.Tuple.of(1, delete),
                        net.jqwik.api.Tuple.of(2, check), net.jqwik.api.Tuple.of(2, update))
                .list().ofMinSize(1).ofMaxSize(5).filter(BatchActions::duplicatesAreUnconditioned)
                .map(Actions.TransactWrite::new);
    }

    /**
     * Whether every item targeted twice is targeted only by actions without a condition. DynamoDB Local
     * judges conditions one action after another against the effects of the earlier ones and reports a
     * duplicate item only when they all pass (the service rejects duplicates before any condition); with
     * unconditioned duplicates both reject the request at once.
     */
    static boolean duplicatesAreUnconditioned(List<TransactWriteItem> actions) {
        Map<Map<String, AttributeValue>, Boolean> conditionedByKey = new HashMap<>();
        Set<Map<String, AttributeValue>> duplicated = new HashSet<>();
        for (TransactWriteItem action : actions) {
            Map<String, AttributeValue> key;
            boolean conditioned;
            if (action.put() != null) {
                key = Map.of("pk", action.put().item().get("pk"), "sk", action.put().item().get("sk"));
                conditioned = action.put().conditionExpression() != null;
            } else if (action.delete() != null) {
                key = action.delete().key();
                conditioned = action.delete().conditionExpression() != null;
            } else if (action.update() != null) {
                key = action.update().key();
                conditioned = action.update().conditionExpression() != null;
            } else {
                key = action.conditionCheck().key();
                conditioned = true;
            }
            Boolean earlier = conditionedByKey.put(Map.copyOf(key), conditioned);
            if (earlier != null) {
                duplicated.add(Map.copyOf(key));
                conditionedByKey.put(Map.copyOf(key), earlier || conditioned);
            }
        }
        return duplicated.stream().noneMatch(conditionedByKey::get);
    }

    static Arbitrary<Actions.Action> transactGet() {
        return Combinators.combine(Actions.key(), Arbitraries.of(null, "pk, v", "m.k, l[1]"))
                .as((key, projection) -> TransactGetItem.builder().get(g -> g.tableName(Universe.TABLE).key(key)
                        .projectionExpression(projection)).build())
                .list().ofMinSize(1).ofMaxSize(4).map(Actions.TransactGet::new);
    }

    private static Arbitrary<String> condition() {
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(1, Arbitraries.just((String) null)),
                net.jqwik.api.Tuple.of(1, Arbitraries.of(CONDITIONS)));
    }

    private static Arbitrary<ReturnValuesOnConditionCheckFailure> onFailure() {
        return Arbitraries.of(ReturnValuesOnConditionCheckFailure.ALL_OLD, ReturnValuesOnConditionCheckFailure.NONE)
                .injectNull(0.4);
    }

    /** The values a condition of {@link #CONDITIONS} uses, or null for none. */
    private static Map<String, AttributeValue> values(String condition) {
        if (condition == null || !condition.contains(":")) {
            return null;
        }
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        if (condition.contains(":cv")) {
            values.put(":cv", Generators.s("x"));
        }
        if (condition.contains(":cn")) {
            values.put(":cn", Generators.n("1"));
        }
        if (condition.contains(":cs")) {
            values.put(":cs", Generators.s("x"));
        }
        return values;
    }
}
