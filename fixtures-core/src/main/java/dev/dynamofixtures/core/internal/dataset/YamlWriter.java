package dev.dynamofixtures.core.internal.dataset;

import java.io.IOException;
import java.io.Writer;
import java.time.Instant;

/** Writes dataset content as a YAML dataset. */
public final class YamlWriter {
    private YamlWriter() {
    }

    public static void write(DatasetContent content, Writer writer, Instant now) throws IOException {
        throw new UnsupportedOperationException("Dataset.writeYaml is not implemented yet");
    }
}
