package dev.dynamofixtures.samples.readme;

import java.time.Clock;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The README's {@code @ExpectedDataset} example's service: ships a customer's order, giving it a generated tracking
 * number and the time it changed.
 */
final class Shipping {
    private final DynamoDbClient dynamo;
    private final Clock clock;

    Shipping(DynamoDbClient dynamo) {
        this(dynamo, Clock.systemUTC());
    }

    Shipping(DynamoDbClient dynamo, Clock clock) {
        this.dynamo = dynamo;
        this.clock = clock;
    }

    /** Marks the order shipped, with a new tracking number {@code TRK-} and six digits. */
    void ship(String customerId, String orderId) {
        String tracking = "TRK-%06d".formatted(ThreadLocalRandom.current().nextInt(1_000_000));
        dynamo.updateItem(b -> b.tableName("orders")
                .key(Map.of("customer_id", AttributeValue.fromS(customerId), "order_id", AttributeValue.fromS(orderId)))
                .updateExpression("SET #status = :shipped, tracking = :tracking, updated_at = :now")
                .conditionExpression("attribute_exists(order_id)")
                .expressionAttributeNames(Map.of("#status", "status"))
                .expressionAttributeValues(Map.of(":shipped", AttributeValue.fromS("SHIPPED"),
                        ":tracking", AttributeValue.fromS(tracking),
                        ":now", AttributeValue.fromS(clock.instant().toString()))));
    }
}
