package dev.dynamofixtures.core.internal.expr;

import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** An UpdateExpression bound to a request: computes an item's new version from its old one. */
public interface UpdateAction {

    /**
     * Applies the update to the old item (empty when there is none); reads only the old item. Throws DynamoDB's
     * runtime errors: a referenced attribute missing, an operand of the wrong type, a path that cannot be
     * updated, numbers out of range.
     */
    UpdateResult apply(Map<String, AttributeValue> oldItem);

    /** The top-level attributes the update writes (SET, REMOVE, ADD, DELETE targets), in textual order. */
    Set<String> topLevelAttributeNames();

    /** The target paths of the actions, resolved, in textual order. */
    List<DocumentPath> paths();

    /**
     * The top-level attributes of the paths the update reads or writes that go deeper than an attribute
     * ({@code a.b}, {@code a[0]}); none for AttributeUpdates.
     */
    default Set<String> nestedTopLevelNames() {
        return Set.of();
    }

    /**
     * What DynamoDB counts as the size of an UpdateExpression before it reads the item: for each SET and ADD
     * action, the UTF-8 bytes of the names along its target path plus the size of every value placeholder in its
     * operand (each occurrence; document paths count nothing, REMOVE and DELETE nothing). UpdateItem rejects an
     * update above the item size limit with this alone, before its condition (probed on DynamoDB Local).
     * AttributeUpdates declare 0: they are only checked as the new item.
     */
    long declaredSize();
}
