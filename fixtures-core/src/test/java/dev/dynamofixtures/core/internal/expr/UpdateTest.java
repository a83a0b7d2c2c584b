package dev.dynamofixtures.core.internal.expr;

import static dev.dynamofixtures.core.internal.expr.AttributeMaps.assertValidationError;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.l;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.m;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.map;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.n;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.ns;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.s;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.ss;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.values;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** UpdateExpression semantics (SPEC 6.6) and the returned updated parts (SPEC 8.1, service semantics). */
class UpdateTest {

    private static UpdateResult apply(String text, ExpressionAttributes attributes, Map<String, AttributeValue> item) {
        return Expressions.parseUpdate(text, attributes).apply(item);
    }

    @Test
    void every_right_hand_side_reads_the_old_item() {
        // given: the dynalite example of SPEC 6.6
        Map<String, AttributeValue> item = map("n", n("5"), "l", l(n("1"), n("3")), "b", m("a", n("1"), "b", n("2"),
                "c", n("3")));
        // when
        UpdateResult result = apply("SET b.c=((l[1])+(b.a)),b.a = n,l[1] = n, l[4] = b.a - b.b, l[2] = b.c "
                + "ADD l[8] :b, l[6] :a", values(":a", n("2"), ":b", ss("a")), item);
        // then
        assertThat(result.newItem()).isEqualTo(map("n", n("5"),
                "l", l(n("1"), n("5"), n("3"), n("-1"), n("2"), ss("a")),
                "b", m("a", n("5"), "b", n("2"), "c", n("4"))));
    }

    @Test
    void the_new_item_keeps_the_old_order_with_updates_in_place_and_new_attributes_after_in_the_order_actions_ran() {
        // A small item is built as the stored ItemMap, one of more than 16 attributes as a linked map: the same order
        // either way. New attributes follow in the order DynamoDB runs the actions (its HashMap's), not the text's.
        String update = "SET c = :v, zz = :v, n2 = :v, a1 = :v, b = b REMOVE d, absent";
        java.util.List<java.util.List<String>> orders = new java.util.ArrayList<>();
        for (int extra : new int[] {0, 20}) {
            Map<String, AttributeValue> item = new java.util.LinkedHashMap<>();
            for (String name : new String[] {"a", "b", "c", "d", "e"}) {
                item.put(name, s(name));
            }
            for (int i = 0; i < extra; i++) {
                item.put("x" + i, n(Integer.toString(i)));
            }
            Map<String, AttributeValue> updated = apply(update, values(":v", s("new")), item).newItem();

            java.util.List<String> names = new java.util.ArrayList<>(updated.keySet());
            names.removeIf(name -> name.startsWith("x"));
            orders.add(names);
            assertThat(names.subList(0, 4)).containsExactly("a", "b", "c", "e");
            assertThat(names.subList(4, 7)).containsExactlyInAnyOrder("zz", "n2", "a1");
            assertThat(new java.util.ArrayList<>(updated.keySet()).subList(4, 4 + extra))
                    .allMatch(name -> name.startsWith("x"));
            assertThat(updated.get("c")).isEqualTo(s("new"));
            assertThat(updated.get("b")).isEqualTo(s("b"));
        }
        assertThat(orders.get(0)).isEqualTo(orders.get(1));
        assertThat(orders.get(0).subList(4, 7)).isNotEqualTo(java.util.List.of("zz", "n2", "a1"));
    }

    @Test
    void updated_old_and_new_project_the_updated_paths() {
        // given
        Map<String, AttributeValue> item = map("a", n("1"), "b", s("gone"), "m", m("p", n("1"), "q", n("2")));
        // when
        UpdateResult result = apply("SET a = a + :one, c = :one, m.p = :one REMOVE b", values(":one", n("1")), item);
        // then
        assertThat(result.updatedOld()).isEqualTo(map("a", n("1"), "b", s("gone"), "m", m("p", n("1"))));
        assertThat(result.updatedNew()).isEqualTo(map("a", n("2"), "c", n("1"), "m", m("p", n("1"))));
    }

    @Test
    void updated_new_names_list_elements_where_they_ended_up() {
        // given
        Map<String, AttributeValue> item = map("l", l(s("a"), s("b"), s("c")));
        // when
        UpdateResult result = apply("SET l[9] = :x, l[2] = :y REMOVE l[0]", values(":x", s("X"), ":y", s("Y")), item);
        // then
        assertThat(result.newItem()).isEqualTo(map("l", l(s("b"), s("Y"), s("X"))));
        assertThat(result.updatedNew()).isEqualTo(map("l", l(s("Y"), s("X"))));
        assertThat(result.updatedOld()).isEqualTo(map("l", l(s("a"), s("c"))));
    }

