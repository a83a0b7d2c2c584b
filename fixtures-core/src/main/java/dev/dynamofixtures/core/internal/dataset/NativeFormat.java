package dev.dynamofixtures.core.internal.dataset;

/** Our YAML dataset format: tables, items and imports. */
final class NativeFormat {
    private NativeFormat() {
    }

    static void read(Node root, Source source, DatasetReader reader, Draft draft, Problems problems) {
        throw new UnsupportedOperationException("not yet");
    }
}
