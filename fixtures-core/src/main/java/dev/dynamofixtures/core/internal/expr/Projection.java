package dev.dynamofixtures.core.internal.expr;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A projection expression bound to a request: selects parts of items. */
public interface Projection {

    /**
     * The projected item (SPEC 6.7): selected sub-documents keep their structure, list elements selected by
     * index come back as a list of those elements in index order, missing paths are left out.
     */
    Map<String, AttributeValue> apply(Map<String, AttributeValue> item);

    /** The top-level attributes the projection reads, in order of first appearance. */
    Set<String> topLevelAttributeNames();

    /** The projected paths, resolved, in textual order. */
    List<DocumentPath> paths();

    /** The top-level attributes of the projected paths that go deeper than an attribute ({@code a.b}, {@code a[0]}). */
    default Set<String> nestedTopLevelNames() {
        Set<String> names = null;
        for (DocumentPath path : paths()) {
            if (!path.isTopLevel()) {
                if (names == null) {
                    names = new LinkedHashSet<>(2);
                }
                names.add(path.topLevelName());
            }
        }
        return names == null ? Set.of() : names;
    }
}
