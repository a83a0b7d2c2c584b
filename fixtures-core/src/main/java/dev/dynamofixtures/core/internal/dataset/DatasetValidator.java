package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.ops.Items;
import dev.dynamofixtures.core.internal.schema.TableSchemas;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.IndexDefinition;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.KeyCodec;
import dev.dynamofixtures.core.internal.storage.TableDefinition;
import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks a draft as a whole, as DynamoDB would check the tables' creation and the items' writes, and more: each
 * table defined once (or identically), each table's CreateTable request valid (the engine's own CreateTable
 * validation, with DynamoDB's messages), items only for defined tables, every item valid for its table (the
 * engine's PutItem validation, after friendlier checks of the key attributes), and no primary key twice.
 */
public final class DatasetValidator {
    private DatasetValidator() {
    }

    /** The validated content, or a {@link dev.dynamofixtures.core.dataset.DatasetException} of every problem. */
    public static DatasetContent validate(Draft draft, Instant now) {
        return validate(draft, now, new Problems());
    }

    /**
     * The validated content, or a {@link dev.dynamofixtures.core.dataset.DatasetException} of every problem, those
     * found while reading the sources ({@code problems}) included.
     */
    public static DatasetContent validate(Draft draft, Instant now, Problems problems) {
        Map<String, Draft.TableAt> tables = new LinkedHashMap<>();
        Map<String, TableDefinition> definitions = new HashMap<>();
        for (Draft.TableAt at : draft.tables()) {
            DatasetTable table = at.table();
            Draft.TableAt first = tables.get(table.name());
            if (first != null) {
                if (!sameDefinition(first.table(), table)) {
                    problems.add(at.position(), "table " + table.name() + " is defined again, differently (first at "
                            + first.position() + "); define each table once, and add items to it from any file");
                }
                continue;
            }
            tables.put(table.name(), at);
            TableDefinition definition = definition(at, problems);
            // the engine refuses to create it: its items cannot be checked, and their problems would only repeat it
            if (definition != null) {
                definitions.put(table.name(), definition);
            }
        }
        Map<String, List<ItemEntry>> items = new LinkedHashMap<>();
        Map<String, Map<ByteBuffer, Position>> keys = new HashMap<>();
        for (Draft.ItemsAt at : draft.items()) {
            if (!tables.containsKey(at.table())) {
                if (draft.isBroken(at.table())) {
                    continue; // its definition's problems are reported
                }
                problems.add(at.reference(), "items for table " + at.table() + ", which no file of the dataset defines"
                        + Suggestions.didYouMean(at.table(), tables.keySet())
                        + "; define it under `tables:` (or import its template), or fix the name");
                continue;
            }
            TableDefinition definition = definitions.get(at.table());
            items.computeIfAbsent(at.table(), t -> new ArrayList<>()).addAll(at.items());
            if (definition == null) {
                continue; // its definition is wrong: reported already
            }
            Map<ByteBuffer, Position> seen = keys.computeIfAbsent(at.table(), t -> new HashMap<>());
            for (ItemEntry entry : at.items()) {
                checkItem(definition, entry, now, seen, problems);
            }
        }
        problems.throwIfAny();
        List<DatasetTable> ordered = new ArrayList<>();
        Map<String, List<ItemEntry>> orderedItems = new LinkedHashMap<>();
        for (Draft.TableAt at : tables.values()) {
            ordered.add(at.table());
            List<ItemEntry> entries = items.get(at.table().name());
            if (entries != null) {
                orderedItems.put(at.table().name(), entries);
            }
        }
        return new DatasetContent(ordered, orderedItems);
    }

    private static boolean sameDefinition(DatasetTable a, DatasetTable b) {
        return a.createTableRequest().equals(b.createTableRequest())
                && a.timeToLiveAttribute().equals(b.timeToLiveAttribute());
    }

    /** The engine's definition of the table, by its own CreateTable validation; null after reporting a problem. */
    private static TableDefinition definition(Draft.TableAt at, Problems problems) {
        String name = at.table().name();
        try {
            Database db = TableSchemas.createTable(Database.empty(), at.table().createTableRequest(), Instant.EPOCH,
                    n -> "arn:aws:dynamodb:ddblocal:000000000000:table/" + n).next();
            return db.table(name).orElseThrow().definition();
        } catch (DynamoError e) {
            problems.add(at.position(), "table " + name + " is not a table DynamoDB would create: " + e.liveMessage());
            return null;
        }
    }

