package dev.dynamofixtures.core.internal.dataset;

import java.util.Arrays;
import java.util.List;

/**
 * A fast reader for the YAML that datasets are usually written in, giving exactly the {@link Node} tree that
 * {@link JacksonNodes#yaml} gives (kinds, texts, tags, lines and columns, entry order); for anything outside what
 * it handles it throws {@link Unsupported} and the caller reads the text with Jackson instead, which also reports
 * malformed YAML in its own words.
 *
 * <p>The subset: one document, optionally opened by {@code ---}; block mappings and block sequences by indentation
 * (spaces), including a mapping right after {@code - } and a sequence at its key's indentation; flow mappings and
 * sequences, nested, over one or more lines; plain, single- and double-quoted scalars on one line; comments; tags
 * {@code !name}. Not in it: anchors and aliases, block scalars ({@code |}, {@code >}), scalars over several lines,
 * {@code ?} keys, keys that are collections or tagged, directives, several documents, tabs outside quotes.
 *
 * <p>Positions follow SnakeYAML's marks as Jackson reports them: a node where its first token starts (its tag, if
 * it has one), a block mapping at its first key, an empty value right after its {@code :} or {@code -}. Plain
 * scalars resolve through {@link PlainScalars}.
 */
public final class FastYaml {
    private static final int MAX_DEPTH = 200;
    /** SnakeYAML forgets a possible simple key after 1024 characters; keys that long are left to it. */
    private static final int MAX_KEY_LENGTH = 1000;
    private static final Node.ScalarKind STRING = Node.ScalarKind.STRING;

    private final YamlCursor in;
    private final String source;
    /** Entries and items of the collections being read, innermost last. */
    private Object[] stack = new Object[64];
    private int top;
    private int depth;

    /** Sequences of at least this many characters of one-line items are read on two threads. */
    static final int SPLIT_CHARS = 1 << 19;

    /** How long a sequence must be to be split (negative: never), see {@link SequenceSplit}. */
    private final int splitChars;

    private FastYaml(String source, YamlCursor in, int splitChars, int depth) {
        this.in = in;
        this.source = source;
        this.splitChars = splitChars;
        this.depth = depth;
    }

    /** Thrown when the text uses YAML this reader leaves to Jackson (cheap: no stack trace). */
    public static final class Unsupported extends RuntimeException {
        public Unsupported(String what) {
            super(what, null, false, false);
        }
    }

    /** The one YAML document of {@code text}, exactly as {@link JacksonNodes#yaml} reads it. */
    public static Node parse(String source, String text) {
        return parse(source, text, SPLIT_CHARS);
    }

    /** {@link #parse(String, String)}, splitting sequences of one-line items from {@code splitChars} characters on. */
    static Node parse(String source, String text, int splitChars) {
        return new FastYaml(source, new YamlCursor(source, text), splitChars, 0).document(source);
    }

    private Node document(String source) {
        if (in.nextContentLine(true) < 0) {
            if (in.documentStarted) {
                throw new Unsupported("a document that is only ---");
            }
            return new Node.MapNode(new Position(source, 1, 1), null, List.of());
        }
        Node root = blockNode(-1);
        if (in.indent() >= 0) {
            throw new Unsupported("content after the root node");
        }
        return root;
    }

    /** Where a block node stands: how it may start, and what may follow a tag that ends its line. */
    private enum Place {
        /** First on its line: it may be a block sequence or a block mapping. */
        OWN_LINE,
        /** After a mapping key's ': ' on the same line: after a lone tag, its sequence may be at the key's column. */
        AFTER_KEY,
        /** After a sequence's '- ' on the same line: it may be a compact mapping's first key. */
        AFTER_DASH
    }

    /** The node that starts the current content line, deeper than the block collection at column {@code parent}. */
    private Node blockNode(int parent) {
        return tagged(parent, Place.OWN_LINE);
    }

    /** The node at the cursor, with its tag if it has one, in the block collection at column {@code parent}. */
    private Node tagged(int parent, Place place) {
        if (in.peek() != '!') {
            return node(parent, 0L, null, place != Place.AFTER_KEY, place == Place.OWN_LINE);
        }
        long at = in.mark();
        String tag = in.tag();
        in.skipSpaces();
        if (!in.atCommentOrLineEnd()) {
            return node(parent, at, tag, false, false);
        }
        in.endLine();
        int indent = in.nextContentLine();
        if (indent == parent && place == Place.AFTER_KEY && in.peek() == '-' && in.blankAhead(1)) {
            return blockSequence(at, tag, parent, true);
        }
        if (indent <= parent) {
            return new Node.Scalar(source, at, tag, STRING, "");
        }
        if (in.peek() == '!') {
            throw new Unsupported("two tags");
        }
        return node(parent, at, tag, true, true);
    }

