package dev.dynamofixtures.core.internal.dataset;

/** A source that cannot be parsed at all (malformed YAML or JSON): where, and what the parser said. */
public final class SourceException extends RuntimeException {
    private final Position position;

    public SourceException(Position position, String message) {
        super(message, null, false, false);
        this.position = position;
    }

    public Position position() {
        return position;
    }
}
