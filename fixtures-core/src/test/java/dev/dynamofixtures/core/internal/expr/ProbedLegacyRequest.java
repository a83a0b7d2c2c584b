package dev.dynamofixtures.core.internal.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValueUpdate;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;

/**
 * A request with a legacy parameter that was sent to DynamoDB Local, replayed through {@link LegacyParameters};
 * conditions are evaluated on {@link ProbedLegacyRequests#ITEM} (filters) or on a missing item (Expected).
 */
record ProbedLegacyRequest(String description, Supplier<Object> replay, Map<String, AttributeValue> item,
                           Object expected) {

    record Matches(boolean expected) {
    }

    record Projects(Map<String, AttributeValue> expected) {
    }

    record NewItem(Map<String, AttributeValue> expected) {
    }

    static software.amazon.awssdk.services.dynamodb.model.Condition cond(String operator, AttributeValue... values) {
        software.amazon.awssdk.services.dynamodb.model.Condition.Builder builder =
                software.amazon.awssdk.services.dynamodb.model.Condition.builder().comparisonOperator(operator);
        if (values.length > 0) {
            builder.attributeValueList(Arrays.asList(values));
        }
        return builder.build();
    }

    static ExpectedAttributeValue expected(AttributeValue value, Boolean exists, String operator,
                                           List<AttributeValue> values) {
        return ExpectedAttributeValue.builder().value(value).exists(exists).comparisonOperator(operator)
                .attributeValueList(values).build();
    }

    static AttributeValueUpdate au(String action, AttributeValue value) {
        return AttributeValueUpdate.builder().action(action).value(value).build();
    }

    static ProbedLegacyRequest filter(Map<String, software.amazon.awssdk.services.dynamodb.model.Condition> filter,
                                      String conditionalOperator) {
        return new ProbedLegacyRequest("ScanFilter " + filter + " " + conditionalOperator,
                () -> LegacyParameters.filter(filter, conditionalOperator), ProbedLegacyRequests.ITEM, null);
    }

    static ProbedLegacyRequest expectedOnMissingItem(Map<String, ExpectedAttributeValue> expected,
                                                     String conditionalOperator) {
        return new ProbedLegacyRequest("Expected " + expected + " " + conditionalOperator,
                () -> LegacyParameters.expected(expected, conditionalOperator), Map.of(), null);
    }

    static ProbedLegacyRequest keyConditions(
            Map<String, software.amazon.awssdk.services.dynamodb.model.Condition> conditions) {
        return new ProbedLegacyRequest("KeyConditions " + conditions,
                () -> LegacyParameters.keyConditions(conditions), null, null);
    }

    static ProbedLegacyRequest attributesToGet(List<String> names) {
        return new ProbedLegacyRequest("AttributesToGet " + names, () -> LegacyParameters.attributesToGet(names),
                ProbedLegacyRequests.ITEM, null);
    }

    static ProbedLegacyRequest attributeUpdates(Map<String, AttributeValueUpdate> updates) {
        return new ProbedLegacyRequest("AttributeUpdates " + updates,
                () -> LegacyParameters.attributeUpdates(updates), ProbedLegacyRequests.ITEM, null);
    }

    ProbedLegacyRequest expect(Object outcome) {
        return new ProbedLegacyRequest(description, replay, item, outcome);
    }

    static Object error(String message) {
        return message;
    }

    static Object matches(boolean expected) {
        return new Matches(expected);
    }

    static Object projects(Map<String, AttributeValue> expected) {
        return new Projects(expected);
    }

    static Object newItem(Map<String, AttributeValue> expected) {
        return new NewItem(expected);
    }

    static Object passes() {
        return Boolean.TRUE;
    }

    @SuppressWarnings("unchecked")
    void verify() {
        if (expected instanceof String message) {
            DynamoError error = null;
            try {
                Object converted = replay.get();
                if (converted instanceof UpdateAction action) {
                    action.apply(item);
                }
            } catch (DynamoError e) {
                error = e;
            }
            assertThat(error).as("error of %s", this).isNotNull();
            assertThat(error.localMessage()).as("%s", this).isEqualTo(message);
            return;
        }
        Object[] converted = new Object[1];
        assertThatCode(() -> converted[0] = replay.get()).as("%s", this).doesNotThrowAnyException();
        if (expected instanceof Matches matches) {
            assertThat(((Condition) converted[0]).matches(item)).as("%s", this).isEqualTo(matches.expected());
        } else if (expected instanceof Projects projects) {
            Map<String, AttributeValue> projected = ((java.util.Optional<Projection>) converted[0])
                    .map(projection -> projection.apply(item)).orElse(item);
            assertThat(projected).as("%s", this).isEqualTo(projects.expected());
        } else if (expected instanceof NewItem newItem) {
            assertThat(((UpdateAction) converted[0]).apply(item).newItem()).as("%s", this)
                    .isEqualTo(newItem.expected());
        }
    }

    @Override
    public String toString() {
        return description;
    }
}
