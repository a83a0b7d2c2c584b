package dev.dynamofixtures.core.internal.dataset;

/** NoSQL Workbench data models (the JSON it exports): tables, GSIs and their sample data. */
public final class WorkbenchFormat {
    private WorkbenchFormat() {
    }

    public static boolean recognises(Node root) {
        return root instanceof Node.MapNode map && map.get("DataModel") != null;
    }

    /** The model's tables and items, added to {@code draft}; problems to {@code problems}. */
    public static void read(Node root, Draft draft, Problems problems) {
        throw new UnsupportedOperationException("NoSQL Workbench models are not read yet");
    }
}
