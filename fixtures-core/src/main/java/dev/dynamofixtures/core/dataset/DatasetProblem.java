package dev.dynamofixtures.core.dataset;

import java.util.Objects;

/**
 * One thing wrong with a dataset: where it is ({@code source} is the file or resource name; {@code line} and
 * {@code column} are 1-based, 0 when the problem belongs to no line) and what to do about it.
 */
public record DatasetProblem(String source, int line, int column, String message) {
    public DatasetProblem {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(message, "message");
    }

    /** {@code orders.yml:12:7: message}. */
    @Override
    public String toString() {
        return (line == 0 ? source : source + ":" + line + ":" + column) + ": " + message;
    }
}
