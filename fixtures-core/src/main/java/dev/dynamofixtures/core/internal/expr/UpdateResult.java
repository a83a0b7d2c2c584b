package dev.dynamofixtures.core.internal.expr;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The outcome of an update: the new item, and the updated parts before and after (ReturnValues UPDATED_OLD and
 * UPDATED_NEW, computed on demand as the service does: a projection of the updated paths, SPEC 8.1).
 */
public final class UpdateResult {
    private final Map<String, AttributeValue> oldItem;
    private final Map<String, AttributeValue> newItem;
    private final List<DocumentPath> oldPaths;
    private final List<DocumentPath> newPaths;

    UpdateResult(Map<String, AttributeValue> oldItem, Map<String, AttributeValue> newItem, List<DocumentPath> oldPaths,
                 List<DocumentPath> newPaths) {
        this.oldItem = oldItem;
        this.newItem = newItem;
        this.oldPaths = oldPaths;
        this.newPaths = newPaths;
    }

    /** The item after the update (canonical values; unmodifiable). */
    public Map<String, AttributeValue> newItem() {
        return newItem;
    }

    /** The updated paths as they were before the update, leaving out those that did not exist. */
    public Map<String, AttributeValue> updatedOld() {
        return new BoundProjection(oldPaths).apply(oldItem);
    }

    /** The updated paths as they are after the update, leaving out removed ones. */
    public Map<String, AttributeValue> updatedNew() {
        return new BoundProjection(newPaths).apply(newItem);
    }
}
