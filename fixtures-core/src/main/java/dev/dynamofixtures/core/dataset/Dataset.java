package dev.dynamofixtures.core.dataset;

import dev.dynamofixtures.core.internal.dataset.ClientLoader;
import dev.dynamofixtures.core.internal.dataset.DatasetAccess;
import dev.dynamofixtures.core.internal.dataset.DatasetContent;
import dev.dynamofixtures.core.internal.dataset.DatasetReader;
import dev.dynamofixtures.core.internal.dataset.ItemEntry;
import dev.dynamofixtures.core.internal.dataset.ItemSnippets;
import dev.dynamofixtures.core.internal.dataset.Exporter;
import dev.dynamofixtures.core.internal.dataset.Source;
import dev.dynamofixtures.core.internal.dataset.YamlWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Seed data for tests: tables and their items, read from YAML written the way people think of them (or from
 * CloudFormation, SAM, CDK and Serverless templates, DynamoDB JSON and NoSQL Workbench models), validated as a
 * whole, and immutable.
 *
 * <pre>{@code
 * Dataset orders = Dataset.fromClasspath("orders.yml");
 * try (InMemoryDynamo dynamo = InMemoryDynamo.create().seed(orders)) {   // the engine's bulk path
 *     ...
 * }
 * orders.loadInto(dynamoDbLocalClient);                                   // any DynamoDbClient
 * }</pre>
 *
 * <h2>Validation</h2>
 * Reading a dataset checks everything DynamoDB would check when the tables are created and the items written
 * (key attributes present and typed, index key types, sets, numbers, sizes, duplicate keys), and more (unknown
 * fields, unknown tables, attributes typed twice). Every problem of every file is reported at once in a
 * {@link DatasetException}, each with its file, line and column; a dataset that has any loads nothing.
 *
 * <h2>Time</h2>
 * Values written relative to the clock ({@code !epoch now+30m}, {@code !iso now-1d}) are computed when the dataset
 * is loaded, from the clock of the engine (or the one given to {@link #loadInto(DynamoDbClient, Clock)}).
 */
public final class Dataset {
    private static final Dataset EMPTY = new Dataset(DatasetContent.EMPTY);

    static {
        DatasetAccess.register(dataset -> dataset.content, Dataset::new);
    }

    private final DatasetContent content;

    private Dataset(DatasetContent content) {
        this.content = content;
    }

    /** A dataset with no tables. */
    public static Dataset empty() {
        return EMPTY;
    }

    /**
     * The dataset of these files, read together: a file may add items to a table another defines. Each file is a
     * YAML dataset, a CloudFormation / SAM / CDK-synthesized template (YAML or JSON), a Serverless Framework
     * {@code serverless.yml}, a NoSQL Workbench data model, or a DynamoDB JSON {@code batch-write-item} file; the
     * kind is recognised from the content.
     *
     * @throws DatasetException listing every problem, when any file is not a valid dataset
     * @throws UncheckedIOException when a file cannot be read
     */
    public static Dataset read(Path... files) {
        List<Source> sources = new ArrayList<>();
        for (Path file : files) {
            sources.add(Source.file(Objects.requireNonNull(file, "file")));
        }
        return new Dataset(DatasetReader.read(sources));
    }

    /**
     * The dataset of these classpath resources, read together as {@link #read(Path...)} reads files. Names are
     * absolute resource names ({@code "datasets/orders.yml"}, a leading {@code /} allowed), looked up with the
     * context class loader.
     *
     * @throws DatasetException listing every problem, or naming a resource that does not exist
     */
    public static Dataset fromClasspath(String... resources) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader == null) {
            loader = Dataset.class.getClassLoader();
        }
        List<Source> sources = new ArrayList<>();
        for (String resource : resources) {
            sources.add(Source.resource(loader, Objects.requireNonNull(resource, "resource")));
        }
        return new Dataset(DatasetReader.read(sources));
    }

    /**
     * The dataset of one YAML text; {@code name} names it in error messages. Imports in it resolve against the
     * working directory.
     *
     * @throws DatasetException listing every problem
     */
    public static Dataset parse(String name, String yaml) {
        return new Dataset(DatasetReader.read(List.of(Source.text(Objects.requireNonNull(name, "name"),
                Objects.requireNonNull(yaml, "yaml")))));
    }

    /**
     * The items of a YAML sequence written in the dataset format's natural YAML, outside any table: strings to S,
     * plain decimal numbers to N, booleans to BOOL, null to NULL, sequences to L, mappings to M, and the tags
     * {@code !S !N !B !SS !NS !BS !epoch !epochMillis !iso !date !ddb} (see docs/datasets.md). Times relative to
     * the clock ({@code !epoch now+1h}) are computed now by the system clock. For expected values in tests:
     *
     * <pre>{@code
     * List<Map<String, AttributeValue>> expected = Dataset.parseItems("""
     *         - { order_id: K1, amount: 200, tags: !SS [gift] }
     *         - { order_id: K2, amount: 50 }
     *         """);
     * }</pre>
     *
     * @throws DatasetException listing every problem, each with its line and column in the text (the source is
     *                          named {@code items})
     */
    public static List<Map<String, AttributeValue>> parseItems(String yaml) {
        return ItemSnippets.items("items", Objects.requireNonNull(yaml, "yaml"), Instant.now());
    }

    /**
     * The item of a YAML mapping of attribute names to values, written as {@link #parseItems(String)} reads each
     * item: {@code Dataset.parseItem("{ order_id: K1, amount: 200 }")}.
     *
     * @throws DatasetException listing every problem, each with its line and column in the text (the source is
     *                          named {@code item})
     */
    public static Map<String, AttributeValue> parseItem(String yaml) {
        return ItemSnippets.item("item", Objects.requireNonNull(yaml, "yaml"), Instant.now());
    }

    /**
     * The schema and every item of these tables of any DynamoDB, as a dataset: each table's definition from
     * DescribeTable and DescribeTimeToLive (multi-attribute GSIs included), its items from a paged Scan. With no
     * table names, every table ListTables returns.
     *
     * <pre>{@code
     * Dataset.export(client, "orders").writeYaml(Path.of("src/test/resources/orders.yml"));
     * }</pre>
     */
    public static Dataset export(DynamoDbClient client, String... tables) {
        Objects.requireNonNull(client, "client");
        return new Dataset(Exporter.export(client, List.of(tables)));
    }

    /** The tables, in the order they were defined. */
    public List<DatasetTable> tables() {
        return content.tables();
    }

    /** The table named {@code name}, if this dataset defines it. */
    public Optional<DatasetTable> table(String name) {
        return Optional.ofNullable(content.table(name));
    }

    /** The items of {@code table} as they would be loaded now, by the system clock. */
    public List<Map<String, AttributeValue>> items(String table) {
        return items(table, Clock.systemUTC());
    }

    /**
     * The items of {@code table} as they would be loaded by {@code clock}, in the order they were written.
     *
     * @throws IllegalArgumentException if this dataset has no table of that name
     */
    public List<Map<String, AttributeValue>> items(String table, Clock clock) {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(clock, "clock");
        if (content.table(table) == null) {
            throw new IllegalArgumentException("This dataset has no table " + table + "; its tables are "
                    + tableNames());
        }
        Instant now = clock.instant();
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (ItemEntry entry : content.itemsOf(table)) {
            items.add(entry.at(now));
        }
        return List.copyOf(items);
    }

    /** How many items this dataset holds, in all its tables. */
    public long itemCount() {
        return content.itemCount();
    }

    /**
     * This dataset and {@code other} as one, validated together: the tables of both (a table both define must be
     * defined identically) and the items of both.
     *
     * @throws DatasetException when the two conflict (a table defined differently, a key in both)
     */
    public Dataset merge(Dataset other) {
        Objects.requireNonNull(other, "other");
        return new Dataset(DatasetReader.merge(content, other.content));
    }

    /** This dataset with {@code prefix} before every table name (for tables shared with other test runs). */
    public Dataset withTablePrefix(String prefix) {
        Objects.requireNonNull(prefix, "prefix");
        return renameTables(name -> prefix + name);
    }

    /** This dataset with one table renamed. */
    public Dataset renameTable(String from, String to) {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (content.table(from) == null) {
            throw new IllegalArgumentException("This dataset has no table " + from + "; its tables are " + tableNames());
        }
        return renameTables(name -> name.equals(from) ? to : name);
    }

    /**
     * This dataset with every table renamed by {@code naming} (for instance a per-run prefix or suffix).
     *
     * @throws DatasetException when a new name is not a valid table name, or two tables get the same name
     */
    public Dataset renameTables(UnaryOperator<String> naming) {
        Objects.requireNonNull(naming, "naming");
        return new Dataset(DatasetReader.rename(content, naming));
    }

    /** Loads this dataset into any DynamoDB, computing relative times by the system clock; see {@link #loadInto(DynamoDbClient, Clock)}. */
    public void loadInto(DynamoDbClient client) {
        loadInto(client, Clock.systemUTC());
    }

    /**
     * Loads this dataset through a client, so it works on this library's engine, DynamoDB Local and real
     * endpoints alike: creates the tables that do not exist (waiting until they are ACTIVE, enabling time to live
     * where the dataset asks), then writes the items with BatchWriteItem, 25 at a time, retrying unprocessed
     * items with backoff. Relative times are computed by {@code clock}.
     *
     * @throws DatasetException when a table exists with another key schema than the dataset's (nothing is then
     *                          written)
     */
    public void loadInto(DynamoDbClient client, Clock clock) {
        ClientLoader.load(content, Objects.requireNonNull(client, "client"), Objects.requireNonNull(clock, "clock"));
    }

    /** This dataset as YAML (see {@link #writeYaml(Writer)}), with relative times computed by the system clock. */
    public String toYaml() {
        java.io.StringWriter writer = new java.io.StringWriter();
        writeYaml(writer);
        return writer.toString();
    }

    /**
     * Writes this dataset as a YAML dataset: the tables, then every item in its natural YAML form wherever that
     * reads back as the same value, with tags only where it must ({@code !SS}, {@code !B}, ...). Reading the
     * text back gives equal tables and items. Relative times are written as computed now.
     */
    public void writeYaml(Writer writer) {
        Objects.requireNonNull(writer, "writer");
        try {
            YamlWriter.write(content, writer, Instant.now());
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes this dataset as YAML to a file (UTF-8), creating its folder; see {@link #writeYaml(Writer)}. */
    public void writeYaml(Path file) {
        Objects.requireNonNull(file, "file");
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                writeYaml(writer);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private List<String> tableNames() {
        List<String> names = new ArrayList<>();
        content.tables().forEach(t -> names.add(t.name()));
        return names;
    }

    /** {@code Dataset[orders (3 items), customers (1 item)]}. */
    @Override
    public String toString() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        content.tables().forEach(t -> counts.put(t.name(), content.itemsOf(t.name()).size()));
        StringBuilder text = new StringBuilder("Dataset[");
        counts.forEach((name, count) -> text.append(text.length() > 8 ? ", " : "").append(name).append(" (")
                .append(count).append(count == 1 ? " item)" : " items)"));
        return text.append(']').toString();
    }
}