    private Node node(int parent, long tagPosition, String tag, boolean keyAllowed, boolean ownLine) {
        long at = in.mark();
        long position = tag == null ? at : tagPosition;
        int column = in.column();
        char c = in.peek();
        if (c == '-' && in.blankAhead(1)) {
            if (!ownLine) {
                throw new Unsupported("a sequence on the line of its key or dash");
            }
            return blockSequence(position, tag, column, false);
        }
        Node node;
        if (c == '[' || c == '{') {
            in.flowFloor = parent;
            node = flow(position, tag);
        } else {
            boolean quoted = c == '"' || c == '\'';
            if (!quoted && !in.plainStart(false)) {
                throw new Unsupported("block node");
            }
            int start = in.pos;
            String text = quoted ? in.quoted() : in.plain(false);
            in.skipSpaces();
            if (in.peek() == ':' && in.blankAhead(1)) {
                if (!keyAllowed || in.pos - start > MAX_KEY_LENGTH) {
                    throw new Unsupported("mapping key here");
                }
                return blockMapping(position, tag, column, text, at);
            }
            node = scalar(position, tag, text, quoted);
        }
        in.endLine();
        if (in.nextContentLine() > parent) {
            throw new Unsupported("more lines for a value: indentation or a scalar over several lines");
        }
        return node;
    }

    /** A block mapping at column {@code column}, whose first key has been read (the cursor is at its ':'). */
    private Node blockMapping(long position, String tag, int column, String firstKey, long firstKeyAt) {
        enter();
        int mark = top;
        String key = firstKey;
        long keyAt = firstKeyAt;
        while (true) {
            in.advance();
            push(new Node.Entry(key, source, keyAt, blockValue(column)));
            int indent = in.indent();
            if (indent < column) {
                break;
            }
            if (indent > column) {
                throw new Unsupported("indentation");
            }
            keyAt = in.mark();
            key = blockKey();
        }
        depth--;
        return new Node.MapNode(source, position, tag, pop(mark));
    }

    /** A key of a block mapping: a plain or quoted scalar on one line followed by ': '; the cursor stops at ':'. */
    private String blockKey() {
        char c = in.peek();
        boolean quoted = c == '"' || c == '\'';
        if (!quoted && !in.plainStart(false)) {
            throw new Unsupported("mapping key");
        }
        int start = in.pos;
        String key = quoted ? in.quoted() : in.plain(false);
        in.skipSpaces();
        if (in.peek() != ':' || !in.blankAhead(1) || in.pos - start > MAX_KEY_LENGTH) {
            throw new Unsupported("mapping key");
        }
        return key;
    }

    /** The value after a block mapping key's ':' (the cursor is right after it). */
    private Node blockValue(int column) {
        long empty = in.mark();
        in.skipSpaces();
        if (!in.atCommentOrLineEnd()) {
            return tagged(column, Place.AFTER_KEY);
        }
        in.endLine();
        int indent = in.nextContentLine();
        if (indent > column) {
            return blockNode(column);
        }
        if (indent == column && in.peek() == '-' && in.blankAhead(1)) {
            return blockSequence(in.mark(), null, column, true);
        }
        return empty(empty);
    }

    /**
     * A block sequence whose dashes stand at column {@code column} (the cursor is at the first). An indentless
     * sequence (at its key's indentation) ends where its mapping's next key starts.
     */
    private Node blockSequence(long position, String tag, int column, boolean indentless) {
        enter();
        int mark = top;
        SequenceSplit split = splitChars < 0 || in.pos - in.lineStart() != column ? null
                : SequenceSplit.find(in.text(), in.lineStart(), in.line(), in.end(), column, indentless, splitChars);
        if (split != null) {
            readSplit(split, column, indentless);
        } else {
            sequenceItems(column, indentless);
        }
        depth--;
        return new Node.SeqNode(source, position, tag, pop(mark));
    }

