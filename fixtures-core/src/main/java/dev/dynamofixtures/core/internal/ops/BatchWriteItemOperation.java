package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.KeyCodec;
import dev.dynamofixtures.core.internal.storage.KeyTree;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * BatchWriteItem: up to 25 puts and deletes across tables, validated as a whole and then applied in one
 * publish, so a batch with any invalid request writes nothing. Every request is processed: the response's
 * {@code UnprocessedItems} is always empty, and ItemCollectionMetrics are never returned (the service's are
 * size estimates this engine does not model).
 *
 * <p>Validation follows DynamoDB Local's order (probed): empty table lists, then the request count, then every
 * request's shape, values and item size, and then table by table, in Local's order of the tables
 * ({@link LocalTableOrder}): the table's name and existence, then each request's key in request order, a key
 * already seen in the call being a duplicate. Capacity is each request's own (as PutItem and DeleteItem count
 * it), summed per table.
 * Before all of them, an invalid enum value fails the request with the request's other shape violations, in the
 * service's order ({@link RequestEnums}).
 */
final class BatchWriteItemOperation {
    static final int MAX_REQUESTS = 25;
    private static final String LIST_LENGTHS = "Map value must satisfy constraint: [Member must have length less "
            + "than or equal to 25, Member must have length greater than or equal to 1]";
    private static final String TOO_MANY = "Too many items requested for the BatchWriteItem call";
    /** The live text's start of a table key of another type ({@link Items#validateCanonical}). */
    private static final String KEY_TYPE_MISMATCH = "One or more parameter values were invalid: Type mismatch for key ";
    private static final String KEY_MISSING = "One or more parameter values were invalid: Missing the key ";

    private BatchWriteItemOperation() {
    }

    /**
     * One request after its shape and values are checked: an item to put (with its size, checked here already and
     * kept so that storing the item does not walk it again) or a key to delete (size -1).
     */
    private record Write(boolean put, Map<String, AttributeValue> attributes, long size) {
    }

    /** One request after its table's checks: the stored item (puts only), the encoded key, and the key or item. */
    private record Planned(Item item, byte[] key, Map<String, AttributeValue> keyOrItem) {
    }

    static Outcome<BatchWriteItemResponse> execute(Database db, BatchWriteItemRequest request, EngineSettings settings, Usage usage) {
        RequestEnums.check(request);
        Map<String, List<WriteRequest>> requestItems =
                AttributeValues.isSet(request.requestItems()) ? request.requestItems() : null;
        CapacityLedger capacity = CapacityLedger.of(request.returnConsumedCapacity(),
                request.returnConsumedCapacityAsString(), usage);
        boolean metrics = ItemCollectionMetricsRules.requested(request.returnItemCollectionMetrics(),
                request.returnItemCollectionMetricsAsString());
        List<Map.Entry<String, List<WriteRequest>>> tables = checkCounts(requestItems);

        List<List<Write>> writes = new ArrayList<>(tables.size());
        for (Map.Entry<String, List<WriteRequest>> table : tables) {
            writes.add(shapes(table.getKey(), table.getValue()));
        }
        List<Table> targets = new ArrayList<>(tables.size());
        List<List<Planned>> plans = new ArrayList<>(tables.size());
        for (int t = 0; t < tables.size(); t++) {
            Table table = BatchRules.require(db, tables.get(t).getKey(),
                    () -> RequestShape.echoWriteRequests(requestItems));
            targets.add(table);
            plans.add(plan(table, writes.get(t)));
        }

        Database next = db;
        KeyTree.Edit edit = new KeyTree.Edit(); // each table's last value is the only one kept
        for (int t = 0; t < targets.size(); t++) {
            Table table = targets.get(t);
            capacity.open(table.name());
            for (Planned planned : plans.get(t)) {
                Table.Write write = planned.item() != null
                        ? table.put(planned.key(), planned.item(), settings.clock(), edit)
                        : table.delete(planned.key(), settings.clock());
                long previous = write.previous() == null ? 0 : write.previous().size();
                long stored = planned.item() == null ? 0 : planned.item().size();
                capacity.write(table.name(), Capacity.writeUnits(Math.max(previous, stored)), write.indexWrites(), 1);
                usage.wrote(table.definition(), planned.keyOrItem(), write.previous(), planned.item(), write.indexWrites());
                table = write.table();
            }
            if (table != targets.get(t)) {
                next = next.with(table);
            }
        }
        BatchWriteItemResponse.Builder response = BatchWriteItemResponse.builder().unprocessedItems(Map.of())
                .consumedCapacity(capacity.build());
        if (metrics) {
            ItemCollectionMetricsRules.PerTable perTable = new ItemCollectionMetricsRules.PerTable();
            for (int t = 0; t < targets.size(); t++) {
                Table after = next.table(targets.get(t).name()).orElseThrow();
                plans.get(t).forEach(planned -> perTable.add(after, planned.keyOrItem()));
            }
            if (!perTable.isEmpty()) {
                response.itemCollectionMetrics(perTable.asMap());
            }
        }
        return new Outcome<>(next, response.build());
    }

