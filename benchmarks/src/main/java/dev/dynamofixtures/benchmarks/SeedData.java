package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetTable;
import dev.dynamofixtures.core.internal.dataset.DatasetAccess;
import dev.dynamofixtures.core.internal.dataset.DatasetContent;
import dev.dynamofixtures.core.internal.dataset.ItemEntry;
import dev.dynamofixtures.core.internal.dataset.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The seeding benchmarks' dataset: {@code count} small orders (order_id, customer_id, status, order_date, amount,
 * acc_type, org_id: seven attributes, about 110 bytes each) in the orders table of {@link OrdersSchema}, whose GSI
 * has a multi-attribute key (customer_id | status, order_date, amount). Built through the dataset internals' bridge
 * until the YAML reader can produce it; values repeated across items (a status, a date) are shared objects, as a
 * reader that reuses equal scalars would make them, so that the dataset's own footprint stays small next to the
 * engine's.
 */
final class SeedData {
    private static final String[] STATUSES = {"PENDING", "SHIPPED", "DELIVERED", "CANCELLED"};

    private SeedData() {
    }

    static Dataset orders(int count) {
        Map<String, AttributeValue> shared = new HashMap<>();
        List<ItemEntry> items = new ArrayList<>(count);
        Position position = Position.of("orders.yml");
        for (int n = 0; n < count; n++) {
            Map<String, AttributeValue> item = new LinkedHashMap<>(16);
            item.put("order_id", AttributeValue.fromS("order-" + n));
            item.put("customer_id", AttributeValue.fromS("c" + n / OrdersSchema.ORDERS_PER_CUSTOMER));
            item.put("status", shared.computeIfAbsent(STATUSES[n % STATUSES.length], AttributeValue::fromS));
            item.put("order_date", shared.computeIfAbsent("2025-" + (1 + n % 12) + "-" + (10 + n % 19),
                    AttributeValue::fromS));
            item.put("amount", AttributeValue.fromN(Integer.toString(100 + n % 9_973)));
            item.put("acc_type", shared.computeIfAbsent("A", AttributeValue::fromS));
            item.put("org_id", shared.computeIfAbsent("OMEGA", AttributeValue::fromS));
            items.add(ItemEntry.fixed(position, item));
        }
        return DatasetAccess.dataset(new DatasetContent(List.of(table()), Map.of(OrdersSchema.TABLE, items)));
    }

    private static DatasetTable table() {
        CreateTableRequest request = CreateTableRequest.builder().tableName(OrdersSchema.TABLE)
                .billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(def("order_id", ScalarAttributeType.S), def("customer_id", ScalarAttributeType.S),
                        def("status", ScalarAttributeType.S), def("order_date", ScalarAttributeType.S),
                        def("amount", ScalarAttributeType.N))
                .keySchema(k -> k.attributeName("order_id").keyType("HASH"))
                .globalSecondaryIndexes(g -> g.indexName(OrdersSchema.INDEX)
                        .keySchema(k -> k.attributeName("customer_id").keyType("HASH"),
                                k -> k.attributeName("status").keyType("RANGE"),
                                k -> k.attributeName("order_date").keyType("RANGE"),
                                k -> k.attributeName("amount").keyType("RANGE"))
                        .projection(p -> p.projectionType(ProjectionType.ALL)))
                .build();
        return new DatasetTable(OrdersSchema.TABLE, request, Optional.empty(), "orders.yml");
    }

    private static software.amazon.awssdk.services.dynamodb.model.AttributeDefinition def(String name,
            ScalarAttributeType type) {
        return software.amazon.awssdk.services.dynamodb.model.AttributeDefinition.builder().attributeName(name)
                .attributeType(type).build();
    }
}
