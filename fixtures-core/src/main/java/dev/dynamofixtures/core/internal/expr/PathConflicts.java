package dev.dynamofixtures.core.internal.expr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Detects document paths of one projection or update expression that overlap ({@code a} and {@code a.b}, or
 * the same path twice) or conflict ({@code a.b} and {@code a[0]}), with DynamoDB's messages.
 *
 * <p>DynamoDB adds the paths to a tree one by one (the last written first) and, on a clash, names the path
 * being added and a path it builds by descending the tree along each node's <em>first</em> child in its
 * {@code HashMap}: the hash order of DynamoDB's path-element keys, reproduced here, decides which path that is.
 */
final class PathConflicts {
    private final Node root = new Node();

    /** Adds a path (callers add them last to first) or throws the overlap or conflict it makes. */
    void add(DocumentPath path) {
        List<PathElement> elements = path.elements();
        Node node = root;
        for (int depth = 0; depth < elements.size(); depth++) {
            PathElement element = elements.get(depth);
            Node child = node.children.get(element);
            if (child == null) {
                if (!node.children.isEmpty()
                        && node.children.keySet().iterator().next().getClass() != element.getClass()) {
                    throw ExpressionErrors.pathsConflict(path, pathAlongFirstChildren(path, depth, node));
                }
                node.put(element, chain(elements.subList(depth + 1, elements.size())));
                return;
            }
            boolean more = depth + 1 < elements.size();
            if (child.children.isEmpty() || !more) {
                throw ExpressionErrors.pathsOverlap(path, pathAlongFirstChildren(path, depth, node));
            }
            node = child;
        }
    }

    private static Node chain(List<PathElement> rest) {
        Node node = new Node();
        if (!rest.isEmpty()) {
            node.put(rest.get(0), chain(rest.subList(1, rest.size())));
        }
        return node;
    }

    private static DocumentPath pathAlongFirstChildren(DocumentPath path, int depth, Node node) {
        List<PathElement> elements = new ArrayList<>(path.elements().subList(0, depth));
        Node current = node;
        while (!current.children.isEmpty()) {
            PathElement first = current.firstInHashOrder();
            elements.add(first);
            current = current.children.get(first);
        }
        return new DocumentPath(elements);
    }

    /** A tree node; children kept in insertion order, their hash order computed on demand. */
    private static final class Node {
        final Map<PathElement, Node> children = new LinkedHashMap<>();

        void put(PathElement element, Node child) {
            children.put(element, child);
        }

        /** The key a {@code java.util.HashMap} holding DynamoDB's path elements would iterate first. */
        PathElement firstInHashOrder() {
            int capacity = 16;
            while (children.size() > capacity * 3 / 4) {
                capacity *= 2;
            }
            PathElement first = null;
            int firstBucket = Integer.MAX_VALUE;
            for (PathElement element : children.keySet()) {
                int bucket = spread(dynamoHash(element)) & (capacity - 1);
                if (bucket < firstBucket) {
                    first = element;
                    firstBucket = bucket;
                }
            }
            return first;
        }

        /** DynamoDB's element hash: commons-lang {@code HashCodeBuilder(8191, 127).append(field)}. */
        private static int dynamoHash(PathElement element) {
            int field = element instanceof PathElement.MapKey key
                    ? key.name().hashCode()
                    : ((PathElement.ListIndex) element).index();
            return 8191 * 127 + field;
        }

        private static int spread(int hash) {
            return hash ^ (hash >>> 16);
        }
    }
}
