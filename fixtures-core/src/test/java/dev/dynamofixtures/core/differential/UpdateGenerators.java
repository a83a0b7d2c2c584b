package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.differential.Generators.n;
import static dev.dynamofixtures.core.differential.Generators.s;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * Random UpdateItem requests for the randomized differential suite: one to three clauses on distinct
 * attributes (so paths never overlap) drawn from SET with {@code +}/{@code -}, {@code if_not_exists},
 * {@code list_append}, nested map and list paths, REMOVE, ADD and DELETE, on plain attributes and on index
 * keys, with conditions that sometimes fail and every ReturnValues option. Many clauses fail at run time on
 * some items (wrong operand types, missing parents, index keys of the wrong type): both backends must agree.
 *
 * <p>UPDATED_OLD and UPDATED_NEW are asked for only when every path is a top-level attribute: for nested paths
 * DynamoDB Local returns whole top-level attributes (and nothing after a list append), where the service
 * returns the updated paths (SPEC 8.1, a documented Local quirk the engine does not copy). Such requests ask
 * for ALL_OLD or ALL_NEW instead. Numbers are canonical, because DynamoDB Local keeps nested numbers as written,
 * and arithmetic ({@code +}, {@code -}, ADD) only adds integers to them: DynamoDB Local stores a sum as Java's
 * BigDecimal prints it ({@code -2.5 + -2.5} is {@code -5.0}) where the service and the engine normalise it.
 */
final class UpdateGenerators {
    /** Clauses by the attribute they write; the values they use are named by placeholder prefix. */
    private static final Map<String, List<String>> CLAUSES = new LinkedHashMap<>();

    static {
        CLAUSES.put("n", List.of("SET n = :dec", "SET n = n + :num", "SET n = :num - n", "SET n = if_not_exists(n, :num)",
                "SET n = if_not_exists(n, :zero) + :num", "ADD n :num", "REMOVE n", "SET n = v"));
        CLAUSES.put("l", List.of("SET l = list_append(if_not_exists(l, :empty), :list)", "SET l = list_append(:list, l)",
                "SET l[0] = :str", "SET l[5] = :num", "REMOVE l[0]", "REMOVE l[2], l[0]", "ADD l[1] :num",
                "SET l = :list"));
        CLAUSES.put("m", List.of("SET m = :map", "SET m.k = :str", "SET m.c = if_not_exists(m.c, :num)", "REMOVE m.k",
                "ADD m.c :num", "SET m.deep.x = :num", "SET m.k = m.c"));
        CLAUSES.put("ss", List.of("ADD ss :ss", "DELETE ss :ss", "SET ss = :ss", "REMOVE ss", "ADD ss :ns"));
        CLAUSES.put("v", List.of("SET v = :str", "SET v = :dec", "REMOVE v", "ADD v :num", "SET v = v + :num",
                "DELETE v :ss"));
        CLAUSES.put("keys", List.of("SET h1 = :h1", "REMOVE r1", "SET r1 = :str", "SET r2 = :num", "SET h2 = :h1",
                "SET r3 = :bin", "SET ls = :num", "REMOVE h2, ls", "SET pk = :str"));
    }

    private static final List<String> CONDITIONS = java.util.Arrays.asList(null, null, null, null, null, null, null,
            null, null, null, null, null, null, null, "attribute_exists(pk)", "attribute_not_exists(pk)", "n > :cn", "size(l) > :cn", "attribute_type(v, :ct)",
            "m.k = :cs", "attribute_not_exists(n) OR n < :cn");

    private UpdateGenerators() {
    }

    static Arbitrary<Actions.Action> update() {
        Arbitrary<List<String>> attributes = Arbitraries.of(new ArrayList<>(CLAUSES.keySet()))
                .list().uniqueElements().ofMinSize(0).ofMaxSize(3);
        return attributes.flatMap(chosen -> {
            List<Arbitrary<String>> clauses = new ArrayList<>();
            chosen.forEach(attribute -> clauses.add(Arbitraries.of(CLAUSES.get(attribute))));
            return Combinators.combine(key(), Combinators.combine(clauses).as(List::copyOf),
                    Arbitraries.of(CONDITIONS), Arbitraries.of(ReturnValue.NONE, ReturnValue.ALL_OLD, ReturnValue.ALL_NEW,
                            ReturnValue.UPDATED_OLD, ReturnValue.UPDATED_NEW), values())
                    .as(UpdateGenerators::build);
        });
    }

