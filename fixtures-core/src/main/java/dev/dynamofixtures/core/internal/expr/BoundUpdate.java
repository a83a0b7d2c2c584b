package dev.dynamofixtures.core.internal.expr;

import java.util.ArrayList;
import java.util.Collections;
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

    BoundUpdate(List<DocumentPath> paths, UpdateTree tree, long declaredSize, Set<String> nestedTopLevelNames) {
        this.nestedTopLevelNames = nestedTopLevelNames;
        this.paths = List.copyOf(paths);
        this.tree = tree;
        this.declaredSize = declaredSize;
        Set<String> names = new LinkedHashSet<>();
        this.paths.forEach(path -> names.add(path.topLevelName()));
        this.topLevelNames = Collections.unmodifiableSet(names);
    }

    @Override
    public UpdateResult apply(Map<String, AttributeValue> oldItem) {
        Objects.requireNonNull(oldItem, "oldItem");
        List<List<PathElement>> written = new ArrayList<>();
        Map<String, AttributeValue> newItem = tree.applyToItem(oldItem, written);
        List<DocumentPath> newPaths = new ArrayList<>(written.size());
        written.forEach(path -> newPaths.add(new DocumentPath(path)));
        return new UpdateResult(oldItem, newItem, paths, newPaths);
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
