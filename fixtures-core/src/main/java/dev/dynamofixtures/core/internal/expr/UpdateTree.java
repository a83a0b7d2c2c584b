package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.storage.ItemMap;
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
        if (item.size() + children.size() <= ItemMap.MAX_ATTRIBUTES) {
            return applyToSmallItem(item, written);
        }
        Map<String, AttributeValue> updated = applyToMap(item, item, written);
        return Collections.unmodifiableMap(updated);
    }

    /**
     * {@link #applyToMap} of an item that stays small enough for an {@link ItemMap}, built as one: the form the item
     * is stored in, without the linked map and the copy into an ItemMap that storing it made (2 % of issue 14's
     * UpdateItem). The same order: the attributes in the item's order, the updated ones in their places, the removed
     * ones left out, the new ones after them in the order the actions ran.
     */
    private Map<String, AttributeValue> applyToSmallItem(Map<String, AttributeValue> item,
                                                         List<List<PathElement>> written) {
        Applied applied = applyChildren(item, item, written);
        ItemMap.Builder builder = new ItemMap.Builder(applied.size());
        item.forEach((name, value) -> {
            int i = applied.indexOf(name);
            if (i < 0) {
                builder.add(name, value);
            } else if (applied.values()[i] != null) {
                builder.add(name, applied.values()[i]);
            }
        });
        for (int i = 0; i < applied.names().length; i++) {
            if (!applied.present()[i] && applied.values()[i] != null) {
                builder.add(applied.names()[i], applied.values()[i]);
            }
        }
        return builder.build();
    }

    private Map<String, AttributeValue> applyToMap(Map<String, AttributeValue> current,
                                                   Map<String, AttributeValue> oldItem,
                                                   List<List<PathElement>> written) {
        Applied applied = applyChildren(current, oldItem, written);
        int capacity = (int) ((current.size() + children.size()) / 0.75f) + 1;
        Map<String, AttributeValue> updated = new LinkedHashMap<>(capacity);
        current.forEach(updated::put); // forEach: entrySet() of an unmodifiable or compact map makes an entry each
        for (int i = 0; i < applied.names().length; i++) {
            if (applied.values()[i] == null) {
                updated.remove(applied.names()[i]);
            } else {
                updated.put(applied.names()[i], applied.values()[i]);
            }
        }
        return updated;
    }

    /**
     * What this node's children (map keys) leave under their names in {@code current}, in the order DynamoDB runs
     * them: each child's new value (null: none), whether {@code current} had one, and the size of the map after.
     */
    private record Applied(String[] names, AttributeValue[] values, boolean[] present, int size) {
        int indexOf(String name) {
            for (int i = 0; i < names.length; i++) {
                if (names[i].equals(name)) {
                    return i;
                }
            }
            return -1;
        }
    }

    /** Runs the children's actions in DynamoDB's HashMap order, adding the paths they wrote to {@code written}. */
    private Applied applyChildren(Map<String, AttributeValue> current, Map<String, AttributeValue> oldItem,
                                  List<List<PathElement>> written) {
        List<PathElement> order = HashOrder.of(children.keySet());
        int n = order.size();
        String[] names = new String[n];
        AttributeValue[] values = new AttributeValue[n];
        boolean[] present = new boolean[n];
        int size = current.size();
        for (int i = 0; i < n; i++) {
            PathElement element = order.get(i);
            String name = ((PathElement.MapKey) element).name();
            List<List<PathElement>> childWritten = new ArrayList<>();
            AttributeValue before = current.get(name);
            AttributeValue value = children.get(element).apply(before, oldItem, childWritten);
            names[i] = name;
            values[i] = value;
            present[i] = before != null;
            if (value != null) {
                prefix(element, childWritten, written);
            }
            size += (value != null ? 1 : 0) - (before != null ? 1 : 0);
        }
        return new Applied(names, values, present, size);
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
