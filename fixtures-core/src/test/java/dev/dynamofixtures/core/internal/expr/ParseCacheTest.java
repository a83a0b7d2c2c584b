package dev.dynamofixtures.core.internal.expr;

import static dev.dynamofixtures.core.internal.expr.AttributeMaps.assertValidationError;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.map;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.n;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.s;
import static dev.dynamofixtures.core.internal.expr.AttributeMaps.values;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Parsed texts are cached; binding, and every placeholder error, happens per request. */
class ParseCacheTest {

    @Test
    void one_cached_text_binds_to_each_requests_own_names_and_values() {
        // given
        String text = "#a = :v";
        // when
        Condition first = Expressions.parseCondition(text, ExpressionKind.FILTER,
                ExpressionAttributes.of(map("#a", "x"), map(":v", n("1"))));
        Condition second = Expressions.parseCondition(text, ExpressionKind.FILTER,
                ExpressionAttributes.of(map("#a", "y"), map(":v", n("2.0"))));
        // then
        assertThat(first.matches(map("x", n("1"), "y", n("1")))).isTrue();
        assertThat(second.matches(map("x", n("1"), "y", n("1")))).isFalse();
        assertThat(second.matches(map("y", n("2")))).isTrue();
    }

    @Test
    void placeholder_errors_are_reported_for_every_request_of_a_cached_text() {
        // given
        String text = "#undefinedInCacheTest = :v";
        Expressions.parseCondition(text, ExpressionKind.FILTER,
                ExpressionAttributes.of(map("#undefinedInCacheTest", "x"), map(":v", s("x"))));
        // when / then
        assertValidationError(() -> Expressions.parseCondition(text, ExpressionKind.FILTER, values(":v", s("x"))),
                "Invalid FilterExpression: An expression attribute name used in the document path is not defined; "
                        + "attribute name: #undefinedInCacheTest");
    }

    @Test
    void a_texts_own_error_is_cached_with_its_kinds_prefix() {
        // given
        String text = "a = :v AND";
        // when / then
        assertValidationError(() -> Expressions.parseCondition(text, ExpressionKind.FILTER, values(":v", s("x"))),
                "Invalid FilterExpression: Syntax error; token: \"<EOF>\", near: \"AND\"");
        assertValidationError(() -> Expressions.parseCondition(text, ExpressionKind.FILTER, values(":v", s("x"))),
                "Invalid FilterExpression: Syntax error; token: \"<EOF>\", near: \"AND\"");
        assertValidationError(() -> Expressions.parseCondition(text, ExpressionKind.CONDITION, values(":v", s("x"))),
                "Invalid ConditionExpression: Syntax error; token: \"<EOF>\", near: \"AND\"");
    }

    @Test
    void the_cache_parses_a_text_once_and_stays_bounded() {
        // given
        ParseCache<String> cache = new ParseCache<>(3);
        AtomicInteger parses = new AtomicInteger();
        ParseCache.Parser<String> parser = text -> {
            parses.incrementAndGet();
            if (text.startsWith("bad")) {
                throw DynamoError.validation("broken");
            }
            return text.toUpperCase();
        };
        // when
        String first = cache.get("a", "P: ", parser);
        String again = cache.get("a", "P: ", parser);
        for (String text : new String[] {"b", "c", "d", "e"}) {
            cache.get(text, "P: ", parser);
        }
        // then
        assertThat(first).isEqualTo("A").isSameAs(again);
        assertThat(parses).hasValue(5);
        assertThat(cache.size()).isLessThanOrEqualTo(3);
        assertValidationError(() -> cache.get("bad", "P: ", parser), "P: broken");
        assertValidationError(() -> cache.get("bad", "P: ", parser), "P: broken");
        assertThat(parses).hasValue(6);
    }
}