    /** The map and list sizes, in DynamoDB Local's order: empty lists first, then too many requests. */
    private static List<Map.Entry<String, List<WriteRequest>>> checkCounts(Map<String, List<WriteRequest>> items) {
        String local = "BatchWriteItem cannot have a null or no requests set";
        if (items == null) {
            throw DynamoError.validation(Constraints.notNull("requestItems").liveMessage(), local);
        }
        if (items.isEmpty()) {
            throw DynamoError.validation(Constraints.message(List.of(Constraints.detail("{}", "requestItems",
                    "Member must have length greater than or equal to 1"))), local);
        }
        List<Map.Entry<String, List<WriteRequest>>> tables = LocalTableOrder.of(items);
        int total = 0;
        boolean tableOverLimit = false;
        for (Map.Entry<String, List<WriteRequest>> table : tables) {
            List<WriteRequest> requests = table.getValue();
            if (requests == null || requests.isEmpty()) {
                throw DynamoError.validation(listLengths(items),
                        "The batch write request list for a table cannot be null or empty: " + table.getKey());
            }
            total += requests.size();
            tableOverLimit |= requests.size() > MAX_REQUESTS;
        }
        if (tableOverLimit) {
            throw DynamoError.validation(listLengths(items), TOO_MANY);
        }
        if (total > MAX_REQUESTS) {
            throw DynamoError.validation(TOO_MANY);
        }
        return tables;
    }

    private static String listLengths(Map<String, List<WriteRequest>> items) {
        return Constraints.message(List.of(Constraints.detail(RequestShape.echoWriteRequests(items), "requestItems",
                LIST_LENGTHS)));
    }

    /** Each request's shape, attribute values and item size, before any table is looked up. */
    private static List<Write> shapes(String tableName, List<WriteRequest> requests) {
        List<Write> writes = new ArrayList<>(requests.size());
        AttributeValues.Measure measure = new AttributeValues.Measure(); // one walk at a time, restarted per item
        for (int i = 0; i < requests.size(); i++) {
            WriteRequest request = requests.get(i);
            boolean put = request != null && request.putRequest() != null;
            boolean delete = request != null && request.deleteRequest() != null;
            if (put == delete) {
                throw DynamoError.validation("Supplied AttributeValue has more than one datatypes set, "
                        + "must contain exactly one of the supported datatypes");
            }
            if (put ? !AttributeValues.isSet(request.putRequest().item())
                    : !AttributeValues.isSet(request.deleteRequest().key())) {
                String member = "requestItems." + tableName + ".member." + (i + 1) + ".member."
                        + (put ? "putRequest.item" : "deleteRequest.key");
                throw DynamoError.validation(Constraints.notNull(member).liveMessage(),
                        "The supplied Item contains a null AttributeValue");
            }
            if (put) {
                measure.restart();
                Map<String, AttributeValue> item = Items.canonicalAttributes(request.putRequest().item(), measure);
                long size = measure.bytes();
                if (size > Items.MAX_ITEM_BYTES) {
                    throw DynamoError.validation("Item size has exceeded the maximum allowed size");
                }
                writes.add(new Write(true, item, size));
            } else {
                writes.add(new Write(false, canonicalValues(request.deleteRequest().key()), -1));
            }
        }
        return writes;
    }

