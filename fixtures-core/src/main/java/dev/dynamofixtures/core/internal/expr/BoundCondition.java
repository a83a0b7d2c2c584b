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
    /** The top-level names of the paths deeper than an attribute, as the binder met them. */
    private final Set<String> nestedTopLevelNames;
    /** Computed on first use: most requests (key conditions, write conditions) never ask for them. */
    private Set<String> topLevelAttributeNames;

    BoundCondition(Predicate predicate, Set<String> nestedTopLevelNames) {
        this.predicate = predicate;
        this.nestedTopLevelNames = nestedTopLevelNames;
    }

    @Override
    public Set<String> nestedTopLevelNames() {
        return nestedTopLevelNames;
    }

    @Override
    public boolean matches(Map<String, AttributeValue> item) {
        return predicate.test(Objects.requireNonNull(item, "item"));
    }

    /**
     * The top-level names of the paths the condition reads, unmodifiable, in the order the binder met them:
     * depth first, operands in textual order (the predicate tree keeps that order).
     */
    @Override
    public Set<String> topLevelAttributeNames() {
        Set<String> names = topLevelAttributeNames;
        if (names == null) {
            Set<String> collected = new LinkedHashSet<>();
            collect(predicate, collected);
            names = Collections.unmodifiableSet(collected);
            topLevelAttributeNames = names;
        }
        return names;
    }

    private static void collect(Predicate predicate, Set<String> names) {
        if (predicate instanceof Predicate.Compare compare) {
            collect(compare.left(), names);
            collect(compare.right(), names);
        } else if (predicate instanceof Predicate.Between between) {
            collect(between.subject(), names);
            collect(between.lower(), names);
            collect(between.upper(), names);
        } else if (predicate instanceof Predicate.In in) {
            collect(in.subject(), names);
            in.candidates().forEach(candidate -> collect(candidate, names));
        } else if (predicate instanceof Predicate.Exists exists) {
            names.add(exists.path().topLevelName());
        } else if (predicate instanceof Predicate.HasType hasType) {
            collect(hasType.subject(), names);
            collect(hasType.typeName(), names);
        } else if (predicate instanceof Predicate.BeginsWith beginsWith) {
            collect(beginsWith.value(), names);
            collect(beginsWith.prefix(), names);
        } else if (predicate instanceof Predicate.Contains contains) {
            collect(contains.container(), names);
            collect(contains.element(), names);
        } else if (predicate instanceof Predicate.Not not) {
            collect(not.operand(), names);
        } else if (predicate instanceof Predicate.And and) {
            collect(and.left(), names);
            collect(and.right(), names);
        } else {
            Predicate.Or or = (Predicate.Or) predicate;
            collect(or.left(), names);
            collect(or.right(), names);
        }
    }

    private static void collect(ValueSource source, Set<String> names) {
        if (source instanceof ValueSource.PathSource path) {
            names.add(path.path().topLevelName());
        } else if (source instanceof ValueSource.Size size) {
            collect(size.operand(), names);
        }
    }

    Predicate predicate() {
        return predicate;
    }

    @Override
    public String toString() {
        return predicate.toString();
    }
}
