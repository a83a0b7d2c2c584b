package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.log.PartitionWrite;
import dev.dynamofixtures.core.log.RecordedCall;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The writes each partition of one table or index received, busiest first: what a hot-partition assertion compares
 * with its bound. Partition keys are told apart by DynamoDB's rules (N 200 and N 200.0 are one key). Not API.
 *
 * @param table      the table
 * @param index      the index, or null for the table's own partitions
 * @param partitions each partition key, rendered, with its writes, busiest first
 * @param writes     all writes the table or index received
 */
record PartitionShares(String table, String index, List<Map.Entry<String, Integer>> partitions, int writes) {

    /** How many partitions a message lists. */
    static final int SHOWN = 5;

    /** The partition writes of the selected calls, per table and index, in the order they were first written. */
    static List<PartitionShares> of(List<RecordedCall> calls, CallSelection selection) {
        Map<List<String>, Map<String, Integer>> counts = new LinkedHashMap<>();
        for (RecordedCall call : calls) {
            for (PartitionWrite write : selection.partitionWrites(call)) {
                List<String> target = Arrays.asList(write.tableName(), write.indexName());
                counts.computeIfAbsent(target, t -> new LinkedHashMap<>()).merge(key(write.partitionKey()), 1, Integer::sum);
            }
        }
        List<PartitionShares> shares = new ArrayList<>();
        counts.forEach((target, partitions) -> {
            List<Map.Entry<String, Integer>> busiest = new ArrayList<>(partitions.entrySet());
            busiest.sort(Map.Entry.<String, Integer>comparingByValue().reversed());
            int writes = busiest.stream().mapToInt(Map.Entry::getValue).sum();
            shares.add(new PartitionShares(target.get(0), target.get(1), List.copyOf(busiest), writes));
        });
        return shares;
    }

    /** The share of the writes the busiest partition received. */
    double topShare() {
        return partitions.isEmpty() ? 0 : (double) partitions.get(0).getValue() / writes;
    }

    /** "table orders" or "index ByStatus of table orders". */
    String target() {
        return index == null ? "table " + table : "index " + index + " of table " + table;
    }

    /** The busiest partitions as an aligned table of writes, share and partition key. */
    String render() {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("writes", "share", "partition key"));
        int others = 0;
        int otherWrites = 0;
        for (Map.Entry<String, Integer> partition : partitions) {
            if (rows.size() > SHOWN) {
                others++;
                otherWrites += partition.getValue();
            } else {
                rows.add(List.of(String.valueOf(partition.getValue()),
                        percent((double) partition.getValue() / writes), partition.getKey()));
            }
        }
        String more = others == 0 ? "" : System.lineSeparator() + "  … and " + CallTable.plural(others, "more partition")
                + " with " + CallTable.plural(otherWrites, "write");
        return ItemTable.align(rows) + more;
    }

    /** A share as a percentage with at most one decimal: 96%, 33.3%. */
    static String percent(double share) {
        BigDecimal value = BigDecimal.valueOf(share * 100).setScale(1, RoundingMode.HALF_UP).stripTrailingZeros();
        return (value.scale() < 0 ? value.setScale(0) : value).toPlainString() + "%";
    }

    private static String key(Map<String, AttributeValue> key) {
        List<String> parts = new ArrayList<>();
        key.forEach((name, value) -> parts.add(name + " = " + (value.n() != null
                ? "N " + new BigDecimal(value.n()).stripTrailingZeros().toPlainString()
                : DynamoValues.render(value))));
        return String.join(", ", parts);
    }
}