    /** The values of a key, canonical (the same map when they already are); value errors as the service's. */
    static Map<String, AttributeValue> canonicalValues(Map<String, AttributeValue> key) {
        Map<String, AttributeValue> canonical = null;
        for (Map.Entry<String, AttributeValue> e : key.entrySet()) {
            AttributeValue normalized = AttributeValues.normalize(e.getValue(), 1);
            AttributeValues.checkNameNotEmpty(e.getKey());
            if (normalized != e.getValue() && canonical == null) {
                canonical = new LinkedHashMap<>(key);
            }
            if (canonical != null) {
                canonical.put(e.getKey(), normalized);
            }
        }
        return canonical == null ? key : canonical;
    }

    /** One table's requests against its schema, in request order, rejecting a key seen before in the table. */
    private static List<Planned> plan(Table table, List<Write> writes) {
        List<Planned> plans = new ArrayList<>(writes.size());
        SeenKeys seen = new SeenKeys(writes.size());
        for (Write write : writes) {
            Planned planned;
            if (write.put()) {
                Item item = validItem(table, write.attributes(), write.size());
                planned = new Planned(item, table.keyOf(item.attributes()), item.attributes());
            } else {
                Map<String, AttributeValue> key = Keys.validateKey(table.definition().key(), write.attributes());
                planned = new Planned(null, table.keyOf(key), key);
            }
            if (!seen.add(planned.key())) {
                throw DynamoError.validation(BatchRules.DUPLICATE_KEYS);
            }
            plans.add(planned);
        }
        return plans;
    }

    /**
     * The keys of one table's requests so far: at most 25, looked up by hash, then bytes. (A {@code TreeSet} made an
     * entry and five comparisons a key, 2 % of a 25-item batch.)
     */
    private static final class SeenKeys {
        private final byte[][] keys;
        private final int[] hashes;
        private int size;

        SeenKeys(int capacity) {
            keys = new byte[capacity][];
            hashes = new int[capacity];
        }

        /** Adds the key; false when an equal one was added before. */
        boolean add(byte[] key) {
            int hash = KeyCodec.hash(key);
            for (int i = 0; i < size; i++) {
                if (hashes[i] == hash && Arrays.equals(keys[i], key)) {
                    return false;
                }
            }
            keys[size] = key;
            hashes[size++] = hash;
            return true;
        }
    }

    private static Item validItem(Table table, Map<String, AttributeValue> attributes, long size) {
        try {
            return Items.validateCanonical(table.definition(), attributes, Items.Origin.PUT, size);
        } catch (DynamoError e) {
            // the service words a batch put's table key that is missing or of another type, scalar or not, as a key
            // that does not match the schema (SPEC.md; a public conformance suite captured both), where PutItem
            // names the key (and the types)
            String live = e.liveMessage().startsWith(KEY_TYPE_MISMATCH) || e.liveMessage().startsWith(KEY_MISSING)
                    ? "The provided key element does not match the schema" : e.liveMessage();
            if (attributes.isEmpty()) { // DynamoDB Local's words for an empty item
                throw DynamoError.validation(live, "Item to put in PutItem cannot be null");
            }
            if (!live.equals(e.liveMessage())) {
                throw DynamoError.validation(live, e.localMessage());
            }
            throw e;
        }
    }
}
