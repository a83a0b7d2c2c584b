package dev.dynamofixtures.core.internal.dataset;

/**
 * The character-level half of {@link FastYaml}: one pass over the text, keeping line and column as SnakeYAML counts
 * them (1-based; columns in code points, so a character outside the BMP is one column), and scanning the tokens of
 * FastYaml's subset: spaces, comments, line breaks, tags, and plain and quoted scalars on one line.
 *
 * <p>Whatever SnakeYAML would read differently or reject is {@link FastYaml.Unsupported}: tabs outside quotes,
 * characters YAML does not allow in a stream, line breaks other than LF and CRLF, a byte order mark, document
 * markers after the first {@code ---}, directives, escapes and tags outside the common ones.
 */
final class YamlCursor {
    /** ASCII characters a block plain scalar looks at twice (non-zero); all others simply belong to it. */
    private static final byte[] BLOCK_STOPS = new byte[128];
    /** The same in a flow collection, where flow indicators and '?' end it too. */
    private static final byte[] FLOW_STOPS = new byte[128];

    static {
        for (int c = 0; c < 0x20; c++) {
            BLOCK_STOPS[c] = 1;
        }
        BLOCK_STOPS[' '] = 1;
        BLOCK_STOPS[':'] = 1;
        BLOCK_STOPS[0x7F] = 1;
        System.arraycopy(BLOCK_STOPS, 0, FLOW_STOPS, 0, 128);
        for (char c : ",[]{}?".toCharArray()) {
            FLOW_STOPS[c] = 1;
        }
    }

    /** How an ASCII character may start a plain scalar (SnakeYAML's checkPlain). */
    private static final byte[] STARTS = new byte[128];
    private static final byte PLAIN = 0;
    private static final byte NEVER = 1;
    private static final byte DASH = 2;
    private static final byte BLOCK_ONLY = 3;

    static {
        for (char c : "\0 \t\n\r,[]{}#&*!|>'\"%@`".toCharArray()) {
            STARTS[c] = NEVER;
        }
        STARTS['-'] = DASH;
        STARTS['?'] = BLOCK_ONLY;
        STARTS[':'] = BLOCK_ONLY;
    }

    private final String source;
    private final String text;
    private final SharedTexts shared = new SharedTexts();
    private final int end;
    /** The index of the next character to read. */
    int pos;
    private int line = 1;
    private int lineStart;
    /** Surrogate pairs read on this line before {@link #pos}: each is two chars but one column. */
    private int pairs;
    /** The indentation of the line {@link #nextContentLine} stopped at, or -1 at the end of the text. */
    private int indent;
    /** Lines inside a flow collection must be indented deeper than this (the enclosing block's column). */
    int flowFloor = -1;
    /** Whether the text opened its document with {@code ---}. */
    boolean documentStarted;

    YamlCursor(String source, String text) {
        this.source = source;
        this.text = text;
        this.end = text.length();
        if (text.indexOf('\0') >= 0) {
            throw new FastYaml.Unsupported("NUL character");
        }
    }

    /**
     * A cursor over {@code text} from {@code start}, the start of line {@code line}, to {@code end} (exclusive), for
     * a part of a text another cursor has checked.
     */
    YamlCursor(String source, String text, int start, int end, int line) {
        this.source = source;
        this.text = text;
        this.end = end;
        this.pos = start;
        this.lineStart = start;
        this.line = line;
    }

    String text() {
        return text;
    }

    int end() {
        return end;
    }

    int line() {
        return line;
    }

    int lineStart() {
        return lineStart;
    }

    /** Moves to {@code offset}, the start of line {@code lineNumber}, as if everything before it had been read. */
    void resumeAt(int offset, int lineNumber) {
        pos = offset;
        lineStart = offset;
        line = lineNumber;
        pairs = 0;
    }

    char peek() {
        return pos < end ? text.charAt(pos) : 0;
    }

    char peek(int ahead) {
        int at = pos + ahead;
        return at < end ? text.charAt(at) : 0;
    }

    void advance() {
        pos++;
    }

    /** The 0-based column of {@link #pos}. */
    int column() {
        return pos - lineStart - pairs;
    }

    /** Where the cursor stands, as a {@link Position#pack packed} line and column (what nodes keep). */
    long mark() {
        return ((long) line << 32) | (pos - lineStart - pairs + 1);
    }

    /** The indentation of the current content line, or -1 at the end of the text. */
    int indent() {
        return indent;
    }

    /** Whether the character {@code ahead} of {@link #pos} ends a token: a space, a line break or the end. */
    boolean blankAhead(int ahead) {
        char c = peek(ahead);
        if (c == '\t') {
            throw new FastYaml.Unsupported("tab");
        }
        return c == ' ' || c == '\n' || c == '\r' || c == 0;
    }

