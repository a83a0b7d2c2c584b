package dev.dynamofixtures.core.internal.expr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** An update expression bound to one request's names and values. */
final class BoundUpdate implements UpdateAction {
    private final List<DocumentPath> paths;
    private final Set<String> topLevelNames;
    private final UpdateTree tree;
    private final long declaredSize;
    private final Set<String> nestedTopLevelNames;
    /** The paths that end in a list index (their list may have lost elements). */
    private final List<DocumentPath> listIndexPaths;

    BoundUpdate(List<DocumentPath> paths, UpdateTree tree, long declaredSize, Set<String> nestedTopLevelNames) {
        this.nestedTopLevelNames = nestedTopLevelNames;
        this.paths = List.copyOf(paths);
        this.tree = tree;
        this.declaredSize = declaredSize;
        Set<String> names = new LinkedHashSet<>();
        this.paths.forEach(path -> names.add(path.topLevelName()));
        this.topLevelNames = Collections.unmodifiableSet(names);
        List<DocumentPath> indexed = List.of(); // allocated only for an update of list elements
        for (DocumentPath path : this.paths) {
            if (path.elements().get(path.elements().size() - 1) instanceof PathElement.ListIndex) {
                if (indexed.isEmpty()) {
                    indexed = new ArrayList<>();
                }
                indexed.add(path);
            }
        }
        this.listIndexPaths = indexed;
    }

    @Override
    public UpdateResult apply(Map<String, AttributeValue> oldItem) {
        Objects.requireNonNull(oldItem, "oldItem");
        List<List<PathElement>> written = new ArrayList<>();
        Map<String, AttributeValue> newItem = tree.applyToItem(oldItem, written);
        List<DocumentPath> newPaths = new ArrayList<>(written.size());
        written.forEach(path -> newPaths.add(new DocumentPath(path)));
        if (!listIndexPaths.isEmpty()) {
            addRemovedListIndexes(newPaths);
        }
        return new UpdateResult(oldItem, newItem, paths, newPaths);
    }

    /**
     * A list that only lost elements: each removed index holds the element that moved into its place, which the
     * service returns as updated (a public conformance suite captured it); where the update also wrote elements of
     * that list, the written ones stand alone, where they ended up (SPEC 8.1).
     */
    private void addRemovedListIndexes(List<DocumentPath> newPaths) {
        Set<String> writtenNames = new HashSet<>();
        newPaths.forEach(path -> writtenNames.add(path.topLevelName()));
        for (DocumentPath path : listIndexPaths) {
            if (!writtenNames.contains(path.topLevelName())) {
                newPaths.add(path);
            }
        }
    }

    @Override
    public Set<String> topLevelAttributeNames() {
        return topLevelNames;
    }

    @Override
    public List<DocumentPath> paths() {
        return paths;
    }

    @Override
    public Set<String> nestedTopLevelNames() {
        return nestedTopLevelNames;
    }

    @Override
    public long declaredSize() {
        return declaredSize;
    }
}