    @Test
    void an_update_of_a_missing_item_starts_from_an_empty_item() {
        // when
        UpdateResult result = apply("SET a = if_not_exists(a, :zero) + :one ADD s :s REMOVE nope",
                values(":zero", n("0"), ":one", n("1"), ":s", ss("x")), Map.of());
        // then
        assertThat(result.newItem()).isEqualTo(map("a", n("1"), "s", ss("x")));
        assertThat(result.updatedOld()).isEmpty();
    }

    @Test
    void add_and_delete_keep_sets_canonical_and_delete_removes_an_emptied_set() {
        // given
        Map<String, AttributeValue> item = map("ns", ns("1", "2"), "ss", ss("a", "b"));
        // when
        UpdateResult result = apply("ADD ns :more DELETE ss :all", ExpressionAttributes.of(null,
                map(":more", ns("10", "-1", "2.0"), ":all", ss("b", "a"))), item);
        // then
        assertThat(result.newItem()).isEqualTo(map("ns", ns("-1", "1", "2", "10")));
    }

    @Test
    void sums_are_canonical_and_checked_against_the_number_limits() {
        // given
        Map<String, AttributeValue> item = map("n", n("5"));
        // when / then
        assertThat(apply("ADD n :n", values(":n", n("-5.00")), item).newItem()).isEqualTo(map("n", n("0")));
        assertValidationError(() -> apply("SET x = :a + :b", values(":a", n("1e37"), ":b", n("0.1")), item),
                "Attempting to store more than 38 significant digits in a Number",
                "DynamoDB only supports precision up to 38 digits");
        assertValidationError(() -> apply("SET x = :a + :a", values(":a", n("9.9e125")), item),
                "Number overflow. Attempting to store a number with magnitude larger than supported range");
    }

    @Test
    void runtime_errors_follow_dynamodbs_hash_order_of_the_updated_paths_not_the_text() {
        // given: DynamoDB visits b before a, whatever the order they are written in
        Map<String, AttributeValue> item = map("s", s("str"));
        ExpressionAttributes one = values(":one", n("1"));
        // when / then
        assertValidationError(() -> apply("SET a = nope + :one, b = s + :one", one, item),
                "An operand in the update expression has an incorrect data type");
        assertValidationError(() -> apply("SET b = s + :one, a = nope + :one", values(":one", n("1")), item),
                "An operand in the update expression has an incorrect data type");
    }

    @Test
    void paths_that_cannot_be_updated_are_rejected() {
        // given
        Map<String, AttributeValue> item = map("s", s("str"), "l", l(s("a")), "m", m("x", n("1")));
        // when / then
        for (String text : new String[] {"SET nope.y = :v", "SET s.y = :v", "SET m.z.w = :v", "SET m[0] = :v",
                                         "SET l.a = :v", "REMOVE nope.x", "SET l[5].a = :v", "ADD nope.x :v"}) {
            assertValidationError(() -> apply(text, values(":v", n("1")), item),
                    "The document path provided in the update expression is invalid for update");
        }
    }

    @Test
    void missing_attributes_read_by_a_value_are_rejected() {
        // when / then
        assertValidationError(() -> apply("SET x = list_append(nope, :l)", values(":l", l()), map()),
                "The provided expression refers to an attribute that does not exist in the item");
        assertValidationError(() -> apply("SET x = if_not_exists(a, b)", ExpressionAttributes.none(), map()),
                "The provided expression refers to an attribute that does not exist in the item");
    }

    @Test
    void targets_are_listed_for_the_key_attribute_rule() {
        // given
        UpdateAction action = Expressions.parseUpdate("SET #k = :v, m.x = :v REMOVE pk ADD n :v",
                ExpressionAttributes.of(Map.of("#k", "sk"), Map.of(":v", n("1"))));
        // when / then
        assertThat(action.topLevelAttributeNames()).containsExactly("sk", "m", "pk", "n");
        assertThat(action.paths()).extracting(DocumentPath::toString).containsExactly("[sk]", "[m, x]", "[pk]", "[n]");
    }

    @Test
    void the_new_item_is_unmodifiable_and_the_old_item_untouched() {
        // given
        Map<String, AttributeValue> item = map("a", n("1"));
        // when
        UpdateResult result = apply("SET a = :v", values(":v", n("2")), item);
        // then
        assertThat(item).isEqualTo(map("a", n("1")));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> result.newItem().put("b", n("1")))
                .isInstanceOf(UnsupportedOperationException.class);
    }
}