    /**
     * The items of a split sequence, its second half read on another thread while this one reads the first; then
     * the cursor stands where it would after reading them one by one. Either half's Unsupported is this reading's.
     */
    private void readSplit(SequenceSplit split, int column, boolean indentless) {
        FastYaml first = new FastYaml(source, new YamlCursor(source, in.text(), split.start(), split.cut(),
                split.line()), -1, depth);
        FastYaml second = new FastYaml(source, new YamlCursor(source, in.text(), split.cut(), split.end(),
                split.cutLine()), -1, depth);
        java.util.concurrent.CompletableFuture<Object[]> later = java.util.concurrent.CompletableFuture
                .supplyAsync(() -> second.itemsFromLineStart(column, indentless));
        Object[] firstItems;
        Object[] secondItems;
        try {
            firstItems = first.itemsFromLineStart(column, indentless);
            secondItems = later.join();
        } catch (java.util.concurrent.CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e;
        }
        for (Object item : firstItems) {
            push(item);
        }
        for (Object item : secondItems) {
            push(item);
        }
        in.resumeAt(split.end(), split.endLine());
        in.nextContentLine();
    }

    /** The items of a part of a split sequence (this reader's cursor is at its first line's start). */
    private Object[] itemsFromLineStart(int column, boolean indentless) {
        in.nextContentLine();
        sequenceItems(column, indentless);
        return Arrays.copyOf(stack, top);
    }

    /** Reads the items of a block sequence whose dashes stand at {@code column}, pushing each. */
    private void sequenceItems(int column, boolean indentless) {
        while (true) {
            in.advance();
            long empty = in.mark();
            in.skipSpaces();
            if (!in.atCommentOrLineEnd()) {
                push(tagged(column, Place.AFTER_DASH));
            } else {
                in.endLine();
                push(in.nextContentLine() > column ? blockNode(column)
                        : empty(empty));
            }
            int indent = in.indent();
            if (indent < column) {
                break;
            }
            if (indent > column) {
                throw new Unsupported("indentation");
            }
            if (in.peek() != '-' || !in.blankAhead(1)) {
                if (indentless) {
                    break;
                }
                throw new Unsupported("sequence entry expected");
            }
        }
    }

    /** A flow sequence or mapping (the cursor is at its '[' or '{'), up to its closing bracket. */
    private Node flow(long position, String tag) {
        enter();
        int mark = top;
        Node node;
        if (in.peek() == '[') {
            in.advance();
            in.flowSpace();
            while (in.peek() != ']') {
                push(flowSequenceEntry());
                if (!flowEntryEnd(']')) {
                    break;
                }
            }
            in.advance();
            node = new Node.SeqNode(source, position, tag, pop(mark));
        } else {
            in.advance();
            in.flowSpace();
            while (in.peek() != '}') {
                long keyAt = in.mark();
                char c = in.peek();
                if (c != '"' && c != '\'' && !in.plainStart(true)) {
                    throw new Unsupported("flow mapping key");
                }
                int start = in.pos;
                String key = flowScalar();
                c = in.peek();
                if (c == ',' || c == '}') { // {a:b} is the key 'a:b', its value empty where the ',' or '}' stands
                    push(new Node.Entry(key, source, keyAt, empty(in.mark())));
                } else if (c == ':') {
                    push(flowPair(key, keyAt, start));
                } else {
                    throw new Unsupported("flow mapping key without ':'");
                }
                if (!flowEntryEnd('}')) {
                    break;
                }
            }
            in.advance();
            node = new Node.MapNode(source, position, tag, pop(mark));
        }
        depth--;
        return node;
    }

    /** After a flow entry: true past a ',' (and the space after it), false at the closing bracket. */
    private boolean flowEntryEnd(char close) {
        in.flowSpace();
        char c = in.peek();
        if (c == ',') {
            in.advance();
            in.flowSpace();
            return true;
        }
        if (c != close) {
            throw new Unsupported("flow collection entry");
        }
        return false;
    }

    /** An entry of a flow sequence: a node, or a single-pair mapping {@code key: value}. */
    private Node flowSequenceEntry() {
        long at = in.mark();
        char c = in.peek();
        if (c != '"' && c != '\'' && !in.plainStart(true)) {
            return flowNode();
        }
        int start = in.pos;
        String text = flowScalar();
        if (in.peek() != ':') {
            return scalar(at, null, text, c == '"' || c == '\'');
        }
        enter();
        Node pair = new Node.MapNode(source, at, null, List.of(flowPair(text, at, start)));
        depth--;
        return pair;
    }

