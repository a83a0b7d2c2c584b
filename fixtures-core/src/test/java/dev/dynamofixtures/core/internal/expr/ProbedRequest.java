package dev.dynamofixtures.core.internal.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A Scan or Query that was sent to DynamoDB Local, replayed through the expression layer the way the operation
 * uses it: check the maps, parse the filter, the projection, then the key condition, check unused
 * placeholders, then the key conditions' structure. The expectation is what DynamoDB Local answered.
 */
record ProbedRequest(boolean query, String keyCondition, String filter, String projection, Map<String, String> names,
                     Map<String, AttributeValue> values, Map<String, AttributeValue> item, Outcome outcome) {

    /** What DynamoDB Local answered. */
    sealed interface Outcome permits Error, Matches, Projects, Passes {
    }

    record Error(String message) implements Outcome {
    }

    record Matches(boolean expected) implements Outcome {
    }

    record Projects(Map<String, AttributeValue> expected) implements Outcome {
    }

    /** No expression error (the request failed later, or succeeded). */
    record Passes() implements Outcome {
    }

    static ProbedRequest scan(String filter, String projection, Map<String, String> names,
                              Map<String, AttributeValue> values, Map<String, AttributeValue> item) {
        return new ProbedRequest(false, null, filter, projection, names, values, item, null);
    }

    static ProbedRequest query(String keyCondition, String filter, String projection, Map<String, String> names,
                               Map<String, AttributeValue> values) {
        return new ProbedRequest(true, keyCondition, filter, projection, names, values, null, null);
    }

    ProbedRequest expect(Outcome expected) {
        return new ProbedRequest(query, keyCondition, filter, projection, names, values, item, expected);
    }

    static Outcome error(String message) {
        return new Error(message);
    }

    static Outcome matches(boolean expected) {
        return new Matches(expected);
    }

    static Outcome projects(Map<String, AttributeValue> expected) {
        return new Projects(expected);
    }

    static Outcome ok() {
        return new Passes();
    }

    static AttributeValue b64(String base64) {
        return AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode(base64)));
    }

    static AttributeValue bs(String... base64) {
        return AttributeValue.fromBs(List.of(base64).stream()
                .map(value -> SdkBytes.fromByteArray(Base64.getDecoder().decode(value))).toList());
    }

    /** Replays the request; returns what the expression layer answered. */
    void verify() {
        ExpressionAttributes attributes = ExpressionAttributes.of(names, values);
        Object[] result = new Object[2];
        Runnable replay = () -> {
            boolean anyExpression = query || filter != null || projection != null;
            boolean anyValueExpression = query || filter != null;
            attributes.checkSuppliedWithoutExpressions(anyExpression, anyValueExpression,
                    query ? "FilterExpression and KeyConditionExpression" : "FilterExpression");
            if (filter != null) {
                result[0] = Expressions.parseCondition(filter, ExpressionKind.FILTER, attributes);
            }
            if (projection != null) {
                result[1] = Expressions.parseProjection(projection, attributes);
            }
            KeyConditionExpression keys = query
                    ? Expressions.parseKeyConditionExpression(keyCondition, attributes) : null;
            attributes.checkAllUsed();
            if (keys != null) {
                keys.conditions(() -> KeyConditionTest.PK_SK);
            }
        };
        if (outcome instanceof Error error) {
            DynamoError caught = catchError(replay);
            assertThat(caught).as("error of %s", this).isNotNull();
            assertThat(withoutPathTypes(caught.localMessage())).as("%s", this)
                    .isEqualTo(withoutPathTypes(error.message()));
            return;
        }
        assertThatCode(replay::run).as("%s", this).doesNotThrowAnyException();
        if (outcome instanceof Matches matches) {
            assertThat(((Condition) result[0]).matches(item)).as("%s", this).isEqualTo(matches.expected());
        } else if (outcome instanceof Projects projects) {
            assertThat(((Projection) result[1]).apply(item)).as("%s", this).isEqualTo(projects.expected());
        }
    }

    /** DynamoDB Local lists a path's possible types from a hash set of enums: their order varies by run. */
    private static String withoutPathTypes(String message) {
        int types = message.indexOf("operand type: {");
        return types < 0 ? message : message.substring(0, types);
    }

    private static DynamoError catchError(Runnable replay) {
        try {
            replay.run();
            return null;
        } catch (DynamoError e) {
            return e;
        }
    }

    @Override
    public String toString() {
        return (query ? "Query " + keyCondition + " / " : "Scan ") + filter + " / " + projection
                + " names=" + names + " values=" + values;
    }
}