    /** Mostly one of four hot keys, so updates meet the items earlier updates and puts left. */
    private static Arbitrary<Map<String, AttributeValue>> key() {
        Arbitrary<Map<String, AttributeValue>> hot = Combinators.combine(Arbitraries.of("a", "é"), Arbitraries.of("0", "1"))
                .as((pk, sk) -> {
                    Map<String, AttributeValue> key = new LinkedHashMap<>();
                    key.put("pk", s(pk));
                    key.put("sk", n(sk));
                    return key;
                });
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(3, hot), net.jqwik.api.Tuple.of(1, Actions.key()));
    }

    /** A hot key with attributes the update clauses work on (a number, a list, a map, a string set). */
    static Arbitrary<Map<String, AttributeValue>> richItem() {
        return Combinators.combine(key(), Arbitraries.of("1", "-2.5", "7"), Arbitraries.of(true, false))
                .as((key, num, deep) -> {
                    Map<String, AttributeValue> item = new LinkedHashMap<>(key);
                    item.put("n", n(num));
                    item.put("l", AttributeValue.fromL(List.of(s("a"), n(num), s("c"))));
                    Map<String, AttributeValue> map = new LinkedHashMap<>();
                    map.put("k", s("x"));
                    map.put("c", n(num));
                    if (deep) {
                        map.put("deep", AttributeValue.fromM(Map.of("x", n(num))));
                    }
                    item.put("m", AttributeValue.fromM(map));
                    item.put("ss", AttributeValue.fromSs(List.of("x", "z")));
                    return item;
                });
    }

    /** One value per placeholder kind, drawn for each request. */
    private static Arbitrary<Map<String, AttributeValue>> values() {
        return Combinators.combine(Arbitraries.of("1", "-2", "0", "100"), Arbitraries.of("x", "", "é", "😀"),
                        Generators.h1(), Generators.r3(), Arbitraries.of("S", "N", "L"), Arbitraries.of("-2.5", "0.125", "7"))
                .as((num, str, h1, bin, type, dec) -> {
                    Map<String, AttributeValue> values = new LinkedHashMap<>();
                    values.put(":num", n(num));
                    values.put(":dec", n(dec));
                    values.put(":zero", n("0"));
                    values.put(":str", s(str));
                    values.put(":h1", h1);
                    values.put(":bin", bin);
                    values.put(":empty", AttributeValue.fromL(List.of()));
                    values.put(":list", AttributeValue.fromL(List.of(s(str), n(num))));
                    values.put(":map", AttributeValue.fromM(Map.of("k", s(str), "c", n(num))));
                    values.put(":ss", AttributeValue.fromSs(List.of("x", "y")));
                    values.put(":ns", AttributeValue.fromNs(List.of(num)));
                    values.put(":cn", n("1"));
                    values.put(":ct", s(type));
                    values.put(":cs", s("x"));
                    return values;
                });
    }

    private static Actions.Action build(Map<String, AttributeValue> key, List<String> clauses, String condition,
                                        ReturnValue returnValue, Map<String, AttributeValue> pool) {
        String expression = expression(clauses);
        boolean nested = clauses.stream().anyMatch(c -> c.matches("(?s).*\\b(l\\[|m\\.).*"));
        ReturnValue asked = returnValue;
        if (nested && returnValue == ReturnValue.UPDATED_OLD) {
            asked = ReturnValue.ALL_OLD;
        } else if (nested && returnValue == ReturnValue.UPDATED_NEW) {
            asked = ReturnValue.ALL_NEW;
        }
        String used = expression + " " + (condition == null ? "" : condition);
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        pool.forEach((placeholder, value) -> {
            if (used.matches("(?s).*" + placeholder + "\\b.*")) {
                values.put(placeholder, value);
            }
        });
        return new Actions.Update(key, expression.isEmpty() ? null : expression, condition, values, asked);
    }

    /** The clauses grouped into sections: {@code SET a, b REMOVE c ADD d DELETE e}. */
    private static String expression(List<String> clauses) {
        Map<String, List<String>> sections = new LinkedHashMap<>();
        for (String clause : clauses) {
            int space = clause.indexOf(' ');
            sections.computeIfAbsent(clause.substring(0, space), k -> new ArrayList<>()).add(clause.substring(space + 1));
        }
        StringBuilder expression = new StringBuilder();
        sections.forEach((section, actions) -> expression.append(expression.length() == 0 ? "" : " ").append(section)
                .append(' ').append(String.join(", ", actions)));
        return expression.toString();
    }
}