    /**
     * A plain or quoted scalar in a flow collection, the cursor left where a ':' would make it a key. A plain one
     * may not end its line: on the next it could go on.
     */
    private String flowScalar() {
        char c = in.peek();
        if (c == '"' || c == '\'') {
            String text = in.quoted();
            in.skipSpaces();
            return text;
        }
        String text = in.plain(true);
        if (in.atLineEnd()) {
            throw new Unsupported("a plain scalar that may go on over the next line");
        }
        return text;
    }

    /** The rest of a flow entry {@code key: value} whose key started at {@code start}; the cursor is at ':'. */
    private Node.Entry flowPair(String key, long keyAt, int start) {
        if (in.pos - start > MAX_KEY_LENGTH) {
            throw new Unsupported("long key");
        }
        in.advance();
        long empty = in.mark();
        in.flowSpace();
        char c = in.peek();
        return new Node.Entry(key, source, keyAt, c == ',' || c == '}' || c == ']'
                ? empty(empty) : flowNode());
    }

    /** A node inside a flow collection. */
    private Node flowNode() {
        long at = in.mark();
        String tag = null;
        if (in.peek() == '!') {
            tag = in.tag();
            in.skipSpaces();
            char c = in.peek();
            if (c == ',' || c == ']' || c == '}') {
                return new Node.Scalar(source, at, tag, STRING, "");
            }
        }
        char c = in.peek();
        if (c == '[' || c == '{') {
            return flow(at, tag);
        }
        if (c != '"' && c != '\'' && !in.plainStart(true)) {
            throw new Unsupported("flow node");
        }
        return scalar(at, tag, flowScalar(), c == '"' || c == '\'');
    }

    /**
     * An untagged empty value ({@code key:}, {@code -}, {@code {a: }}): null, as JacksonNodes reads it with
     * EMPTY_STRING_AS_NULL on (a tagged empty value, and a quoted {@code ""}, stay STRING).
     */
    private Node empty(long position) {
        return new Node.Scalar(source, position, null, Node.ScalarKind.NULL, "");
    }

    private Node scalar(long position, String tag, String text, boolean quoted) {
        Node.ScalarKind kind = quoted || tag != null ? STRING : PlainScalars.kind(text);
        return new Node.Scalar(source, position, tag, kind, text);
    }

    private void enter() {
        if (++depth > MAX_DEPTH) {
            throw new Unsupported("nesting depth");
        }
    }

    private void push(Object entryOrNode) {
        if (top == stack.length) {
            stack = Arrays.copyOf(stack, top * 2);
        }
        stack[top++] = entryOrNode;
    }

    /** The entries or items pushed since {@code mark}, as an immutable list (copied once for up to ten). */
    @SuppressWarnings("unchecked")
    private <T> List<T> pop(int mark) {
        Object[] s = stack;
        int m = mark;
        List<Object> list = switch (top - mark) {
            case 0 -> List.of();
            case 1 -> List.of(s[m]);
            case 2 -> List.of(s[m], s[m + 1]);
            case 3 -> List.of(s[m], s[m + 1], s[m + 2]);
            case 4 -> List.of(s[m], s[m + 1], s[m + 2], s[m + 3]);
            case 5 -> List.of(s[m], s[m + 1], s[m + 2], s[m + 3], s[m + 4]);
            case 6 -> List.of(s[m], s[m + 1], s[m + 2], s[m + 3], s[m + 4], s[m + 5]);
            case 7 -> List.of(s[m], s[m + 1], s[m + 2], s[m + 3], s[m + 4], s[m + 5], s[m + 6]);
            case 8 -> List.of(s[m], s[m + 1], s[m + 2], s[m + 3], s[m + 4], s[m + 5], s[m + 6], s[m + 7]);
            case 9 -> List.of(s[m], s[m + 1], s[m + 2], s[m + 3], s[m + 4], s[m + 5], s[m + 6], s[m + 7], s[m + 8]);
            case 10 -> List.of(s[m], s[m + 1], s[m + 2], s[m + 3], s[m + 4], s[m + 5], s[m + 6], s[m + 7], s[m + 8],
                    s[m + 9]);
            default -> List.of(Arrays.copyOfRange(s, m, top));
        };
        Arrays.fill(s, mark, top, null);
        top = mark;
        return (List<T>) list;
    }
}
