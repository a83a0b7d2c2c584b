package dev.dynamofixtures.core.internal.expr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A projection bound to a request, held as a tree of the selected paths (paths never overlap, so every leaf
 * selects a whole sub-document).
 */
final class BoundProjection implements Projection {
    private final List<DocumentPath> paths;
    private final Set<String> topLevelNames;
    private final Map<String, Selection> roots = new LinkedHashMap<>();

    BoundProjection(List<DocumentPath> paths) {
        this.paths = List.copyOf(paths);
        Set<String> names = new LinkedHashSet<>();
        for (DocumentPath path : this.paths) {
            names.add(path.topLevelName());
            Selection selection = roots.computeIfAbsent(path.topLevelName(), name -> new Selection());
            for (PathElement element : path.elements().subList(1, path.elements().size())) {
                selection = selection.child(element);
            }
        }
        this.topLevelNames = Collections.unmodifiableSet(names);
    }

    @Override
    public Map<String, AttributeValue> apply(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> projected = new LinkedHashMap<>();
        for (Map.Entry<String, Selection> root : roots.entrySet()) {
            AttributeValue value = item.get(root.getKey());
            AttributeValue selected = value == null ? null : root.getValue().select(value);
            if (selected != null) {
                projected.put(root.getKey(), selected);
            }
        }
        return projected;
    }

    @Override
    public Set<String> topLevelAttributeNames() {
        return topLevelNames;
    }

    @Override
    public List<DocumentPath> paths() {
        return paths;
    }

    /** The selected part of one value: all of it (a leaf), some map keys, or some list indexes. */
    private static final class Selection {
        private Map<String, Selection> keys;
        private TreeMap<Integer, Selection> indexes;

        Selection child(PathElement element) {
            if (element instanceof PathElement.MapKey key) {
                if (keys == null) {
                    keys = new LinkedHashMap<>();
                }
                return keys.computeIfAbsent(key.name(), name -> new Selection());
            }
            if (indexes == null) {
                indexes = new TreeMap<>();
            }
            return indexes.computeIfAbsent(((PathElement.ListIndex) element).index(), index -> new Selection());
        }

        /** The selected part of the value, or null when nothing selected exists in it. */
        AttributeValue select(AttributeValue value) {
            if (keys == null && indexes == null) {
                return value;
            }
            if (keys != null) {
                if (!value.hasM()) {
                    return null;
                }
                Map<String, AttributeValue> out = new LinkedHashMap<>();
                for (Map.Entry<String, Selection> key : keys.entrySet()) {
                    AttributeValue element = value.m().get(key.getKey());
                    AttributeValue selected = element == null ? null : key.getValue().select(element);
                    if (selected != null) {
                        out.put(key.getKey(), selected);
                    }
                }
                return out.isEmpty() ? null : AttributeValue.fromM(out);
            }
            if (!value.hasL()) {
                return null;
            }
            List<AttributeValue> list = value.l();
            List<AttributeValue> out = new ArrayList<>();
            for (Map.Entry<Integer, Selection> index : indexes.entrySet()) {
                if (index.getKey() < list.size()) {
                    AttributeValue selected = index.getValue().select(list.get(index.getKey()));
                    if (selected != null) {
                        out.add(selected);
                    }
                }
            }
            return out.isEmpty() ? null : AttributeValue.fromL(out);
        }
    }
}
