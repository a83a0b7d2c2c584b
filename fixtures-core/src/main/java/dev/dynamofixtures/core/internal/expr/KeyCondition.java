package dev.dynamofixtures.core.internal.expr;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Stub until the expression engine lands. */
public record KeyCondition(String attributeName, KeyOperator operator, List<AttributeValue> values) {
}