    private static void checkItem(TableDefinition table, ItemEntry entry, Instant now, Map<ByteBuffer, Position> seen,
                                  Problems problems) {
        Map<String, AttributeValue> item;
        try {
            item = entry.at(now);
        } catch (RuntimeException e) {
            problems.add(entry.position(), e.getMessage());
            return;
        }
        if (!keyAttributesFit(table, item, entry.position(), problems)) {
            return;
        }
        Map<String, AttributeValue> canonical;
        try {
            canonical = Items.validateForPut(table, item).attributes();
        } catch (DynamoError e) {
            problems.add(entry.position(), "item of table " + table.name() + " would be rejected by DynamoDB: "
                    + e.liveMessage());
            return;
        }
        ByteBuffer key = ByteBuffer.wrap(KeyCodec.primaryKey(table.key(), canonical));
        Position first = seen.putIfAbsent(key, entry.position());
        if (first != null) {
            problems.add(entry.position(), "item has the same primary key (" + describeKey(table, canonical)
                    + ") as the item at " + first + "; a table holds one item per key: change or remove one of them");
        }
    }

    /** The table's and indexes' key attributes, checked with messages that say which attribute and how to fix it. */
    private static boolean keyAttributesFit(TableDefinition table, Map<String, AttributeValue> item, Position at,
                                            Problems problems) {
        boolean fits = true;
        List<KeyAttribute> key = table.key().all();
        for (int i = 0; i < key.size(); i++) {
            KeyAttribute attribute = key.get(i);
            String role = i == 0 ? "partition key" : "sort key";
            AttributeValue value = item.get(attribute.name());
            if (value == null) {
                problems.add(at, "item has no " + attribute.name() + ", the " + role + " (" + attribute.type()
                        + ") of table " + table.name() + "; every item needs all of the table's key attributes");
                fits = false;
                continue;
            }
            AttributeType type = typeOf(value);
            if (type != attribute.type()) {
                problems.add(at, "item's " + attribute.name() + " is " + describe(value) + ", but the " + role
                        + " of table " + table.name() + " is of type " + attribute.type() + hint(attribute.type()));
                fits = false;
            }
        }
        for (IndexDefinition index : table.indexes()) {
            for (KeyAttribute attribute : index.keySchema().all()) {
                AttributeValue value = item.get(attribute.name());
                if (value == null) {
                    continue; // sparse: not in this index
                }
                AttributeType type = typeOf(value);
                if (type != attribute.type()) {
                    problems.add(at, "item's " + attribute.name() + " is " + describe(value) + ", but index "
                            + index.name() + " of table " + table.name() + " declares it " + attribute.type()
                            + "; DynamoDB rejects an item whose index key attribute has another type"
                            + hint(attribute.type()));
                    fits = false;
                }
            }
        }
        return fits;
    }

    private static AttributeType typeOf(AttributeValue value) {
        try {
            return AttributeType.of(value);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static String hint(AttributeType expected) {
        switch (expected) {
            case S: return " (quote a value that YAML reads as a number or boolean: \"42\", or write !S 42)";
            case N: return " (write a number, unquoted: 42)";
            default: return " (write !B and the value in base64)";
        }
    }

    /** A value as a user would name it: {@code a number (200)}, {@code a string ("K1")}. */
    static String describe(AttributeValue value) {
        AttributeType type = typeOf(value);
        if (type == null) {
            return "an empty value";
        }
        switch (type) {
            case S: return "a string (\"" + value.s() + "\")";
            case N: return "a number (" + value.n() + ")";
            case B: return "binary";
            case BOOL: return "a boolean (" + value.bool() + ")";
            case NULL: return "null";
            case M: return "a map";
            case L: return "a list";
            case SS: return "a string set";
            case NS: return "a number set";
            default: return "a binary set";
        }
    }

    private static String describeKey(TableDefinition table, Map<String, AttributeValue> item) {
        List<String> parts = new ArrayList<>();
        for (KeyAttribute attribute : table.key().all()) {
            AttributeValue value = item.get(attribute.name());
            parts.add(attribute.name() + "=" + (value.s() != null ? value.s() : value.n() != null ? value.n()
                    : describe(value)));
        }
        return String.join(", ", parts);
    }
}
