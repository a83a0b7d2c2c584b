package dev.dynamofixtures.core.internal.expr;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A condition bound to one request's names and values. */
final class BoundCondition implements Condition {
    private final Predicate predicate;
    private final Set<String> topLevelAttributeNames;

    BoundCondition(Predicate predicate, Set<String> topLevelAttributeNames) {
        this.predicate = predicate;
        this.topLevelAttributeNames = Collections.unmodifiableSet(new LinkedHashSet<>(topLevelAttributeNames));
    }

    @Override
    public boolean matches(Map<String, AttributeValue> item) {
        return predicate.test(Objects.requireNonNull(item, "item"));
    }

    @Override
    public Set<String> topLevelAttributeNames() {
        return topLevelAttributeNames;
    }

    Predicate predicate() {
        return predicate;
    }

    @Override
    public String toString() {
        return predicate.toString();
    }
}
