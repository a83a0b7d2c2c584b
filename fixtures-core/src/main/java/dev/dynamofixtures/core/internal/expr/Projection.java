package dev.dynamofixtures.core.internal.expr;

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
}
