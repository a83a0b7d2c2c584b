package dev.dynamofixtures.core.dataset;

import java.util.List;

/**
 * A dataset that cannot be used, with every problem found (not only the first), each naming its file, line and
 * column. Nothing was written anywhere when this is thrown: datasets are validated before they are loaded.
 */
public final class DatasetException extends RuntimeException {
    private final List<DatasetProblem> problems;

    public DatasetException(List<DatasetProblem> problems) {
        super(message(problems), null, false, true);
        this.problems = List.copyOf(problems);
    }

    /** The problems, in the order of their sources and positions. */
    public List<DatasetProblem> problems() {
        return problems;
    }

    private static String message(List<DatasetProblem> problems) {
        if (problems.size() == 1) {
            return "Invalid dataset: " + problems.get(0);
        }
        StringBuilder text = new StringBuilder("Invalid dataset, ").append(problems.size()).append(" problems:");
        for (DatasetProblem problem : problems) {
            text.append(System.lineSeparator()).append("  ").append(problem);
        }
        return text.toString();
    }
}
