package dev.dynamofixtures.core.internal.dataset;

import java.util.Objects;

/** Where something stands in a dataset's source: the source's name, and a 1-based line and column (0 when unknown). */
public record Position(String source, int line, int column) {
    public Position {
        Objects.requireNonNull(source, "source");
    }

    /** The position of a whole source, for problems that belong to no line. */
    public static Position of(String source) {
        return new Position(source, 0, 0);
    }

    /** This position's line and column in one long ({@link #at(String, long)} makes it a Position again). */
    public long packed() {
        return pack(line, column);
    }

    /** A line and column in one long: what nodes keep instead of a Position object each. */
    public static long pack(int line, int column) {
        return ((long) line << 32) | (column & 0xFFFF_FFFFL);
    }

    /** The position a {@link #pack packed} line and column stand for in {@code source}. */
    public static Position at(String source, long packed) {
        return new Position(source, (int) (packed >>> 32), (int) packed);
    }

    /** {@code orders.yml:12:7}, or the source name alone when the line is unknown. */
    @Override
    public String toString() {
        return line == 0 ? source : source + ":" + line + ":" + column;
    }
}
