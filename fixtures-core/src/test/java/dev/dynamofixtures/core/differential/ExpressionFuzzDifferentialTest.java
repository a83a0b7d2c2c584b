package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.differential.Generators.b;
import static dev.dynamofixtures.core.differential.Generators.n;
import static dev.dynamofixtures.core.differential.Generators.s;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * Random expressions, most of them invalid, sent to the engine and to DynamoDB Local, which must answer the same:
 * the same items or the same error and message. Drawn from a small grammar of conditions, update actions,
 * projections and key conditions over the universe table's attributes (nested maps and lists, sets, the
 * multi-attribute GSI's keys, a reserved word, undefined names and values), then mutated a token at a time
 * (a token dropped, one inserted, one glued to punctuation), as people mistype them. Every kind of request that
 * takes an expression gets some: a Scan's FilterExpression and ProjectionExpression, a PutItem's and a
 * DeleteItem's ConditionExpression (of an item put back as it was, so that the table stays as seeded), an
 * UpdateItem's UpdateExpression and ConditionExpression, a GetItem's ProjectionExpression, and a Query's
 * KeyConditionExpression and FilterExpression on the table and on the multi-attribute GSI.
 *
 * <p>The seed is fixed so that CI is repeatable; to explore, set others ({@code -Dfuzz.seed=7 -Dfuzz.cases=3000}).
 */
class ExpressionFuzzDifferentialTest {
    private static final long SEED = Long.getLong("fuzz.seed", 20261129L);
    private static final int CASES = Integer.getInteger("fuzz.cases", 600);

    private static final List<String> PATHS = List.of("pk", "sk", "n", "l", "l[0]", "l[1]", "l[7]", "m", "m.k", "m.c",
            "m.deep.x", "ss", "v", "#n", "#n.k", "m.#k", "h1", "h2", "r1", "r2", "r3", "status", "nope",
            "l[0].x", "m.k[0]", "h1.x", "pk[0]", "r2.y");
    private static final List<String> VALUES = List.of(":num", ":str", ":l", ":ss", ":m", ":b", ":bool", ":null",
            ":zz", ":h1", ":r1");
    private static final List<String> COMPARATORS = List.of("=", "<>", "<", "<=", ">", ">=");
    private static final List<String> FUNCTIONS = List.of("attribute_exists", "attribute_not_exists", "begins_with",
            "contains", "attribute_type", "size", "foo", "if_not_exists", "list_append");
    private static final List<String> JUNK = List.of("AND", ")", "(", ",", "=", "NOT", ":num", "n", "BETWEEN", "IN",
            "OR", "[0]", ".", "#", ":");
    private static final List<String> UPDATE_PATHS = List.of("n", "l", "l[0]", "l[3]", "m", "m.k", "m.c", "m.deep.x",
            "ss", "v", "#n", "status", "h1", "r2", "pk", "m.#k", "nope.x", "h1.x", "sk[0]");

    private final Random random = new Random(SEED);
    /** The case's names and values, for its description. */
    private Map<String, String> lastNames;
    private Map<String, AttributeValue> lastValues;

