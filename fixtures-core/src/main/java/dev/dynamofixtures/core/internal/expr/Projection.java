package dev.dynamofixtures.core.internal.expr;

import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Stub until the expression engine lands. */
public interface Projection {
    Map<String, AttributeValue> apply(Map<String, AttributeValue> item);

    Set<String> topLevelAttributeNames();

    List<DocumentPath> paths();
}