    boolean atLineEnd() {
        char c = peek();
        return c == '\n' || c == '\r' || c == 0;
    }

    /** Whether only a comment or the line break follows (after {@link #skipSpaces}). */
    boolean atCommentOrLineEnd() {
        return atLineEnd() || peek() == '#';
    }

    void skipSpaces() {
        while (pos < end && text.charAt(pos) == ' ') {
            pos++;
        }
        if (pos < end && text.charAt(pos) == '\t') {
            throw new FastYaml.Unsupported("tab");
        }
    }

    /** Reads the rest of a line that holds nothing more than spaces and a comment, and its line break. */
    void endLine() {
        skipSpaces();
        if (peek() == '#') {
            skipComment();
        }
        if (pos < end) {
            lineBreak();
        }
    }

    private void skipComment() {
        if (pos > lineStart && text.charAt(pos - 1) != ' ') {
            throw new FastYaml.Unsupported("'#' right after a token");
        }
        int i = pos + 1;
        while (i < end) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                break;
            }
            i = c >= 0x7F || (c < 0x20 && c != '\t') ? wide(i) : i + 1;
        }
        pos = i;
    }

    /** Reads the line break at {@link #pos}; anything else there is content SnakeYAML would not allow. */
    private void lineBreak() {
        char c = text.charAt(pos);
        if (c == '\r' && pos + 1 < end && text.charAt(pos + 1) == '\n') {
            pos++;
        } else if (c != '\n') {
            throw new FastYaml.Unsupported("more content on the line");
        }
        pos++;
        line++;
        lineStart = pos;
        pairs = 0;
    }

    /**
     * From the start of a line, skips blank and comment-only lines and the indentation of the next line with
     * content; returns (and remembers as {@link #indent()}) that indentation, or -1 at the end of the text.
     * A document marker or directive there is unsupported; {@code documentStart} allows one leading {@code ---}.
     */
    int nextContentLine(boolean documentStart) {
        while (true) {
            int spaces = 0;
            while (pos < end && text.charAt(pos) == ' ') {
                pos++;
                spaces++;
            }
            char c = peek();
            if (c == 0) {
                return indent = -1;
            }
            if (c == '#') {
                skipComment();
                if (pos < end) {
                    lineBreak();
                }
            } else if (c == '\n' || c == '\r') {
                lineBreak();
            } else if (c == '\t') {
                throw new FastYaml.Unsupported("tab");
            } else if (spaces == 0 && documentStart && isMarker('-')) {
                pos += 3;
                documentStart = false;
                if (!atLineEnd() && peek() != ' ') {
                    throw new FastYaml.Unsupported("content after ---");
                }
                skipSpaces();
                if (!atCommentOrLineEnd()) {
                    throw new FastYaml.Unsupported("content after ---");
                }
                endLine();
                documentStarted = true;
            } else {
                if (spaces == 0 && (isMarker('-') || isMarker('.') || c == '%')) {
                    throw new FastYaml.Unsupported("document marker or directive");
                }
                return indent = spaces;
            }
        }
    }

    int nextContentLine() {
        return nextContentLine(false);
    }

    private boolean isMarker(char c) {
        return peek() == c && peek(1) == c && peek(2) == c && blankAhead(3);
    }

    /**
     * Skips spaces, comments and line breaks between tokens of a flow collection. A line inside it must be
     * indented deeper than the block it stands in, and may not start a document.
     */
    void flowSpace() {
        while (pos < end && text.charAt(pos) == ' ') {
            pos++;
        }
        if (pos < end && text.charAt(pos) > '#') {
            return; // the next token, on this line
        }
        while (true) {
            skipSpaces();
            char c = peek();
            if (c == '#') {
                skipComment();
                c = peek();
            }
            if (c != '\n' && c != '\r') {
                return;
            }
            lineBreak();
            if (isMarker('-') || isMarker('.')) {
                throw new FastYaml.Unsupported("document marker in a flow collection");
            }
            skipSpaces();
            if (!atCommentOrLineEnd() && column() <= flowFloor) {
                throw new FastYaml.Unsupported("flow collection line not indented");
            }
        }
    }

    /** Whether a plain scalar starts at {@link #pos} (SnakeYAML's checkPlain). */
    boolean plainStart(boolean flow) {
        char c = peek();
        if (c >= 0x80) {
            return true;
        }
        switch (STARTS[c]) {
            case PLAIN:
                return true;
            case DASH:
                return !blankAhead(1);
            case BLOCK_ONLY:
                return !flow && !blankAhead(1);
            default:
                return false;
        }
    }

    /**
     * Reads a plain scalar that ends on this line: at a line break, at {@code " #"}, at a {@code ':'} followed by a
     * space (or, in a flow collection, by a flow indicator), or in a flow collection at {@code , [ ] { }}. Leaves
     * {@link #pos} at what ended it; trailing spaces are not part of the value.
     */
    String plain(boolean flow) {
        byte[] stops = flow ? FLOW_STOPS : BLOCK_STOPS;
        int start = pos;
        int i = pos;
        int last = pos;
        int hash = 0;
        int lastHash = 0;
        while (i < end) {
            char c = text.charAt(i);
            if (c < 0x80 && stops[c] == 0) {
                hash = 31 * hash + c;
                last = ++i;
                lastHash = hash;
                continue;
            }
            if (c == ' ') {
                if (i + 1 < end && text.charAt(i + 1) == '#') {
                    break;
                }
                hash = 31 * hash + c;
                i++;
                continue;
            }
            if (c == ':') {
                char next = i + 1 < end ? text.charAt(i + 1) : 0;
                if (next == 0 || next == ' ' || next == '\n' || next == '\r' || next == '\t'
                        || (flow && isFlowIndicator(next))) {
                    break;
                }
                hash = 31 * hash + c;
                i++;
            } else if (c < 0x20) {
                if (c == '\n' || c == '\r') {
                    break;
                }
                throw new FastYaml.Unsupported("tab or control character in a plain scalar");
            } else if (c >= 0x7F) {
                for (int next = wide(i); i < next; i++) {
                    hash = 31 * hash + text.charAt(i);
                }
            } else if (isFlowIndicator(c)) { // only stops in flow
                break;
            } else { // '?' in a flow collection
                throw new FastYaml.Unsupported("'?' in a flow plain scalar");
            }
            last = i;
            lastHash = hash;
        }
        pos = i;
        return shared.text(text, start, last, lastHash);
    }

    private static boolean isFlowIndicator(char c) {
        return c == ',' || c == '[' || c == ']' || c == '{' || c == '}';
    }

    /** Reads a single- or double-quoted scalar that ends on this line; leaves {@link #pos} after the quote. */
    String quoted() {
        char quote = text.charAt(pos);
        int start = pos + 1;
        int i = start;
        StringBuilder value = null;
        while (true) {
            if (i >= end) {
                throw new FastYaml.Unsupported("unterminated quoted scalar");
            }
            char c = text.charAt(i);
            if (c == quote) {
                if (quote == '\'' && i + 1 < end && text.charAt(i + 1) == '\'') {
                    value = (value == null ? new StringBuilder() : value).append(text, start, i + 1);
                    i += 2;
                    start = i;
                    continue;
                }
                break;
            }
            if (c == '\\' && quote == '"') {
                value = (value == null ? new StringBuilder() : value).append(text, start, i);
                i = YamlEscapes.append(text, i + 1, value);
                start = i;
            } else if (c < 0x20) {
                if (c != '\t') {
                    throw new FastYaml.Unsupported("line break or control character in a quoted scalar");
                }
                i++;
            } else {
                i = c >= 0x7F ? wide(i) : i + 1;
            }
        }
        pos = i + 1;
        return value == null ? shared.text(text, start, i) : value.append(text, start, i).toString();
    }

    /**
     * Reads a tag {@code !name} whose name has only letters, digits, '_', '.' and '-' and is followed by a space or
     * a line break; returns the name (Jackson's type id: the tag without its '!').
     */
    String tag() {
        int i = pos + 1;
        while (i < end && isTagChar(text.charAt(i))) {
            i++;
        }
        if (i == pos + 1) {
            throw new FastYaml.Unsupported("tag form");
        }
        String name = text.substring(pos + 1, i);
        pos = i;
        if (!blankAhead(0)) {
            throw new FastYaml.Unsupported("tag form");
        }
        return name;
    }

    private static boolean isTagChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.'
                || c == '-';
    }

    /**
     * Checks the character at {@code i} (not printable ASCII) is one YAML allows in content and counts surrogate
     * pairs as one column; returns the index after it.
     */
    private int wide(int i) {
        char c = text.charAt(i);
        if (Character.isHighSurrogate(c)) {
            if (i + 1 < end && Character.isLowSurrogate(text.charAt(i + 1))) {
                pairs++;
                return i + 2;
            }
            throw new FastYaml.Unsupported("lone surrogate");
        }
        if (c < 0xA0 || Character.isLowSurrogate(c) || c == '\u2028' || c == '\u2029' || c == '\uFEFF'
                || c >= '\uFFFE') {
            throw new FastYaml.Unsupported("character YAML does not allow, or reads as a line break");
        }
        return i + 1;
    }
}
