package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.log.PartitionWrite;
import dev.dynamofixtures.core.log.RecordedCall;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Calls of the same shape (operation, tables, index, expressions) that differ only in their values, such as 42
 * GetItems of one table: what the N+1 pattern looks like in a log. A group of {@value #REPEATED} or more takes one
 * row in a message and comes with a hint; a lone call is a group of one. Not API.
 *
 * @param calls the calls, oldest first
 */
record CallGroup(List<RecordedCall> calls) {

    /** How many calls of one shape make a repetition worth pointing out. */
    static final int REPEATED = 3;

    /** The calls grouped by shape, each repeated shape as one group, in the order of each group's first call. */
    static List<CallGroup> of(List<RecordedCall> calls) {
        Map<String, List<RecordedCall>> byShape = new LinkedHashMap<>();
        for (RecordedCall call : calls) {
            byShape.computeIfAbsent(shape(call), shape -> new ArrayList<>()).add(call);
        }
        List<CallGroup> groups = new ArrayList<>();
        for (List<RecordedCall> same : byShape.values()) {
            if (same.size() >= REPEATED) {
                groups.add(new CallGroup(same));
            } else {
                same.forEach(call -> groups.add(new CallGroup(List.of(call))));
            }
        }
        groups.sort(Comparator.comparingLong(group -> group.calls().get(0).sequence()));
        return groups;
    }

    private static String shape(RecordedCall call) {
        String request = keyOf(call).isPresent() ? "" : CallTable.request(call);
        return call.operation() + '|' + call.tableNames() + '|' + call.indexName().orElse("") + '|'
                + call.errorCode().orElse("") + '|' + request;
    }

    boolean isRepeated() {
        return calls.size() >= REPEATED;
    }

    /** The calls' sequence numbers: {@code 2-43} when consecutive, else the first, second and last. */
    String sequences() {
        long first = calls.get(0).sequence();
        long last = calls.get(calls.size() - 1).sequence();
        if (last - first == calls.size() - 1) {
            return first + "-" + last;
        }
        return first + "," + calls.get(1).sequence() + ",…," + last;
    }

    /** What the calls share or how they differ, such as "keys differing only in order_id". */
    String sameness() {
        if (keyOf(calls.get(0)).isEmpty()) {
            return CallTable.request(calls.get(0));
        }
        Set<String> names = new LinkedHashSet<>();
        calls.forEach(call -> names.addAll(keyOf(call).orElseThrow().keySet()));
        List<String> differing = new ArrayList<>();
        for (String name : names) {
            AttributeValue first = keyOf(calls.get(0)).orElseThrow().get(name);
            for (RecordedCall call : calls) {
                AttributeValue value = keyOf(call).orElseThrow().get(name);
                if (first == null || value == null || !DynamoValues.equal(first, value)) {
                    differing.add(name);
                    break;
                }
            }
        }
        boolean put = calls.get(0).request() instanceof PutItemRequest;
        if (differing.isEmpty()) {
            return (put ? "items of the same partition key " : "the same key ")
                    + CallTable.key(keyOf(calls.get(0)).orElseThrow());
        }
        if (put) {
            return "items differing in " + String.join(", ", differing);
        }
        return "keys differing " + (differing.size() < names.size() ? "only " : "") + "in " + String.join(", ", differing);
    }

    /** What to do about a repeated group, or empty when there is no better call. */
    Optional<String> hint() {
        if (!isRepeated()) {
            return Optional.empty();
        }
        RecordedCall first = calls.get(0);
        String what = calls.size() + " " + first.operation() + " on " + CallTable.tables(first)
                + first.indexName().map(index -> " index " + index).orElse("");
        return switch (first.operation()) {
            case "GetItem" -> Optional.of(what + " with " + sameness() + " — the N+1 pattern: fetch them with one "
                    + "BatchGetItem (up to 100 keys a call), or with one Query if they share a partition key");
            case "Query" -> Optional.of(what + " with " + sameness() + " — the N+1 pattern: read them with one Query "
                    + "on a key they share (a GSI can provide one), or with BatchGetItem if you know their keys");
            case "PutItem", "DeleteItem" -> Optional.of(what + ", one item each — write them with BatchWriteItem "
                    + "(up to 25 puts and deletes a call), or TransactWriteItems if they must succeed together");
            default -> Optional.empty();
        };
    }

    private static Optional<Map<String, AttributeValue>> keyOf(RecordedCall call) {
        Object request = call.request();
        if (request instanceof GetItemRequest get) {
            return Optional.of(get.key());
        }
        if (request instanceof UpdateItemRequest update) {
            return Optional.of(update.key());
        }
        if (request instanceof DeleteItemRequest delete) {
            return Optional.of(delete.key());
        }
        if (request instanceof PutItemRequest put) {
            for (PartitionWrite write : call.partitionWrites()) {
                if (write.index().isEmpty() && write.tableName().equals(put.tableName())) {
                    return Optional.of(write.partitionKey());
                }
            }
        }
        return Optional.empty();
    }
}