    @Test
    void random_expressions_get_the_same_answers_and_errors_as_dynamodb_local() {
        List<String> differences = new ArrayList<>();
        try (Differential diff = new Differential()) {
            diff.both(c -> c.createTable(Universe.table()));
            List<Map<String, AttributeValue>> items = items();
            for (Map<String, AttributeValue> item : items) {
                diff.both(c -> c.putItem(b -> b.tableName(Universe.TABLE).item(item)));
            }
            for (int i = 0; i < CASES; i++) {
                Map<String, AttributeValue> item = items.get(random.nextInt(items.size()));
                String description = "case " + i + ": ";
                lastNames = null;
                lastValues = null;
                Function<DynamoDbClient, ?> call;
                boolean putBack = false;
                switch (random.nextInt(7)) {
                    case 0 -> {
                        String filter = mutate(condition(0));
                        String projection = random.nextInt(4) == 0 ? mutate(projection()) : null;
                        description += "Scan filter " + filter + (projection == null ? "" : ", projection " + projection);
                        Map<String, String> names = names(filter, projection);
                        Map<String, AttributeValue> values = values(filter);
                        call = c -> c.scan(b -> b.tableName(Universe.TABLE).filterExpression(filter)
                                .projectionExpression(projection).expressionAttributeNames(names)
                                .expressionAttributeValues(values));
                    }
                    case 1 -> {
                        String condition = mutate(condition(0));
                        boolean old = random.nextBoolean();
                        description += "PutItem condition " + condition;
                        Map<String, String> names = names(condition, null);
                        Map<String, AttributeValue> values = values(condition);
                        call = c -> c.putItem(b -> b.tableName(Universe.TABLE).item(item).conditionExpression(condition)
                                .expressionAttributeNames(names)
                                .expressionAttributeValues(values)
                                .returnValuesOnConditionCheckFailure(old ? ReturnValuesOnConditionCheckFailure.ALL_OLD
                                        : ReturnValuesOnConditionCheckFailure.NONE));
                    }
                    case 2 -> {
                        String update = mutate(update());
                        String condition = random.nextInt(3) == 0 ? mutate(condition(1)) : null;
                        ReturnValue returned = random.nextBoolean() ? ReturnValue.ALL_NEW : ReturnValue.NONE;
                        Map<String, AttributeValue> key = key(item);
                        description += "UpdateItem " + key + " " + update + (condition == null ? "" : " if " + condition);
                        Map<String, String> names = names(update, condition);
                        Map<String, AttributeValue> values = values(update + " " + (condition == null ? "" : condition));
                        putBack = writesNumberAsSpelled(values);
                        call = c -> c.updateItem(b -> b.tableName(Universe.TABLE).key(key).updateExpression(update)
                                .conditionExpression(condition).returnValues(returned)
                                .expressionAttributeNames(names)
                                .expressionAttributeValues(values));
                    }
                    case 3 -> {
                        String projection = mutate(projection());
                        description += "GetItem projection " + projection;
                        Map<String, AttributeValue> key = key(item);
                        Map<String, String> names = names(projection, null);
                        call = c -> c.getItem(b -> b.tableName(Universe.TABLE).key(key).projectionExpression(projection)
                                .expressionAttributeNames(names));
                    }
                    case 4, 5 -> {
                        boolean gsi = random.nextBoolean();
                        String keyCondition = mutate(gsi ? gsiKeyCondition() : tableKeyCondition());
                        String filter = random.nextInt(4) == 0 ? mutate(condition(1)) : null;
                        boolean forward = random.nextBoolean();
                        description += "Query " + (gsi ? "gmulti " : "") + keyCondition
                                + (filter == null ? "" : " filter " + filter);
                        Map<String, String> names = names(keyCondition, filter);
                        Map<String, AttributeValue> values = values(keyCondition + " " + (filter == null ? "" : filter));
                        call = c -> c.query(b -> b.tableName(Universe.TABLE).indexName(gsi ? "gmulti" : null)
                                .keyConditionExpression(keyCondition).filterExpression(filter)
                                .scanIndexForward(forward)
                                .expressionAttributeNames(names)
                                .expressionAttributeValues(values));
                    }
                    default -> {
                        String condition = mutate(condition(0));
                        description += "DeleteItem condition " + condition;
                        Map<String, AttributeValue> key = key(item);
                        Map<String, String> names = names(condition, null);
                        Map<String, AttributeValue> values = values(condition);
                        call = c -> {
                            Object answer = c.deleteItem(b -> b.tableName(Universe.TABLE).key(key)
                                    .conditionExpression(condition).returnValues(ReturnValue.ALL_OLD)
                                    .expressionAttributeNames(names)
                                    .expressionAttributeValues(values));
                            c.putItem(b -> b.tableName(Universe.TABLE).item(item));
                            return answer;
                        };
                    }
                }
                description += " names " + lastNames + " values " + lastValues;
                Differential.Pair pair = diff.run(call, List.of(), List.of(), false);
                if (Boolean.getBoolean("fuzz.trace")) {
                    System.out.println("TRACE " + description + " -> " + pair.engine());
                }
                if (!sortedTypeSet(pair.engine()).equals(sortedTypeSet(withEmptyMaps(pair.local())))) {
                    differences.add(description + "\n" + Difference.between(pair.engine(), pair.local()));
                    // the two tables may differ now: put the item back on both
                    diff.both(c -> c.putItem(b -> b.tableName(Universe.TABLE).item(item)));
                } else if (putBack) {
                    diff.both(c -> c.putItem(b -> b.tableName(Universe.TABLE).item(item)));
                }
            }
        }
        assertThat(differences).as(String.join("\n\n", differences)).isEmpty();
    }

    /**
     * Whether an update's values hold a number not spelled canonically ({@code 01.50}): DynamoDB Local stores what an
     * UpdateExpression writes as spelled, where the service and the engine store {@code 1.5} (docs/design.md, "Where
     * DynamoDB Local differs"), so the item is put back on both after such an update, before a later case reads it.
     */
    private static boolean writesNumberAsSpelled(Map<String, AttributeValue> values) {
        return values != null && values.values().stream().anyMatch(value -> value.n() != null
                && !value.n().equals(new java.math.BigDecimal(value.n()).stripTrailingZeros().toPlainString()));
    }

