package dev.dynamofixtures.core.internal.expr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The actions of an update arranged by path (paths never overlap, so a node is either one action or a
 * container of children of one kind). Applying it rebuilds only the containers on the updated paths. Children
 * are visited in DynamoDB's HashMap order, which decides which failing action is reported; list elements
 * selected past the end are appended in index order, and list indexes refer to the old list.
 */
final class UpdateTree {
    private UpdateOperation operation;
    private final Map<PathElement, UpdateTree> children = new LinkedHashMap<>();

    /** Adds an action; callers add them in DynamoDB's order (last written first). */
    void add(List<PathElement> path, UpdateOperation action) {
        UpdateTree node = this;
        for (PathElement element : path) {
            node = node.children.computeIfAbsent(element, e -> new UpdateTree());
        }
        node.operation = action;
    }

    /** The new item, and the paths (relative to the item) where the actions left a value. */
    Map<String, AttributeValue> applyToItem(Map<String, AttributeValue> item, List<List<PathElement>> written) {
        Map<String, AttributeValue> updated = applyToMap(item, item, written);
        return Collections.unmodifiableMap(updated);
    }

    private Map<String, AttributeValue> applyToMap(Map<String, AttributeValue> current,
                                                   Map<String, AttributeValue> oldItem,
                                                   List<List<PathElement>> written) {
        int capacity = (int) ((current.size() + children.size()) / 0.75f) + 1;
        Map<String, AttributeValue> updated = new LinkedHashMap<>(capacity);
        current.forEach(updated::put); // forEach: entrySet() of an unmodifiable or compact map makes an entry each
        for (PathElement element : HashOrder.of(children.keySet())) {
            String key = ((PathElement.MapKey) element).name();
            List<List<PathElement>> childWritten = new ArrayList<>();
            AttributeValue value = children.get(element).apply(current.get(key), oldItem, childWritten);
            if (value == null) {
                updated.remove(key);
            } else {
                updated.put(key, value);
                prefix(element, childWritten, written);
            }
        }
        return updated;
    }

    private AttributeValue apply(AttributeValue current, Map<String, AttributeValue> oldItem,
                                 List<List<PathElement>> written) {
        if (operation != null) {
            AttributeValue value = operation.apply(current, oldItem);
            if (value != null) {
                written.add(List.of());
            }
            return value;
        }
        boolean mapChildren = children.keySet().iterator().next() instanceof PathElement.MapKey;
        if (current == null || (mapChildren ? !current.hasM() : !current.hasL())) {
            throw ExpressionErrors.invalidUpdatePath();
        }
        if (mapChildren) {
            return AttributeValue.fromM(applyToMap(current.m(), oldItem, written));
        }
        return AttributeValue.fromL(applyToList(current.l(), oldItem, written));
    }

    private List<AttributeValue> applyToList(List<AttributeValue> current, Map<String, AttributeValue> oldItem,
                                             List<List<PathElement>> written) {
        Map<Integer, AttributeValue> results = new LinkedHashMap<>();
        Map<Integer, List<List<PathElement>>> writtenByIndex = new LinkedHashMap<>();
        TreeMap<Integer, AttributeValue> appended = new TreeMap<>();
        for (PathElement element : HashOrder.of(children.keySet())) {
            int index = ((PathElement.ListIndex) element).index();
            List<List<PathElement>> childWritten = new ArrayList<>();
            AttributeValue value = children.get(element).apply(index < current.size() ? current.get(index) : null,
                    oldItem, childWritten);
            writtenByIndex.put(index, childWritten);
            if (index < current.size()) {
                results.put(index, value);
            } else if (value != null) {
                appended.put(index, value);
            }
        }
        List<AttributeValue> updated = new ArrayList<>(current.size() + appended.size());
        for (int index = 0; index < current.size(); index++) {
            AttributeValue value = results.containsKey(index) ? results.get(index) : current.get(index);
            if (value != null) {
                prefix(new PathElement.ListIndex(updated.size()), writtenByIndex.get(index), written);
                updated.add(value);
            }
        }
        for (Map.Entry<Integer, AttributeValue> entry : appended.entrySet()) {
            prefix(new PathElement.ListIndex(updated.size()), writtenByIndex.get(entry.getKey()), written);
            updated.add(entry.getValue());
        }
        return updated;
    }

    private static void prefix(PathElement element, List<List<PathElement>> childWritten,
                               List<List<PathElement>> written) {
        if (childWritten == null) {
            return;
        }
        for (List<PathElement> suffix : childWritten) {
            List<PathElement> path = new ArrayList<>(suffix.size() + 1);
            path.add(element);
            path.addAll(suffix);
            written.add(path);
        }
    }
}
