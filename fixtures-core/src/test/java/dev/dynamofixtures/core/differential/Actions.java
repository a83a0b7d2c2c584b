package dev.dynamofixtures.core.differential;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** The steps of a randomized differential run, and their generators. */
final class Actions {
    private Actions() {
    }

    /** One step: a request to send to both backends. */
    sealed interface Action permits Put, Delete, Get, Query, Scan, Update, BatchWrite, BatchGet, TransactWrite,
            TransactGet {
    }

    record Put(Map<String, AttributeValue> item, String condition, Map<String, AttributeValue> values) implements Action {
    }

    record Delete(Map<String, AttributeValue> key, boolean returnOld) implements Action {
    }

    record Get(Map<String, AttributeValue> key, String projection) implements Action {
    }

    record Query(QueryRequest request) implements Action {
    }

    /** An UpdateItem; {@code expression} and {@code condition} may be null. See {@link UpdateGenerators}. */
    record Update(Map<String, AttributeValue> key, String expression, String condition,
                  Map<String, AttributeValue> values, ReturnValue returnValue) implements Action {
    }

    record Scan(ScanRequest request) implements Action {
    }

    /** A BatchWriteItem on the universe table: puts and deletes, keys drawn from small pools (so duplicates occur). */
    record BatchWrite(List<WriteRequest> requests) implements Action {
    }

    /** A BatchGetItem on the universe table. */
    record BatchGet(KeysAndAttributes keys) implements Action {
    }

    /** A TransactWriteItems on the universe table (one item may be targeted twice: an error on both backends). */
    record TransactWrite(List<TransactWriteItem> actions) implements Action {
    }

    /** A TransactGetItems on the universe table. */
    record TransactGet(List<TransactGetItem> gets) implements Action {
    }

