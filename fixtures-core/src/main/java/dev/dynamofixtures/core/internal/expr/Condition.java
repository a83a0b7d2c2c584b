package dev.dynamofixtures.core.internal.expr;

import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A condition or filter expression bound to a request: tells whether an item satisfies it. */
public interface Condition {

    /** Whether the item satisfies the condition; an absent item is an empty map (every attribute missing). */
    boolean matches(Map<String, AttributeValue> item);

    /** Every top-level attribute the condition reads, in order of first appearance. */
    Set<String> topLevelAttributeNames();

    /**
     * The top-level attributes of the paths the condition reads that go deeper than an attribute ({@code a.b},
     * {@code a[0]}).
     */
    default Set<String> nestedTopLevelNames() {
        return Set.of();
    }
}
