package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.Dataset;
import java.util.Objects;
import java.util.function.Function;

/**
 * Lets the engine's internals read a {@link Dataset}'s content and make datasets from content, without adding
 * either to the dataset's public API. {@code Dataset} registers the two functions when it is initialised.
 */
public final class DatasetAccess {
    private static volatile Function<Dataset, DatasetContent> contentOf;
    private static volatile Function<DatasetContent, Dataset> datasetOf;

    private DatasetAccess() {
    }

    public static void register(Function<Dataset, DatasetContent> content, Function<DatasetContent, Dataset> dataset) {
        contentOf = Objects.requireNonNull(content, "content");
        datasetOf = Objects.requireNonNull(dataset, "dataset");
    }

    public static DatasetContent content(Dataset dataset) {
        return contentOf.apply(Objects.requireNonNull(dataset, "dataset"));
    }

    /** A dataset of already validated content. */
    public static Dataset dataset(DatasetContent content) {
        if (datasetOf == null) {
            Dataset.empty(); // initialises Dataset, which registers
        }
        return datasetOf.apply(content);
    }
}