    static Arbitrary<Action> action() {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(10, put()),
                net.jqwik.api.Tuple.of(8, UpdateGenerators.update()),
                net.jqwik.api.Tuple.of(2, delete()),
                net.jqwik.api.Tuple.of(2, get()),
                net.jqwik.api.Tuple.of(8, query()),
                net.jqwik.api.Tuple.of(2, scan()),
                net.jqwik.api.Tuple.of(3, BatchActions.batchWrite()),
                net.jqwik.api.Tuple.of(2, BatchActions.batchGet()),
                net.jqwik.api.Tuple.of(3, BatchActions.transactWrite()),
                net.jqwik.api.Tuple.of(2, BatchActions.transactGet()));
    }

    static Arbitrary<Action> put() {
        Arbitrary<String> condition = Arbitraries.of(null, "attribute_not_exists(pk)", "attribute_exists(v)",
                "v = :cv", "h2 < :cn", "begins_with(r1, :cs)", "size(v) > :cn");
        return Combinators.combine(Generators.item(), condition, Arbitraries.of(true, false),
                UpdateGenerators.richItem()).as((generated, c, hot, rich) -> {
            Map<String, AttributeValue> item = generated;
            if (hot) { // half the puts land on the keys updates favour, with documents for them to change
                item = new LinkedHashMap<>(generated);
                item.putAll(rich);
            }
            Map<String, AttributeValue> values = new LinkedHashMap<>();
            if (c != null && c.contains(":cv")) {
                values.put(":cv", Generators.s("x"));
            }
            if (c != null && c.contains(":cn")) {
                values.put(":cn", Generators.n("1"));
            }
            if (c != null && c.contains(":cs")) {
                values.put(":cs", Generators.s("x"));
            }
            return new Put(item, c, values);
        });
    }

    static Arbitrary<Map<String, AttributeValue>> key() {
        return Combinators.combine(Generators.pk(), Generators.sk()).as((pk, sk) -> {
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            key.put("pk", pk);
            key.put("sk", sk);
            return key;
        });
    }

    static Arbitrary<Action> delete() {
        return Combinators.combine(key(), Arbitraries.of(true, false)).as(Delete::new);
    }

    static Arbitrary<Action> get() {
        return Combinators.combine(key(), Arbitraries.of(null, "pk, v", "h1, r3, nope", "m.k, l[1]"))
                .as(Get::new);
    }

    private static final List<String> OPERATORS = List.of("=", "<", "<=", ">", ">=", "BETWEEN", "begins_with");

    /** One key condition term on {@code attribute}; values go into {@code values}. */
    private static Arbitrary<String> term(String attribute, boolean equalityOnly, Map<String, AttributeValue> values, int n) {
        Arbitrary<String> operator = equalityOnly ? Arbitraries.just("=") : Arbitraries.of(OPERATORS);
        return Combinators.combine(operator, Generators.keyValue(attribute), Generators.keyValue(attribute))
                .as((op, v1, v2) -> {
                    String p1 = ":" + attribute + n;
                    values.put(p1, v1);
                    switch (op) {
                        case "BETWEEN": {
                            String p2 = ":" + attribute + n + "b";
                            values.put(p2, v2);
                            return attribute + " BETWEEN " + p1 + " AND " + p2;
                        }
                        case "begins_with":
                            return "begins_with(" + attribute + ", " + p1 + ")";
                        default:
                            return attribute + " " + op + " " + p1;
                    }
                });
    }

    /** The key attributes of each queryable target, HASH first. */
    private static final Map<String, List<String>> HASH = Map.of(
            "table", List.of("pk"), "gmulti", List.of("h1", "h2"), "gkeys", List.of("h1"), "gbin", List.of("r3"),
            "lnum", List.of("pk"));
    private static final Map<String, List<String>> RANGE = Map.of(
            "table", List.of("sk"), "gmulti", List.of("r1", "r2", "r3"), "gkeys", List.of("r2"), "gbin", List.of(),
            "lnum", List.of("ls"));

    static Arbitrary<Action> query() {
        Arbitrary<String> target = Arbitraries.of("table", "gmulti", "gmulti", "gmulti", "gkeys", "gbin", "lnum");
        return target.flatMap(t -> Combinators.combine(
                Arbitraries.integers().between(0, RANGE.get(t).size()),
                Arbitraries.of(true, true, true, false),
                Arbitraries.integers().between(0, 99),
                Arbitraries.of(null, "v = :fv", "attribute_exists(v)", "NOT attribute_exists(ls)", "size(v) > :fn",
                        "v <> :fv", "contains(v, :fs)", "r2 BETWEEN :fn AND :fm"),
                Arbitraries.integers().between(0, 5),
                Arbitraries.of(true, false),
                Arbitraries.of(null, null, null, "COUNT", "ALL_ATTRIBUTES"),
                Arbitraries.longs()).as((ranges, valid, shuffleSeed, filter, limit, forward, select, seed) ->
                        buildQuery(t, ranges, valid, shuffleSeed, filter, limit, forward, select, seed)))
                .flatMap(a -> a);
    }

    private static Arbitrary<Action> buildQuery(String target, int ranges, boolean valid, int shuffleSeed,
                                                String filter, int limit, boolean forward, String select, long seed) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        List<Arbitrary<String>> terms = new ArrayList<>();
        List<String> hash = HASH.get(target);
        List<String> range = RANGE.get(target);
        int n = 0;
        if (valid) {
            for (String h : hash) {
                terms.add(term(h, true, values, n++));
            }
            for (int i = 0; i < ranges; i++) {
                terms.add(term(range.get(i), i < ranges - 1, values, n++));
            }
        } else {
            List<String> all = new ArrayList<>(hash);
            all.addAll(range);
            all.add("v");
            java.util.Random random = new java.util.Random(seed);
            for (String attribute : all) {
                if (random.nextInt(3) > 0) {
                    terms.add(term(attribute, false, values, n++));
                }
            }
            if (terms.isEmpty()) {
                terms.add(term(hash.get(0), false, values, n));
            }
        }
        return Combinators.combine(terms).as(list -> {
            List<String> ordered = new ArrayList<>(list);
            java.util.Collections.rotate(ordered, shuffleSeed % Math.max(1, ordered.size()));
            QueryRequest.Builder request = QueryRequest.builder().tableName(Universe.TABLE)
                    .keyConditionExpression(String.join(" AND ", ordered))
                    .scanIndexForward(forward);
            if (!target.equals("table")) {
                request.indexName(target);
            }
            Map<String, AttributeValue> all = new LinkedHashMap<>(values);
            if (filter != null) {
                request.filterExpression(filter);
                if (filter.contains(":fv")) {
                    all.put(":fv", Generators.s("x"));
                }
                if (filter.contains(":fn")) {
                    all.put(":fn", Generators.n("1"));
                }
                if (filter.contains(":fm")) {
                    all.put(":fm", Generators.n("9.5"));
                }
                if (filter.contains(":fs")) {
                    all.put(":fs", Generators.s("x"));
                }
            }
            request.expressionAttributeValues(all);
            if (limit > 0) {
                request.limit(limit);
            }
            if (select != null) {
                request.select(Select.fromValue(select));
            }
            return (Action) new Query(request.build());
        });
    }

    static Arbitrary<Action> scan() {
        return Combinators.combine(Arbitraries.of(null, "gmulti", "gkeys", "gbin", "lnum"),
                        Arbitraries.of(null, "v = :fv", "attribute_exists(r1)", "pk = :fp"),
                        Arbitraries.integers().between(0, 4))
                .as((index, filter, limit) -> {
                    ScanRequest.Builder request = ScanRequest.builder().tableName(Universe.TABLE).indexName(index);
                    if (filter != null) {
                        request.filterExpression(filter);
                        if (filter.contains(":fv")) {
                            request.expressionAttributeValues(Map.of(":fv", Generators.s("x")));
                        }
                        if (filter.contains(":fp")) {
                            request.expressionAttributeValues(Map.of(":fp", Generators.s("é")));
                        }
                    }
                    if (limit > 0) {
                        request.limit(limit);
                    }
                    return new Scan(request.build());
                });
    }

    static ReturnValue returnValue(boolean old) {
        return old ? ReturnValue.ALL_OLD : ReturnValue.NONE;
    }
}
