package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Item;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.value.DynamoNumbers;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Time-to-live deletion, run when a test asks for it: removes, in one atomic write, every item of every table
 * with time to live enabled whose TTL attribute is a Number of epoch seconds before now, from the table and
 * all its indexes. As the service documents, an expiry more than five years in the past is ignored, and a
 * missing attribute or one of another type (a String, a number set) never expires. These deletes consume no
 * capacity and are not conditional.
 */
final class TimeToLiveExpiry {
    private static final int IGNORED_AFTER_YEARS = 5;

    private TimeToLiveExpiry() {
    }

    /**
     * The database without the items expired at {@code clock}'s instant, and how many were removed; their stream
     * records are stamped by {@code clock}.
     */
    static Outcome<Integer> expire(Database db, Clock clock) {
        Instant now = clock.instant();
        BigDecimal nowSeconds = epochSeconds(now);
        BigDecimal horizon = epochSeconds(now.atOffset(ZoneOffset.UTC).minusYears(IGNORED_AFTER_YEARS).toInstant());
        Database next = db;
        int removed = 0;
        for (String name : db.tableNames()) {
            Table table = db.table(name).orElseThrow();
            Optional<String> attribute = table.definition().timeToLive().attributeName();
            if (attribute.isEmpty()) {
                continue;
            }
            Table after = table;
            for (Map.Entry<byte[], Item> entry : table.primary().entries().entries()) {
                if (isExpired(entry.getValue(), attribute.get(), nowSeconds, horizon)) {
                    after = after.expire(entry.getKey(), clock).table();
                    removed++;
                }
            }
            if (after != table) {
                next = next.with(after);
            }
        }
        return new Outcome<>(next, removed);
    }

    private static boolean isExpired(Item item, String attribute, BigDecimal now, BigDecimal horizon) {
        AttributeValue value = item.get(attribute);
        if (value == null || value.n() == null) {
            return false;
        }
        BigDecimal expiry = DynamoNumbers.value(value.n());
        return expiry.compareTo(now) < 0 && expiry.compareTo(horizon) >= 0;
    }

    private static BigDecimal epochSeconds(Instant instant) {
        return BigDecimal.valueOf(instant.getEpochSecond()).add(BigDecimal.valueOf(instant.getNano(), 9));
    }
}
