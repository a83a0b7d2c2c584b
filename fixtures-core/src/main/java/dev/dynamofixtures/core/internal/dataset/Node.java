package dev.dynamofixtures.core.internal.dataset;

import java.util.List;
import java.util.Objects;

/**
 * A parsed YAML or JSON document as a small tree that remembers where each node stands: what every dataset
 * format (our YAML, CloudFormation, NoSQL Workbench, DynamoDB JSON) is read from. Scalars keep their text as
 * written; a tag ({@code !SS}, {@code !Ref}) is kept without its leading {@code !} and is null when absent.
 */
public sealed interface Node permits Node.Scalar, Node.MapNode, Node.SeqNode {

    Position position();

    /** The node's tag without its leading {@code !}s, or null. */
    String tag();

    /** What a YAML 1.1 plain scalar resolves to (as Jackson's YAML parser resolves it); quoted scalars are STRING. */
    enum ScalarKind { STRING, NUMBER, BOOLEAN, NULL }

    /**
     * A scalar. {@code text} is the scalar's text as written (for a NUMBER or BOOLEAN the plain scalar's
     * characters, e.g. {@code 1_000}, {@code 0x1F}, {@code TRUE}); for NULL it is the written text ({@code null},
     * {@code ~}, or empty).
     */
    record Scalar(String source, long at, String tag, ScalarKind kind, String text) implements Node {
        public Scalar {
            Objects.requireNonNull(source, "source");
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(text, "text");
        }

        public Scalar(Position position, String tag, ScalarKind kind, String text) {
            this(position.source(), position.packed(), tag, kind, text);
        }

        @Override
        public Position position() {
            return Position.at(source, at);
        }
    }

    /** A mapping, its entries in document order; duplicate keys are kept (formats report them). */
    record MapNode(String source, long at, String tag, List<Entry> entries) implements Node {
        public MapNode {
            Objects.requireNonNull(source, "source");
            entries = List.copyOf(entries);
        }

        public MapNode(Position position, String tag, List<Entry> entries) {
            this(position.source(), position.packed(), tag, entries);
        }

        @Override
        public Position position() {
            return Position.at(source, at);
        }

        /** The value of the first entry named {@code key}, or null. */
        public Node get(String key) {
            for (Entry entry : entries) {
                if (entry.key().equals(key)) {
                    return entry.value();
                }
            }
            return null;
        }

        /** The entry named {@code key}, or null. */
        public Entry entry(String key) {
            for (Entry entry : entries) {
                if (entry.key().equals(key)) {
                    return entry;
                }
            }
            return null;
        }
    }

    /** One key and its value; {@code keyPosition} is where the key stands. */
    record Entry(String key, String source, long keyAt, Node value) {
        public Entry {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(source, "source");
            Objects.requireNonNull(value, "value");
        }

        public Entry(String key, Position keyPosition, Node value) {
            this(key, keyPosition.source(), keyPosition.packed(), value);
        }

        public Position keyPosition() {
            return Position.at(source, keyAt);
        }
    }

    /** A sequence, in document order. */
    record SeqNode(String source, long at, String tag, List<Node> items) implements Node {
        public SeqNode {
            Objects.requireNonNull(source, "source");
            items = List.copyOf(items);
        }

        public SeqNode(Position position, String tag, List<Node> items) {
            this(position.source(), position.packed(), tag, items);
        }

        @Override
        public Position position() {
            return Position.at(source, at);
        }
    }
}
