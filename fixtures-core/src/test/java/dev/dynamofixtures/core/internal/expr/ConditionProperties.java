package dev.dynamofixtures.core.internal.expr;

import static dev.dynamofixtures.core.internal.expr.AttributeMaps.map;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.n;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.s;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Properties of condition parsing and evaluation over generated expressions. */
class ConditionProperties {
    private static final Map<String, AttributeValue> VALUES = map(":n", n("5"), ":s", s("b"), ":m", n("-1"));

    @Provide
    Arbitrary<String> conditions() {
        Arbitrary<String> comparisons = Combinators.combine(
                Arbitraries.of("a", "b", "#x", "m.a", "l[1]"),
                Arbitraries.of("=", "<>", "<", "<=", ">", ">="),
                Arbitraries.of(":n", ":s", ":m"))
                .as((path, operator, value) -> path + " " + operator + " " + value);
        Arbitrary<String> functions = Arbitraries.of("attribute_exists(a)", "attribute_not_exists(m.a)",
                "begins_with(b, :s)", "contains(l, :n)", "size(b) > :m", "a BETWEEN :m AND :n", "a IN (:n, :m)");
        Arbitrary<String> atoms = Arbitraries.oneOf(comparisons, functions);
        return Arbitraries.recursive(() -> atoms, inner -> Arbitraries.oneOf(
                Combinators.combine(inner, Arbitraries.of("AND", "OR", "and", "Or"), inner)
                        .as((left, operator, right) -> left + " " + operator + " " + right),
                inner.map(operand -> "NOT " + operand)), 0, 4);
    }

    @Provide
    Arbitrary<Map<String, AttributeValue>> items() {
        Arbitrary<AttributeValue> scalars = Arbitraries.of(n("5"), n("-1"), n("7.5"), s("a"), s("b"), s("bc"));
        return Combinators.combine(scalars.injectNull(0.3), scalars.injectNull(0.3), scalars, scalars.injectNull(0.5))
                .as((a, b, x, first) -> {
                    Map<String, AttributeValue> item = new java.util.HashMap<>();
                    if (a != null) {
                        item.put("a", a);
                    }
                    if (b != null) {
                        item.put("b", b);
                    }
                    item.put("x", x);
                    item.put("m", AttributeValue.fromM(a == null ? Map.of() : Map.of("a", a)));
                    item.put("l", AttributeValue.fromL(first == null ? List.of(x) : List.of(first, x)));
                    return item;
                });
    }

    @Property(tries = 300)
    void extra_whitespace_between_tokens_gives_the_same_syntax_tree(@ForAll("conditions") String text) {
        // given
        String spaced = text.replace(" ", " \t ").replace("(", "( ").replace(")", " )");
        // when / then
        assertThat(ConditionParser.parse(spaced)).isEqualTo(ConditionParser.parse(text));
    }

    @Property(tries = 300)
    void not_and_or_follow_boolean_logic(@ForAll("conditions") String left, @ForAll("conditions") String right,
                                         @ForAll("items") Map<String, AttributeValue> item) {
        // given
        boolean l = evaluate(left, item);
        boolean r = evaluate(right, item);
        // when / then
        assertThat(evaluate("(" + left + ") AND (" + right + ")", item)).isEqualTo(l && r);
        assertThat(evaluate("(" + left + ") OR (" + right + ")", item)).isEqualTo(l || r);
        assertThat(evaluate("NOT (" + left + ")", item)).isEqualTo(!l);
    }

    @Property(tries = 200)
    void a_comparison_and_its_mirror_agree(@ForAll("items") Map<String, AttributeValue> item) {
        // given
        String[][] mirrors = {{"a < :n", ":n > a"}, {"a <= :s", ":s >= a"}, {"a = :m", ":m = a"}, {"a <> :n", ":n <> a"}};
        // when / then
        for (String[] pair : mirrors) {
            assertThat(evaluate(pair[0], item)).as(pair[0]).isEqualTo(evaluate(pair[1], item));
        }
    }

    private static boolean evaluate(String text, Map<String, AttributeValue> item) {
        ExpressionAttributes attributes = ExpressionAttributes.of(Map.of("#x", "x"), VALUES);
        return Expressions.parseCondition(text, ExpressionKind.FILTER, attributes).matches(item);
    }
}