    /**
     * The outcome with the list of every type in an "operand type: {...}" message sorted: DynamoDB Local prints
     * that set in an order that changes from one start of it to the next (a hash set's), the engine in one of them.
     */
    private static Outcome sortedTypeSet(Outcome outcome) {
        if (outcome.errorMessage() == null || !outcome.errorMessage().contains("operand type: {")) {
            return outcome;
        }
        String message = outcome.errorMessage();
        int open = message.indexOf("operand type: {") + "operand type: {".length();
        int close = message.indexOf('}', open);
        String sorted = String.join(",", new java.util.TreeSet<>(List.of(message.substring(open, close).split(","))));
        return new Outcome(outcome.response(), outcome.errorClass(), outcome.errorCode(),
                message.substring(0, open) + sorted + message.substring(close), outcome.status(), outcome.details());
    }

    /**
     * DynamoDB Local's outcome with the empty maps of a ConditionalCheckFailedException's item typed again: Local
     * returns a map nested in that item, when it is empty, as a value of no type (a transaction's cancellation
     * reason and every read return {@code {"M":{}}}); the service and the engine return the map
     * (docs/design.md, "Where DynamoDB Local differs").
     */
    @SuppressWarnings("unchecked")
    private static Outcome withEmptyMaps(Outcome outcome) {
        if (!"ConditionalCheckFailedException".equals(outcome.errorClass()) || outcome.details() == null) {
            return outcome;
        }
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        ((Map<String, AttributeValue>) outcome.details()).forEach((name, value) -> item.put(name, typed(value)));
        return new Outcome(outcome.response(), outcome.errorClass(), outcome.errorCode(), outcome.errorMessage(),
                outcome.status(), item);
    }

    private static AttributeValue typed(AttributeValue value) {
        if (value.type() == AttributeValue.Type.UNKNOWN_TO_SDK_VERSION) {
            return AttributeValue.fromM(Map.of());
        } else if (value.hasM()) {
            Map<String, AttributeValue> map = new LinkedHashMap<>();
            value.m().forEach((name, member) -> map.put(name, typed(member)));
            return AttributeValue.fromM(map);
        } else if (value.hasL()) {
            return AttributeValue.fromL(value.l().stream().map(ExpressionFuzzDifferentialTest::typed).toList());
        }
        return value;
    }

    private String condition(int depth) {
        int r = random.nextInt(100);
        if (depth > 2) {
            r = r / 2;
        }
        if (r < 30) {
            return operand(0) + " " + pick(COMPARATORS) + " " + operand(0);
        } else if (r < 38) {
            return operand(0) + " BETWEEN " + operand(0) + " AND " + operand(0);
        } else if (r < 45) {
            List<String> list = new ArrayList<>();
            for (int i = 1 + random.nextInt(3); i > 0; i--) {
                list.add(operand(0));
            }
            return operand(0) + " IN (" + String.join(", ", list) + ")";
        } else if (r < 57) {
            String function = pick(FUNCTIONS);
            List<String> arguments = new ArrayList<>();
            for (int i = 1 + random.nextInt(2); i > 0; i--) {
                arguments.add(operand(0));
            }
            return function + "(" + String.join(", ", arguments) + ")";
        } else if (r < 65) {
            return "NOT " + condition(depth + 1);
        } else if (r < 73) {
            return "(" + condition(depth + 1) + ")";
        }
        return condition(depth + 1) + " " + pick(List.of("AND", "OR", "and", "or")) + " " + condition(depth + 1);
    }

    private String operand(int depth) {
        int r = random.nextInt(100);
        if (r < 50) {
            return pick(PATHS);
        } else if (r < 80) {
            return pick(VALUES);
        } else if (r < 90 && depth < 2) {
            return "size(" + operand(depth + 1) + ")";
        } else if (r < 95) {
            return "(" + operand(depth + 1) + ")";
        }
        return pick(List.of("1", "\"x\"", "n.", "[0]", "l[x]", ":", "#", "l[-1]", "m..k", "#undefined"));
    }

