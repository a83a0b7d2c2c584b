package dev.dynamofixtures.core.ops;

import software.amazon.awssdk.services.dynamodb.model.AttributeAction;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.AttributeValueUpdate;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;

/** Builders for the legacy AttributeUpdates and Expected entries the tests use. */
final class TestUpdates {
    private TestUpdates() {
    }

    static AttributeValueUpdate put(AttributeValue value) {
        return AttributeValueUpdate.builder().action(AttributeAction.PUT).value(value).build();
    }

    static AttributeValueUpdate add(AttributeValue value) {
        return AttributeValueUpdate.builder().action(AttributeAction.ADD).value(value).build();
    }

    /** DELETE of the attribute ({@code value} null) or of set elements. */
    static AttributeValueUpdate delete(AttributeValue value) {
        return AttributeValueUpdate.builder().action(AttributeAction.DELETE).value(value).build();
    }

    /** An entry without Action, which the API reference documents as a PUT. */
    static AttributeValueUpdate noAction(AttributeValue value) {
        return AttributeValueUpdate.builder().value(value).build();
    }

    /** {@code Expected: {Value: value}}: the attribute equals the value. */
    static ExpectedAttributeValue expectedValue(AttributeValue value) {
        return ExpectedAttributeValue.builder().value(value).build();
    }
}
