package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.log.PartitionWrite;
import dev.dynamofixtures.core.log.RecordedCall;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Renders recorded calls as the aligned table failure messages show, one row per call numbered by its sequence in
 * the log, with the parts of the request a user recognises (KeyConditionExpression with attribute names resolved,
 * FilterExpression, Key, UpdateExpression…), the items read and returned, and the capacity consumed (only the
 * selected table's or index's part). Not API.
 */
final class CallTable {

    private static final List<String> HEADER =
            List.of("#", "operation", "table", "index", "read", "returned", "capacity", "request");
    private static final Pattern NAME = Pattern.compile("#[A-Za-z0-9_]+");
    static final int MAX_ROWS = 20;

    private CallTable() {
    }

    /** The calls as a table, one row each, at most {@link #MAX_ROWS} rows. */
    static String of(List<RecordedCall> calls, CallSelection selection) {
        if (calls.isEmpty()) {
            return "  (no calls)";
        }
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADER);
        for (RecordedCall call : calls.subList(0, Math.min(calls.size(), MAX_ROWS))) {
            rows.add(row(call, selection));
        }
        return ItemTable.align(rows) + more(calls.size() - MAX_ROWS, "calls");
    }

    /** The calls as a table in which repeated calls ({@link CallGroup}) take one row. */
    static String grouped(List<CallGroup> groups, CallSelection selection) {
        if (groups.isEmpty()) {
            return "  (no calls)";
        }
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADER);
        int omitted = 0;
        for (CallGroup group : groups) {
            if (rows.size() > MAX_ROWS) {
                omitted += group.calls().size();
            } else if (group.isRepeated()) {
                rows.add(groupRow(group, selection));
            } else {
                rows.add(row(group.calls().get(0), selection));
            }
        }
        return ItemTable.align(rows) + more(omitted, "calls");
    }

    static String more(int omitted, String what) {
        return omitted > 0 ? System.lineSeparator() + "  … and " + omitted + " more " + what : "";
    }

    private static List<String> row(RecordedCall call, CallSelection selection) {
        return List.of(String.valueOf(call.sequence()), call.operation(), tables(call),
                call.indexName().orElse("-"), count(call.itemsRead()), count(call.itemsReturned()),
                capacity(List.of(call), selection), request(call));
    }

    private static List<String> groupRow(CallGroup group, CallSelection selection) {
        RecordedCall first = group.calls().get(0);
        return List.of(group.sequences(), first.operation(), tables(first), first.indexName().orElse("-"),
                sum(group.calls(), RecordedCall::itemsRead), sum(group.calls(), RecordedCall::itemsReturned),
                capacity(group.calls(), selection), group.calls().size() + " calls, " + group.sameness());
    }

    static String tables(RecordedCall call) {
        return call.tableNames().isEmpty() ? "-" : String.join(", ", call.tableNames());
    }

    private static String count(OptionalInt count) {
        return count.isPresent() ? String.valueOf(count.getAsInt()) : "-";
    }

    private static String sum(List<RecordedCall> calls, Function<RecordedCall, OptionalInt> count) {
        int total = 0;
        for (RecordedCall call : calls) {
            OptionalInt value = count.apply(call);
            if (value.isEmpty()) {
                return "-";
            }
            total += value.getAsInt();
        }
        return String.valueOf(total);
    }

    /** The capacity the calls consumed on the selection, as "30.0 RCU", "2.0 WCU" or both; "-" if none reported. */
    static String capacity(List<RecordedCall> calls, CallSelection selection) {
        if (calls.stream().allMatch(call -> call.consumedCapacity().isEmpty())) {
            return "-";
        }
        double read = selection.units(calls, CallSelection.Units.READ);
        double write = selection.units(calls, CallSelection.Units.WRITE);
        if (write == 0) {
            return units(read) + " RCU";
        }
        return read == 0 ? units(write) + " WCU" : units(read) + " RCU, " + units(write) + " WCU";
    }

    /** Capacity units with at least one decimal: 30.0, 0.5, 12.25. */
    static String units(double units) {
        BigDecimal value = BigDecimal.valueOf(units).stripTrailingZeros();
        return (value.scale() < 1 ? value.setScale(1) : value).toPlainString();
    }

    /** A number as short as it can be written: 5, 2.5. */
    static String number(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    /** The parts of the request a user recognises, and the error of a failed call. */
    static String request(RecordedCall call) {
        List<String> parts = new ArrayList<>();
        Object request = call.request();
        if (request instanceof QueryRequest query) {
            parts.add("KeyConditionExpression: " + call.keyConditionShape().orElseGet(() ->
                    resolve(query.keyConditionExpression(), query.expressionAttributeNames())));
            expression(parts, "FilterExpression", query.filterExpression(), query.expressionAttributeNames());
        } else if (request instanceof ScanRequest scan) {
            expression(parts, "FilterExpression", scan.filterExpression(), scan.expressionAttributeNames());
            if (scan.totalSegments() != null) {
                parts.add("Segment " + scan.segment() + " of " + scan.totalSegments());
            }
        } else if (request instanceof GetItemRequest get) {
            parts.add("Key: " + key(get.key()));
        } else if (request instanceof PutItemRequest put) {
            parts.add("Item: " + item(call, put.tableName(), put.item()));
            expression(parts, "ConditionExpression", put.conditionExpression(), put.expressionAttributeNames());
        } else if (request instanceof UpdateItemRequest update) {
            parts.add("Key: " + key(update.key()));
            expression(parts, "UpdateExpression", update.updateExpression(), update.expressionAttributeNames());
            expression(parts, "ConditionExpression", update.conditionExpression(), update.expressionAttributeNames());
        } else if (request instanceof DeleteItemRequest delete) {
            parts.add("Key: " + key(delete.key()));
            expression(parts, "ConditionExpression", delete.conditionExpression(), delete.expressionAttributeNames());
        } else if (request instanceof BatchGetItemRequest batch) {
            List<String> tables = new ArrayList<>();
            batch.requestItems().forEach((table, keys) -> tables.add(table + " " + plural(keys.keys().size(), "key")));
            parts.add("RequestItems: " + String.join(", ", tables));
        } else if (request instanceof BatchWriteItemRequest batch) {
            List<String> tables = new ArrayList<>();
            batch.requestItems().forEach((table, writes) -> tables.add(table + " " + writes(writes)));
            parts.add("RequestItems: " + String.join(", ", tables));
        } else if (request instanceof TransactGetItemsRequest transaction) {
            parts.add("TransactItems: " + plural(transaction.transactItems().size(), "Get"));
        } else if (request instanceof TransactWriteItemsRequest transaction) {
            parts.add("TransactItems: " + actions(transaction.transactItems()));
        } else if (request instanceof ExecuteStatementRequest statement) {
            parts.add("Statement: " + statement.statement());
        }
        call.errorCode().ifPresent(code -> parts.add("failed: " + code));
        return String.join("  ", parts);
    }

    private static void expression(List<String> parts, String name, String expression, Map<String, String> names) {
        if (expression != null) {
            parts.add(name + ": " + resolve(expression, names));
        }
    }

    /** The expression with its {@code #name} placeholders replaced by the attribute names they stand for. */
    static String resolve(String expression, Map<String, String> names) {
        if (expression == null || names == null || names.isEmpty()) {
            return expression;
        }
        Matcher matcher = NAME.matcher(expression);
        StringBuilder text = new StringBuilder();
        while (matcher.find()) {
            matcher.appendReplacement(text, Matcher.quoteReplacement(names.getOrDefault(matcher.group(), matcher.group())));
        }
        matcher.appendTail(text);
        return text.toString();
    }

    /** A key as {@code customer_id = S "C1", order_id = S "O1"}. */
    static String key(Map<String, AttributeValue> key) {
        List<String> parts = new ArrayList<>();
        key.forEach((name, value) -> parts.add(name + " = " + DynamoValues.render(value)));
        return String.join(", ", parts);
    }

    /** A written item by its partition key (which the partition writes name), and how many other attributes it has. */
    private static String item(RecordedCall call, String table, Map<String, AttributeValue> item) {
        for (PartitionWrite write : call.partitionWrites()) {
            if (write.index().isEmpty() && write.tableName().equals(table)) {
                int others = item.size() - write.partitionKey().size();
                return key(write.partitionKey()) + (others > 0 ? " + " + plural(others, "attribute") : "");
            }
        }
        return plural(item.size(), "attribute");
    }

    private static String writes(List<WriteRequest> writes) {
        long puts = writes.stream().filter(write -> write.putRequest() != null).count();
        long deletes = writes.size() - puts;
        List<String> parts = new ArrayList<>();
        if (puts > 0) {
            parts.add(plural(puts, "put"));
        }
        if (deletes > 0) {
            parts.add(plural(deletes, "delete"));
        }
        return String.join(" ", parts);
    }

    private static String actions(List<TransactWriteItem> items) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (TransactWriteItem item : items) {
            String action = item.put() != null ? "Put" : item.update() != null ? "Update"
                    : item.delete() != null ? "Delete" : "ConditionCheck";
            counts.merge(action, 1, Integer::sum);
        }
        List<String> parts = new ArrayList<>();
        counts.forEach((action, count) -> parts.add(count + " " + action));
        return String.join(", ", parts);
    }

    static String plural(long count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
