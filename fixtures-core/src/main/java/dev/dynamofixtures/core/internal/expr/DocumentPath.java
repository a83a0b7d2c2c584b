package dev.dynamofixtures.core.internal.expr;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A resolved document path (placeholders replaced by the names they stand for), e.g. {@code m.list[2].key}.
 * Its first element is always a {@link PathElement.MapKey}: the top-level attribute.
 */
public record DocumentPath(List<PathElement> elements) {
    /** Copies the elements and requires a top-level attribute name first. */
    public DocumentPath {
        elements = List.copyOf(elements);
        if (elements.isEmpty() || !(elements.get(0) instanceof PathElement.MapKey)) {
            throw new IllegalArgumentException("a document path starts with an attribute name: " + elements);
        }
    }

    /** A path to a top-level attribute. */
    public static DocumentPath of(String attributeName) {
        return new DocumentPath(List.of(new PathElement.MapKey(attributeName)));
    }

    /** The name of the top-level attribute the path starts at. */
    public String topLevelName() {
        return ((PathElement.MapKey) elements.get(0)).name();
    }

    /** Whether the path is just a top-level attribute name. */
    public boolean isTopLevel() {
        return elements.size() == 1;
    }

    /** The value at this path in an item, or null when any step is missing or of the wrong kind. */
    public AttributeValue resolve(Map<String, AttributeValue> item) {
        AttributeValue current = item.get(topLevelName());
        for (int i = 1; i < elements.size() && current != null; i++) {
            current = step(current, elements.get(i));
        }
        return current;
    }

    static AttributeValue step(AttributeValue container, PathElement element) {
        if (element instanceof PathElement.MapKey key) {
            return container.hasM() ? container.m().get(key.name()) : null;
        }
        int index = ((PathElement.ListIndex) element).index();
        if (!container.hasL()) {
            return null;
        }
        List<AttributeValue> list = container.l();
        return index < list.size() ? list.get(index) : null;
    }

    /** DynamoDB's rendering in messages: {@code [m, list, [2]]}. */
    @Override
    public String toString() {
        return elements.toString();
    }
}