    private String update() {
        List<String> sections = new ArrayList<>();
        for (int s = 1 + random.nextInt(3); s > 0; s--) {
            String kind = pick(List.of("SET", "SET", "REMOVE", "ADD", "DELETE", "set"));
            List<String> actions = new ArrayList<>();
            for (int a = 1 + random.nextInt(2); a > 0; a--) {
                String path = pick(UPDATE_PATHS);
                actions.add(switch (kind.toUpperCase()) {
                    case "SET" -> path + " = " + updateValue(0);
                    case "REMOVE" -> path;
                    default -> path + " " + pick(VALUES);
                });
            }
            sections.add(kind + " " + String.join(", ", actions));
        }
        return String.join(" ", sections);
    }

    private String updateValue(int depth) {
        int r = random.nextInt(100);
        List<String> simple = new ArrayList<>(UPDATE_PATHS);
        simple.addAll(VALUES);
        if (r < 35) {
            return pick(simple);
        } else if (r < 50) {
            return pick(simple) + " " + pick(List.of("+", "-")) + " " + pick(simple);
        } else if (r < 62) {
            return "if_not_exists(" + pick(simple) + ", " + (depth < 1 ? updateValue(depth + 1) : ":num") + ")";
        } else if (r < 74) {
            return "list_append(" + pick(simple) + ", " + pick(simple) + ")";
        } else if (r < 82) {
            return depth < 2 ? "(" + updateValue(depth + 1) + ")" : ":num";
        }
        return pick(List.of("size(l)", "n + n + n", "-:num", ":num +", "foo(n)", "m.k[0]", "l[0] + :num"));
    }

    private String projection() {
        List<String> paths = new ArrayList<>();
        for (int i = 1 + random.nextInt(4); i > 0; i--) {
            paths.add(pick(List.of("n", "l", "l[0]", "l[1]", "l[9]", "m", "m.k", "m.deep", "#n", "m.#k", "status",
                    "pk", "nope.x", "l[0].x", "ss", "h1", "r1.x")));
        }
        return String.join(", ", paths);
    }

    private String tableKeyCondition() {
        String hash = pick(List.of("pk = :str", "pk = :h1", "#n = :str", "pk = :num", "pk < :str", "begins_with(pk, :str)"));
        int r = random.nextInt(6);
        String range = switch (r) {
            case 0 -> null;
            case 1 -> "sk " + pick(COMPARATORS) + " :num";
            case 2 -> "sk BETWEEN :num AND :num2";
            case 3 -> "begins_with(sk, :num)";
            case 4 -> "sk = :str";
            default -> "n = :num";
        };
        return range == null ? hash : random.nextBoolean() ? hash + " AND " + range : range + " AND " + hash;
    }

    private String gsiKeyCondition() {
        List<String> parts = new ArrayList<>();
        if (random.nextInt(8) != 0) {
            parts.add("h1 = :h1");
        }
        if (random.nextInt(8) != 0) {
            parts.add("h2 = :num");
        }
        String[] ranges = {"r1", "r2", "r3"};
        String[] values = {":r1", ":num", ":b"};
        int length = random.nextInt(4);
        for (int i = 0; i < length; i++) {
            boolean last = i == length - 1;
            String attribute = random.nextInt(10) == 0 ? ranges[random.nextInt(3)] : ranges[i];
            String value = random.nextInt(10) == 0 ? pick(VALUES) : values[i];
            if (last && random.nextBoolean()) {
                parts.add(switch (random.nextInt(3)) {
                    case 0 -> attribute + " " + pick(COMPARATORS) + " " + value;
                    case 1 -> attribute + " BETWEEN " + value + " AND " + value;
                    default -> "begins_with(" + attribute + ", " + value + ")";
                });
            } else {
                parts.add(attribute + " = " + value);
            }
        }
        if (random.nextInt(4) == 0 && parts.size() > 1) {
            int i = random.nextInt(parts.size());
            int j = random.nextInt(parts.size());
            String swap = parts.get(i);
            parts.set(i, parts.get(j));
            parts.set(j, swap);
        }
        return String.join(random.nextInt(10) == 0 ? " OR " : " AND ", parts);
    }

    /** A token dropped, one inserted or one glued to punctuation, half the time. */
    private String mutate(String text) {
        String[] tokens = text.split(" ");
        int r = random.nextInt(100);
        if (r < 50 || tokens.length < 2) {
            return text;
        }
        List<String> list = new ArrayList<>(List.of(tokens));
        int i = random.nextInt(list.size());
        if (r < 70) {
            list.remove(i);
        } else if (r < 85) {
            list.add(i, pick(JUNK));
        } else {
            list.set(i, list.get(i) + pick(List.of("(", ")", ".", ",", "[")));
        }
        return String.join(" ", list);
    }

    private <T> T pick(List<T> choices) {
        return choices.get(random.nextInt(choices.size()));
    }

