package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Reads sources of any dataset format into one draft, recognising each source's format from its content, follows
 * the imports of YAML datasets, and hands the whole to {@link DatasetValidator}. Every problem of every source is
 * collected before anything is reported.
 */
public final class DatasetReader {
    private final Problems problems = new Problems();
    private final Draft draft = new Draft();
    /** Sources being read, to refuse an import cycle. */
    private final Set<String> reading = new HashSet<>();
    /** True for an expected dataset, whose values may be regular expressions ({@code !regex}). */
    private final boolean expected;

    private DatasetReader() {
        this(false);
    }

    private DatasetReader(boolean expected) {
        this.expected = expected;
    }

    /** The validated content of these sources, read together. */
    public static DatasetContent read(List<Source> sources) {
        DatasetReader reader = new DatasetReader();
        for (Source source : sources) {
            reader.readSource(source, null);
        }
        return DatasetValidator.validate(reader.draft, Instant.now(), reader.problems);
    }

    /**
     * The validated content of these sources read together with tables defined elsewhere (a test class's seed, for
     * a test's extra datasets): the sources may add items to those tables, which the content then includes, without
     * their items.
     */
    public static DatasetContent readAlongside(List<DatasetTable> known, List<Source> sources) {
        return readAlongside(new DatasetReader(false), known, sources);
    }

    /**
     * The validated content of an expected dataset (what tables should hold after a test), read as
     * {@link #readAlongside} reads; its values may be regular expressions ({@code !regex}), which its items record as
     * {@link ItemEntry#patterns()}.
     */
    public static DatasetContent readExpected(List<DatasetTable> known, List<Source> sources) {
        return readAlongside(new DatasetReader(true), known, sources);
    }

    private static DatasetContent readAlongside(DatasetReader reader, List<DatasetTable> known, List<Source> sources) {
        for (DatasetTable table : known) {
            reader.draft.table(table, Position.of(table.origin()));
        }
        for (Source source : sources) {
            reader.readSource(source, null);
        }
        return DatasetValidator.validate(reader.draft, Instant.now(), reader.problems);
    }

    /** Two validated contents as one, validated together. */
    public static DatasetContent merge(DatasetContent first, DatasetContent second) {
        Draft draft = new Draft();
        addContent(draft, first);
        addContent(draft, second);
        return DatasetValidator.validate(draft, Instant.now());
    }

    /** Content with every table renamed, validated again (new names must be valid and distinct). */
    public static DatasetContent rename(DatasetContent content, UnaryOperator<String> naming) {
        Draft draft = new Draft();
        for (DatasetTable table : content.tables()) {
            String newName = naming.apply(table.name());
            if (newName == null) {
                throw new NullPointerException("the naming function gave null for table " + table.name());
            }
            draft.table(table.renamed(newName), Position.of(table.origin()));
            List<ItemEntry> items = content.itemsOf(table.name());
            if (!items.isEmpty()) {
                draft.items(newName, Position.of(table.origin()), items);
            }
        }
        return DatasetValidator.validate(draft, Instant.now());
    }

    private static void addContent(Draft draft, DatasetContent content) {
        for (DatasetTable table : content.tables()) {
            draft.table(table, Position.of(table.origin()));
        }
        content.items().forEach((table, items) -> draft.items(table, Position.of(table), items));
    }

