package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetException;
import dev.dynamofixtures.core.dataset.DatasetProblem;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The problems found while reading or validating datasets, collected so that all of them are reported together;
 * {@link #throwIfAny()} ends a stage that found any.
 */
public final class Problems {
    private final List<DatasetProblem> found = new ArrayList<>();

    public void add(Position position, String message) {
        found.add(new DatasetProblem(position.source(), position.line(), position.column(), message));
    }

    public boolean isEmpty() {
        return found.isEmpty();
    }

    public int size() {
        return found.size();
    }

    /** Throws a {@link DatasetException} of every problem so far, ordered by source, line and column. */
    public void throwIfAny() {
        if (!found.isEmpty()) {
            List<DatasetProblem> ordered = new ArrayList<>(found);
            ordered.sort(Comparator.comparing(DatasetProblem::source).thenComparingInt(DatasetProblem::line)
                    .thenComparingInt(DatasetProblem::column));
            throw new DatasetException(ordered);
        }
    }
}