    /**
     * The names the texts use ({@code #n} for {@code m}, {@code #k} for {@code k}); one time in six, one of them
     * left out, one more that is not used, an empty one, or one whose key lacks the {@code #}.
     */
    private Map<String, String> names(String first, String second) {
        String text = first + " " + (second == null ? "" : second);
        Map<String, String> names = new LinkedHashMap<>();
        if (mentions(text, "#n")) {
            names.put("#n", "m");
        }
        if (mentions(text, "#k")) {
            names.put("#k", "k");
        }
        switch (random.nextInt(24)) {
            case 0 -> names.keySet().stream().findFirst().ifPresent(names::remove);
            case 1 -> names.put("#u", "u");
            case 2 -> names.put("#n", "");
            case 3 -> names.put("n", "m");
            default -> { }
        }
        lastNames = names.isEmpty() ? null : names;
        return lastNames;
    }

    /**
     * The values the text uses; one time in six, one of them left out, one more that is not used, or one replaced by
     * a value DynamoDB refuses or rewrites (an empty set, a set with a duplicate, a number not in canonical form, a
     * value of no type).
     */
    private Map<String, AttributeValue> values(String text) {
        Map<String, AttributeValue> all = new LinkedHashMap<>();
        all.put(":num", n("1"));
        all.put(":num2", n("10"));
        all.put(":str", s("a"));
        all.put(":l", AttributeValue.fromL(List.of(s("x"), n("2"))));
        all.put(":ss", AttributeValue.fromSs(List.of("x", "y")));
        all.put(":m", AttributeValue.fromM(Map.of("k", s("x"))));
        all.put(":b", b(new byte[] {0}));
        all.put(":bool", AttributeValue.fromBool(true));
        all.put(":null", AttributeValue.fromNul(true));
        all.put(":h1", s("A"));
        all.put(":r1", s("x"));
        Map<String, AttributeValue> used = new LinkedHashMap<>();
        all.forEach((name, value) -> {
            if (mentions(text, name)) {
                used.put(name, value);
            }
        });
        String some = used.isEmpty() ? ":u" : used.keySet().iterator().next();
        switch (random.nextInt(36)) {
            case 0 -> used.remove(some);
            case 1 -> used.put(":u", s("u"));
            case 2 -> used.put(some, AttributeValue.fromSs(List.of()));
            case 3 -> used.put(some, AttributeValue.fromSs(List.of("x", "x")));
            case 4 -> used.put(some, n("01.50"));
            case 5 -> used.put(some, AttributeValue.builder().build());
            default -> { }
        }
        lastValues = used.isEmpty() ? null : used;
        return lastValues;
    }

    private static boolean mentions(String text, String name) {
        return Pattern.compile(Pattern.quote(name) + "(?![A-Za-z0-9_])").matcher(text).find();
    }

    private static Map<String, AttributeValue> key(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put("pk", item.get("pk"));
        key.put("sk", item.get("sk"));
        return key;
    }

    /** Items with every attribute the expressions name, some in the GSI, some not. */
    private static List<Map<String, AttributeValue>> items() {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        String[] pks = {"a", "A", "é"};
        for (int i = 0; i < 6; i++) {
            Map<String, AttributeValue> item = new LinkedHashMap<>();
            item.put("pk", s(pks[i % 3]));
            item.put("sk", n(Integer.toString(i - 2)));
            item.put("n", n(Integer.toString(i * 3 - 4)));
            item.put("l", AttributeValue.fromL(List.of(s("x" + i), n("2"), AttributeValue.fromM(Map.of("x", n("1"))))));
            Map<String, AttributeValue> m = new LinkedHashMap<>();
            m.put("k", s(i % 2 == 0 ? "x" : "ab"));
            m.put("c", n(Integer.toString(i)));
            if (i % 3 == 0) {
                m.put("deep", AttributeValue.fromM(Map.of("x", n("5"))));
            }
            item.put("m", AttributeValue.fromM(m));
            item.put("ss", AttributeValue.fromSs(i % 2 == 0 ? List.of("x", "z") : List.of("y")));
            if (i % 4 != 3) {
                item.put("v", i % 2 == 0 ? s("a" + i) : n("7"));
            }
            if (i % 3 != 2) {
                item.put("h1", s(i % 2 == 0 ? "A" : "B"));
                item.put("h2", n("1"));
                item.put("r1", s(i < 3 ? "x" : "xy"));
                item.put("r2", n(Integer.toString(i)));
                item.put("r3", b(new byte[] {(byte) i}));
            }
            items.add(item);
        }
        return items;
    }
}