    /**
     * Reads one source into the draft. {@code itemsTable} is set when a YAML dataset imports the source as the
     * items of that table (Scan output, export lines, a list of DynamoDB JSON items).
     */
    void readSource(Source source, ImportTarget itemsTable) {
        if (!reading.add(source.name())) {
            problems.add(Position.of(source.name()), "imports itself (through a cycle of imports); remove one of them");
            return;
        }
        try {
            String text = source.text();
            String name = source.name();
            if (itemsTable != null) {
                readItemsSource(name, text, itemsTable);
                return;
            }
            if (isJsonLines(name, text)) {
                problems.add(Position.of(name), "DynamoDB JSON export lines do not say which table their items belong "
                        + "to: import the file from a YAML dataset with `import: [ { items: " + name
                        + ", table: <table> } ]`");
                return;
            }
            boolean json = isJson(name, text);
            Node root = json ? JacksonNodes.json(name, text) : YamlNodes.parse(name, text);
            if (WorkbenchFormat.recognises(root)) {
                WorkbenchFormat.read(root, draft, problems);
            } else if (TemplateFormat.recognises(root)) {
                for (TemplateFormat.TemplateTable table : TemplateFormat.tables(root, problems)) {
                    draft.table(table.table(), table.position());
                }
            } else if (json && DynamoJsonFormat.recognisesBatchWrite(root)) {
                DynamoJsonFormat.readBatchWrite(root, draft, problems);
            } else if (json && DynamoJsonFormat.recognisesScanOutput(root)) {
                problems.add(root.position(), "a Scan output does not say which table its items belong to: import the "
                        + "file from a YAML dataset with `import: [ { items: " + name + ", table: <table> } ]`");
            } else {
                NativeFormat.read(root, source, this, draft, problems);
            }
        } catch (SourceException e) {
            problems.add(e.position(), e.getMessage());
        } finally {
            reading.remove(source.name());
        }
    }

    /** The table a file of items is imported into, and where the import names it. */
    record ImportTarget(String table, Position reference) {
    }

    private void readItemsSource(String name, String text, ImportTarget target) {
        List<ItemEntry> items;
        if (isJsonLines(name, text)) {
            items = DynamoJsonFormat.readExportLines(JacksonNodes.jsonLines(name, text), problems);
        } else {
            Node root = isJson(name, text) ? JacksonNodes.json(name, text) : YamlNodes.parse(name, text);
            if (DynamoJsonFormat.recognisesBatchWrite(root)) {
                Draft imported = new Draft();
                DynamoJsonFormat.readBatchWrite(root, imported, problems);
                items = new ArrayList<>();
                for (Draft.ItemsAt at : imported.items()) {
                    items.addAll(at.items());
                }
            } else {
                items = DynamoJsonFormat.readScanOutput(root, problems);
            }
        }
        draft.items(target.table(), target.reference(), items);
    }

    /** Reads another source that a YAML dataset imports (tables, or items into {@code itemsTable}). */
    void importSource(Source source, ImportTarget itemsTable) {
        readSource(source, itemsTable);
    }

    /** JSON-lines: a {@code .jsonl}/{@code .ndjson} name, or several lines that each hold one JSON object. */
    private static boolean isJsonLines(String name, String text) {
        String lower = stripGz(name.toLowerCase(java.util.Locale.ROOT));
        if (lower.endsWith(".jsonl") || lower.endsWith(".ndjson")) {
            return true;
        }
        String trimmed = text.strip();
        if (!trimmed.startsWith("{\"Item\"")) {
            return false;
        }
        int newline = trimmed.indexOf('\n');
        return newline > 0 && trimmed.substring(newline).strip().startsWith("{");
    }

    private static boolean isJson(String name, String text) {
        String lower = stripGz(name.toLowerCase(java.util.Locale.ROOT));
        if (lower.endsWith(".json")) {
            return true;
        }
        if (lower.endsWith(".yml") || lower.endsWith(".yaml")) {
            return false;
        }
        String trimmed = text.stripLeading();
        return trimmed.startsWith("{\"") || trimmed.startsWith("[");
    }

    private static String stripGz(String name) {
        return name.endsWith(".gz") ? name.substring(0, name.length() - 3) : name;
    }

    /** True when values may be regular expressions: the reader reads an expected dataset, not a seed. */
    boolean acceptsPatterns() {
        return expected;
    }

    Problems problems() {
        return problems;
    }

    Map<String, Draft.TableAt> tablesSoFar() {
        return draft.tablesByName();
    }
}
