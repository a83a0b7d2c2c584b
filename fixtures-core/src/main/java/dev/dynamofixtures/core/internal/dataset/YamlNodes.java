package dev.dynamofixtures.core.internal.dataset;

/** Reads YAML text into a {@link Node} tree: the fast reader where it applies, Jackson's otherwise. */
public final class YamlNodes {
    private YamlNodes() {
    }

    public static Node parse(String source, String text) {
        try {
            return FastYaml.parse(source, text);
        } catch (FastYaml.Unsupported e) {
            return JacksonNodes.yaml(source, text);
        }
    }
}
