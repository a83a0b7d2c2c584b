package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.item;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The data of the AWS Database Blog's "Multi-key support for Global Secondary Index" (orders of customer 1A2B3C,
 * the OrdersByStatusDateAmount GSI, and the GSI on customer and status it adds as traffic grows) and a product
 * catalog with a sparse GSI of the products on sale, added after a legacy writer stored one sale price as a string.
 */
final class Shop {

    static final Map<String, AttributeValue> KSUID1 = item("order_id", "KSUID1", "customer_id", "C#1A2B3C",
            "order_date", "2025-11-04", "amount", 200, "status", "ACTIVE", "acc_type", "A", "org_id", "OMEGA");
    static final Map<String, AttributeValue> KSUID2 = item("order_id", "KSUID2", "customer_id", "C#1A2B3C",
            "order_date", "2025-11-04", "amount", 145, "status", "PENDING", "acc_type", "A", "org_id", "OMEGA");
    static final Map<String, AttributeValue> KSUID3 = item("order_id", "KSUID3", "customer_id", "C#1A2B3C",
            "order_date", "2025-11-04", "amount", 110, "status", "PENDING", "acc_type", "B", "org_id", "BRAVO");
    static final Map<String, AttributeValue> KSUID4 = item("order_id", "KSUID4", "customer_id", "C#4D5E6F",
            "order_date", "2025-11-05", "amount", 320, "status", "ACTIVE", "acc_type", "A", "org_id", "ALPHA");
    /** A draft: no status yet, so in neither GSI. */
    static final Map<String, AttributeValue> KSUID5 = item("order_id", "KSUID5", "customer_id", "C#1A2B3C",
            "order_date", "2025-11-06", "amount", 60, "acc_type", "A", "org_id", "OMEGA");

    static final Map<String, AttributeValue> TV = item("PK", "CATEGORY#Electronics", "SK", "PRODUCT#TV-LG-55",
            "productName", "LG 55-inch 4K Smart TV", "brand", "LG", "price", 799.99,
            "sale", "BLACK-FRIDAY-2025", "sale_price", 699.99);
    /** On sale, but its sale price was written as a string before the index existed: not indexed. */
    static final Map<String, AttributeValue> LAPTOP = item("PK", "CATEGORY#Electronics",
            "SK", "PRODUCT#LAPTOP-DELL-XPS", "productName", "Dell XPS 13 Laptop", "brand", "Dell", "price", 1299.00,
            "sale", "BLACK-FRIDAY-2025", "sale_price", "1199.00");
    static final Map<String, AttributeValue> TV_BLACK = item("PK", "CATEGORY#Electronics",
            "SK", "PRODUCT#TV-LG-55#VARIANT#Black", "color", "Black", "stock", 15);
    static final Map<String, AttributeValue> SPEAKER = item("PK", "CATEGORY#Audio", "SK", "PRODUCT#SONOS-ERA-100",
            "productName", "Sonos Era 100", "brand", "Sonos", "price", 249, "sale", "BLACK-FRIDAY-2025",
            "sale_price", 199);
    static final Map<String, AttributeValue> HEADPHONES = item("PK", "CATEGORY#Audio", "SK", "PRODUCT#BOSE-QC45",
            "productName", "Bose QuietComfort 45", "brand", "Bose", "price", 329, "sale", "CYBER-MONDAY-2025",
            "sale_price", 249);

    private Shop() {
    }

    /** Creates the orders, products and (empty) carts tables with their indexes, and writes the items. */
    static void create(DynamoDbClient client) {
        client.createTable(table -> table.tableName("orders").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(s("order_id"), s("customer_id"), s("status"), s("order_date"), n("amount"))
                .keySchema(hash("order_id"))
                .globalSecondaryIndexes(
                        gsi("OrdersByStatusDateAmount", hash("customer_id"), range("status"), range("order_date"),
                                range("amount")),
                        gsi("OrdersByCustomerAndStatus", hash("customer_id"), hash("status"), range("order_date"),
                                range("amount"))));
        for (Map<String, AttributeValue> order : List.of(KSUID1, KSUID2, KSUID3, KSUID4, KSUID5)) {
            client.putItem(put -> put.tableName("orders").item(order));
        }

        client.createTable(table -> table.tableName("products").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(s("PK"), s("SK"))
                .keySchema(hash("PK"), range("SK")));
        for (Map<String, AttributeValue> product : List.of(TV, LAPTOP, TV_BLACK, SPEAKER, HEADPHONES)) {
            client.putItem(put -> put.tableName("products").item(product));
        }
        client.updateTable(update -> update.tableName("products")
                .attributeDefinitions(s("PK"), s("SK"), s("sale"), n("sale_price"))
                .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder()
                        .create(create -> create.indexName("ProductsOnSale").keySchema(hash("sale"), range("sale_price"))
                                .projection(Projection.builder().projectionType(ProjectionType.ALL).build()))
                        .build()));
        awaitActiveIndexes(client, "products");

        client.createTable(table -> table.tableName("carts").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(s("PK"), s("SK"), s("status"))
                .keySchema(hash("PK"), range("SK"))
                .globalSecondaryIndexes(gsi("CartItemsByStatus", hash("PK"), range("status"))));
    }

    /**
     * Waits for a GSI added by UpdateTable to be backfilled (at once in memory; a moment on DynamoDB Local, whose
     * DescribeTable may fail while its backfill is under way: retried).
     */
    private static void awaitActiveIndexes(DynamoDbClient client, String table) {
        for (int attempt = 0; attempt < 200; attempt++) {
            try {
                if (client.describeTable(describe -> describe.tableName(table)).table().globalSecondaryIndexes()
                        .stream().allMatch(gsi -> gsi.indexStatus() == IndexStatus.ACTIVE)) {
                    return;
                }
            } catch (RuntimeException backfilling) {
                // DynamoDB Local counts the index's rows before it has made their columns; ask again
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted waiting for the indexes of " + table, interrupted);
            }
        }
        throw new IllegalStateException("the indexes of " + table + " did not become ACTIVE within 10 s");
    }

    private static GlobalSecondaryIndex gsi(String name, KeySchemaElement... keySchema) {
        return GlobalSecondaryIndex.builder().indexName(name).keySchema(keySchema)
                .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build();
    }

    static AttributeDefinition s(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    static AttributeDefinition n(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.N).build();
    }

    static KeySchemaElement hash(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.HASH).build();
    }

    static KeySchemaElement range(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.RANGE).build();
    }
}
